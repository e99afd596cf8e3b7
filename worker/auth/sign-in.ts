import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { clearSessionCookies, setSessionCookies } from "./cookies";
import { signingKey } from "./secret";
import { createSession, deleteSession } from "./session-store";
import { signSessionToken } from "./session-token";

/** Signs the browser in as `userId`: always a new session id, and the one it had before is ended. */
export async function startSession(c: Context<AppEnv>, userId: string): Promise<void> {
  const key = signingKey(c.env);
  const previous = c.var.sessionId;
  if (previous) await deleteSession(c.var.db, previous);
  const session = await createSession(c.var.db, userId);
  setSessionCookies(c, await signSessionToken(session.sid, session.endsAt, key), session.endsAt);
}

/** Deletes the session row, so the cookie stops working even if a copy of it survives. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const sid = c.var.sessionId;
  if (sid) await deleteSession(c.var.db, sid);
  clearSessionCookies(c);
}
