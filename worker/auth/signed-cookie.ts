/**
 * @file A browser's claim kept in an HttpOnly, SameSite=Strict cookie: a token naming one thing (its subject),
 * signed with SESSION_SECRET (HS256, expiring), for one purpose (its audience, so a token of one kind never passes
 * as another). `__Host-` in production; see cookies.ts for the local fallback.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../http/context";
import { usesLocalCookieFallback } from "./cookies";
import { signingKey } from "./secret";
import { signedToken } from "./signed-token";

export function signedCookie(options: { name: string; audience: string }) {
  const token = signedToken({ audience: options.audience, requiredClaims: ["sub"] });
  const cookieName = (env: Pick<Env, "ENVIRONMENT" | "APP_ORIGIN">) =>
    usesLocalCookieFallback(env) ? options.name : `__Host-${options.name}`;
  return {
    /** Names `subject` in this browser for `maxAge` seconds. */
    async set<E extends AppEnv>(c: Context<E>, subject: string, maxAge: number): Promise<void> {
      const value = await token.sign({ sub: subject }, new Date(Date.now() + maxAge * 1000), signingKey(c.env));
      // Strict: our own pages send it; no other site can make a browser use it.
      setCookie(c, cookieName(c.env), value, {
        path: "/",
        httpOnly: true,
        sameSite: "Strict",
        secure: !usesLocalCookieFallback(c.env),
        maxAge,
      });
    },
    /** The subject this browser's cookie names, or null (none, expired, tampered, another key or purpose). */
    async read<E extends AppEnv>(c: Context<E>): Promise<string | null> {
      const value = getCookie(c, cookieName(c.env));
      if (!value) return null;
      return (await token.verify(value, signingKey(c.env)))?.sub ?? null;
    },
  };
}
