/**
 * @file A browser's claim kept in an HttpOnly, SameSite=Strict cookie: a token naming one thing (its subject),
 * signed with SESSION_SECRET (HS256, expiring), for one purpose (its audience, so a token of one kind never passes
 * as another). `__Host-` in production; see cookies.ts for the local fallback.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import type { AppEnv } from "../lib/context";
import { usesLocalCookieFallback } from "./cookies";
import { signingKey } from "./secret";

export function signedCookie(options: { name: string; audience: string }) {
  const cookieName = (env: Pick<Env, "ENVIRONMENT" | "APP_ORIGIN">) => (usesLocalCookieFallback(env) ? options.name : `__Host-${options.name}`);
  return {
    /** Names `subject` in this browser for `maxAge` seconds. */
    async set<E extends AppEnv>(c: Context<E>, subject: string, maxAge: number): Promise<void> {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(subject)
        .setAudience(options.audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + maxAge)
        .sign(signingKey(c.env));
      // Strict: our own pages send it; no other site can make a browser use it.
      setCookie(c, cookieName(c.env), token, { path: "/", httpOnly: true, sameSite: "Strict", secure: !usesLocalCookieFallback(c.env), maxAge });
    },
    /** The subject this browser's cookie names, or null (none, expired, tampered, another key or purpose). */
    async read<E extends AppEnv>(c: Context<E>): Promise<string | null> {
      const token = getCookie(c, cookieName(c.env));
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, signingKey(c.env), { algorithms: ["HS256"], audience: options.audience, requiredClaims: ["exp", "sub"] });
        return payload.sub ?? null;
      } catch {
        return null;
      }
    },
  };
}
