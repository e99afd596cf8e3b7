/** Error of a non-successful response; its message is the spec's "<status>: <body or status text>". */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** When the server asks to be tried again (its Retry-After), in seconds from now. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
  }

  /** The server's `message` field when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/** Retry-After as seconds from now: it is either a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const retryAfter = retryAfterSeconds(response.headers.get("Retry-After"));
  throw new HttpError(response.status, await response.text(), response.statusText, retryAfter);
}

/** Every call sends credentials and JSON (spec §7). */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** GET as a query function; with `on401: "returnNull"` a 401 is an empty result instead of an error. */
export function getJson<T>(url: string, options: { on401?: "throw" | "returnNull" } = {}) {
  return async (): Promise<T | null> => {
    const response = await fetch(url, { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
