/**
 * @file The demo call's capability: `start` hands the browser an HttpOnly cookie holding a token that names
 * the conversation, signed with SESSION_SECRET (HS256, expiring); `end` and `processing-status` need it. A
 * conversation id alone (seen in a log, a URL, a shoulder) opens nothing. One cookie per browser: a new demo
 * replaces the last one's.
 */
import type { Context } from "hono";
import { signedCookie } from "../auth/signed-cookie";
import type { AppEnv } from "../http/context";

/** The call, then its processing and a visitor reading the analysis; the poll stops long before this. */
const LIFETIME_AFTER_LIMIT_SECONDS = 60 * 60;
/** Its audience distinguishes this token from the session and sign-in tokens signed with the same key. */
const capability = signedCookie({ name: "pl_demo_call", audience: "practiceline:demo-call" });

export async function grantDemoCall(c: Context<AppEnv>, conversationId: string, limitSeconds: number): Promise<void> {
  await capability.set(c, conversationId, limitSeconds + LIFETIME_AFTER_LIMIT_SECONDS);
}

/**
 * The visitor opened their call's review: the capability now lasts as long as the call is kept (until `untilMs`,
 * the end of its retention), so the review link keeps working from this browser until then.
 */
export async function keepDemoCall(c: Context<AppEnv>, conversationId: string, untilMs: number): Promise<void> {
  const maxAge = Math.floor((untilMs - Date.now()) / 1000);
  if (maxAge > 0) await capability.set(c, conversationId, maxAge);
}

/** The conversation this browser's capability names, or null (none, expired, tampered, another key). */
export function demoCallOf(c: Context<AppEnv>): Promise<string | null> {
  return capability.read(c);
}
