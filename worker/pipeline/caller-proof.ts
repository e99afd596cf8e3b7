/**
 * @file A demo visitor's proof that they own the number they will call from: after a code texted to it was checked,
 * the browser holds an HttpOnly cookie naming the number (HS256, SESSION_SECRET, 30 days). A demo start routed by
 * a number needs it, so nobody can have another person's calls routed to a conversation they started.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import { usesLocalCookieFallback } from "../auth/cookies";
import { signingKey } from "../auth/secret";
import type { AppEnv } from "../lib/context";

/** Distinguishes this token from the other tokens signed with the same key. */
const AUDIENCE = "practiceline:caller-number";
const LIFETIME_SECONDS = 30 * 24 * 60 * 60;

function cookieName(env: Pick<Env, "ENVIRONMENT" | "APP_ORIGIN">): string {
  return usesLocalCookieFallback(env) ? "pl_caller_number" : "__Host-pl_caller_number";
}

export async function grantCallerNumber(c: Context<AppEnv>, callerNumber: string): Promise<void> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(callerNumber)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + LIFETIME_SECONDS)
    .sign(signingKey(c.env));
  setCookie(c, cookieName(c.env), token, { path: "/", httpOnly: true, sameSite: "Strict", secure: !usesLocalCookieFallback(c.env), maxAge: LIFETIME_SECONDS });
}

/** The number this browser proved (E.164), or null (none, expired, tampered, another key). */
export async function provenCallerNumber(c: Context<AppEnv>): Promise<string | null> {
  const token = getCookie(c, cookieName(c.env));
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, signingKey(c.env), { algorithms: ["HS256"], audience: AUDIENCE, requiredClaims: ["exp", "sub"] });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
