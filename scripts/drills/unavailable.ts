/** @file What a caller must see while the database is unavailable, as the Postgres drills check it. */

/** Internals that must never reach a client. */
const INTERNALS = /select |insert |update |postgres|drizzle|neon|websocket|ECONN|errorevent|stack|\bat \S+ \(/i;

export interface Answer {
  status: number;
  text: string;
  retryAfter: string | null;
}

/** A 503 in the one error shape, `{ message, code: "unavailable" }` and nothing else, with Retry-After and nothing internal. */
export function isCleanUnavailable(answer: Answer, message?: string): boolean {
  const body = parsed(answer.text) as { message?: unknown; code?: unknown } | null;
  if (
    answer.status !== 503 ||
    INTERNALS.test(answer.text) ||
    !body ||
    Object.keys(body).length !== 2 ||
    body.code !== "unavailable"
  )
    return false;
  return (
    typeof body.message === "string" &&
    body.message.length > 0 &&
    (message === undefined || body.message === message) &&
    Number(answer.retryAfter) > 0
  );
}

/** The health check's own 503: the report, saying the database is down. */
export function isDegradedHealth(answer: Answer): boolean {
  return (
    answer.status === 503 &&
    !INTERNALS.test(answer.text) &&
    (parsed(answer.text) as { database?: unknown } | null)?.database === "down"
  );
}

export async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, text: await response.text(), retryAfter: response.headers.get("retry-after") };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
