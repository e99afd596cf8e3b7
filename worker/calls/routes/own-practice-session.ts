import { createMiddleware } from "hono/factory";
import { SERVER_OWNED_CALL_FIELDS, SERVER_OWNED_MESSAGE } from "../../../domain/practice-calls";
import {
  findAgentSession,
  SESSION_CREATE_LIMIT,
  type PracticeSessionView,
  type RecentSessions,
} from "../queries/practice-sessions";
import { RATE_LIMITED_MESSAGE } from "../../http/middleware/rate-limit";
import type { Database } from "../../../lib/db/client";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../../domain/ids";

/** The agent's own session or 404: another agent's session does not exist for them. */
export async function ownSession(
  c: { var: { db: Database; user?: { id: string } } },
  id: string,
): Promise<PracticeSessionView> {
  const session = isUuid(id) ? await findAgentSession(c.var.db, c.var.user!.id, id) : null;
  if (!session) throw new ApiError(404, "Practice session not found");
  return session;
}

/** The request's JSON object; an empty body is an empty object. Anything else that is not an object is a 400. */
export async function jsonObject(c: { req: { text(): Promise<string> } }): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON in request body", { code: "malformed_request" });
  }
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new ApiError(400, "The body must be a JSON object", { code: "malformed_request" });
  return body as Record<string, unknown>;
}

/**
 * A body carrying what only the call itself may write (a transcript, a duration, an audio URL, a score, the
 * call's id) is refused with a 400 naming each field, before anything is read or changed.
 */
export function refuseCallData() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const body = await jsonObject(c);
    const sent = SERVER_OWNED_CALL_FIELDS.filter((field) => field in body);
    if (sent.length > 0) {
      throw new ApiError(400, SERVER_OWNED_MESSAGE, {
        issues: sent.map((path) => ({ path, message: "Set by the server from the call" })),
      });
    }
    await next();
  });
}

/** 429 with Retry-After when the agent has created as many sessions as the last minute allows (nothing is written). */
export function refuseOverSessionLimit(recent: RecentSessions, limited: boolean, now = Date.now()): void {
  if (limited && recent.count >= SESSION_CREATE_LIMIT.limit) tooManySessions(recent, now);
}

/** The 429 of the session-creation limit, with Retry-After from when the oldest session in the window leaves it. */
export function tooManySessions(recent: RecentSessions, now = Date.now()): never {
  const freesAt = (recent.oldest ? Date.parse(recent.oldest) : now) + SESSION_CREATE_LIMIT.windowSeconds * 1000;
  throw new ApiError(429, RATE_LIMITED_MESSAGE, {
    headers: { "Retry-After": String(Math.max(1, Math.ceil((freesAt - now) / 1000))) },
  });
}
