/**
 * @file A form posted with its upload's progress and its answer read line by line as it arrives. `fetch` tells
 * neither how much of a request body was sent nor (with a body) lets a page read the answer before it ends
 * everywhere, so this one request goes by XMLHttpRequest; every other call goes through the typed client (api.ts).
 */

export interface PostHandlers {
  /** How much of the body was sent; `total` null when the browser cannot tell. */
  onUploadProgress?: (sent: number, total: number | null) => void;
  /** Each whole line of the answer, as it arrives. */
  onLine?: (line: string) => void;
  signal?: AbortSignal;
}

export interface PostAnswer {
  status: number;
  statusText: string;
  contentType: string;
  /** The whole answer. */
  body: string;
}

/** The request could not be made or was cut off (offline, server gone): no status to tell. */
export class NetworkError extends Error {
  constructor() {
    super("The upload was cut off. Check your connection and try again.");
    this.name = "NetworkError";
  }
}

export function postWithProgress(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  handlers: PostHandlers = {},
): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let read = 0;
    const readLines = (final: boolean) => {
      const text = request.responseText;
      const end = final ? text.length : text.lastIndexOf("\n") + 1;
      if (end <= read) return;
      for (const line of text.slice(read, end).split("\n")) if (line.trim()) handlers.onLine?.(line);
      read = end;
    };
    request.open("POST", url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) =>
      handlers.onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : null);
    request.onprogress = () => readLines(false);
    request.onload = () => {
      readLines(true);
      resolve({
        status: request.status,
        statusText: request.statusText,
        contentType: request.getResponseHeader("content-type") ?? "",
        body: request.responseText,
      });
    };
    request.onerror = () => reject(new NetworkError());
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    handlers.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
