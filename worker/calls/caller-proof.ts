/**
 * @file A demo visitor's proof that they own the number they will call from: after a code texted to it was checked,
 * the browser holds an HttpOnly cookie naming the number (HS256, SESSION_SECRET, 30 days). A demo start routed by
 * a number needs it, so nobody can have another person's calls routed to a conversation they started.
 */
import type { Context } from "hono";
import { signedCookie } from "../auth/signed-cookie";
import type { AppEnv } from "../http/context";

const LIFETIME_SECONDS = 30 * 24 * 60 * 60;
const proof = signedCookie({ name: "pl_caller_number", audience: "practiceline:caller-number" });

export function grantCallerNumber(c: Context<AppEnv>, callerNumber: string): Promise<void> {
  return proof.set(c, callerNumber, LIFETIME_SECONDS);
}

/** The number this browser proved (E.164), or null. */
export function provenCallerNumber(c: Context<AppEnv>): Promise<string | null> {
  return proof.read(c);
}
