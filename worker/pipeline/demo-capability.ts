/**
 * @file The demo call's capability: `start` hands the browser an HttpOnly cookie holding a token that names
 * the conversation, signed with SESSION_SECRET (HS256, expiring); `end` and `processing-status` need it. A
 * conversation id alone (seen in a log, a URL, a shoulder) opens nothing. One cookie per browser: a new demo
 * replaces the last one's.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import { usesLocalCookieFallback } from "../auth/cookies";
import { signingKey } from "../auth/secret";
import type { AppEnv } from "../lib/context";

/** Distinguishes this token from the session and sign-in tokens signed with the same key. */
const AUDIENCE = "practiceline:demo-call";
/** The call, then its processing and a visitor reading the analysis; the poll stops long before this. */
const LIFETIME_AFTER_LIMIT_SECONDS = 60 * 60;

function cookieName(env: Pick<Env, "ENVIRONMENT" | "APP_ORIGIN">): string {
  return usesLocalCookieFallback(env) ? "pl_demo_call" : "__Host-pl_demo_call";
}

export async function grantDemoCall(c: Context<AppEnv>, conversationId: string, limitSeconds: number): Promise<void> {
  await setCapability(c, conversationId, limitSeconds + LIFETIME_AFTER_LIMIT_SECONDS);
}

/**
 * The visitor opened their call's review: the capability now lasts as long as the call is kept (until `untilMs`,
 * the end of its retention), so the review link keeps working from this browser until then.
 */
export async function keepDemoCall(c: Context<AppEnv>, conversationId: string, untilMs: number): Promise<void> {
  const maxAge = Math.floor((untilMs - Date.now()) / 1000);
  if (maxAge > 0) await setCapability(c, conversationId, maxAge);
}

async function setCapability(c: Context<AppEnv>, conversationId: string, maxAge: number): Promise<void> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(conversationId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAge)
    .sign(signingKey(c.env));
  setCookie(c, cookieName(c.env), token, {
    path: "/",
    httpOnly: true,
    // Strict: the demo's own pages send it; no other site can make a browser use it.
    sameSite: "Strict",
    secure: !usesLocalCookieFallback(c.env),
    maxAge,
  });
}

/** The conversation this browser's capability names, or null (none, expired, tampered, another key). */
export async function demoCallOf(c: Context<AppEnv>): Promise<string | null> {
  const token = getCookie(c, cookieName(c.env));
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, signingKey(c.env), { algorithms: ["HS256"], audience: AUDIENCE, requiredClaims: ["exp", "sub"] });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
