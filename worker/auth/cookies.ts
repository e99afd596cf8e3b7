import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { SIGNED_IN_HINT_COOKIE } from "../../domain/auth";
import type { AppEnv } from "../http/context";

type CookieEnv = Pick<Env, "ENVIRONMENT" | "APP_ORIGIN">;

/**
 * Safari refuses Secure (and so `__Host-`) cookies from plain http://localhost, where `npm run dev` runs.
 * Only there, and only in development, the cookies drop the prefix and the Secure flag.
 */
export function usesLocalCookieFallback(env: CookieEnv): boolean {
  if (env.ENVIRONMENT !== "development" || !env.APP_ORIGIN) return false;
  try {
    const origin = new URL(env.APP_ORIGIN);
    return origin.protocol === "http:" && (origin.hostname === "localhost" || origin.hostname === "127.0.0.1");
  } catch {
    return false;
  }
}

export function sessionCookieName(env: CookieEnv): string {
  return usesLocalCookieFallback(env) ? "pl_session" : "__Host-pl_session";
}

export function loginStateCookieName(env: CookieEnv): string {
  return usesLocalCookieFallback(env) ? "pl_oidc" : "__Host-pl_oidc";
}

function baseOptions(env: CookieEnv): CookieOptions {
  // Lax: sent on the top-level GET back from the OpenID provider, never on cross-site POSTs.
  return { path: "/", sameSite: "Lax", secure: !usesLocalCookieFallback(env) };
}

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, sessionCookieName(c.env));
}

export function readLoginStateToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, loginStateCookieName(c.env));
}

export function setSessionCookies(c: Context<AppEnv>, token: string, endsAt: Date): void {
  const options = { ...baseOptions(c.env), expires: endsAt };
  setCookie(c, sessionCookieName(c.env), token, { ...options, httpOnly: true });
  setCookie(c, SIGNED_IN_HINT_COOKIE, "1", options);
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  const options = { ...baseOptions(c.env), maxAge: 0 };
  setCookie(c, sessionCookieName(c.env), "", { ...options, httpOnly: true });
  setCookie(c, SIGNED_IN_HINT_COOKIE, "", options);
}

export function setLoginStateCookie(c: Context<AppEnv>, token: string, maxAgeSeconds: number): void {
  setCookie(c, loginStateCookieName(c.env), token, { ...baseOptions(c.env), httpOnly: true, maxAge: maxAgeSeconds });
}

export function clearLoginStateCookie(c: Context<AppEnv>): void {
  setCookie(c, loginStateCookieName(c.env), "", { ...baseOptions(c.env), httpOnly: true, maxAge: 0 });
}
