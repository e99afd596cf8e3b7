import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { RateLimitDecision } from "../../durable-objects/rate-limiter/protocol";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";

export interface RateLimitOptions {
  /** Names the limited action; each scope counts separately. */
  scope: string;
  limit: number;
  windowMs: number;
  /**
   * Local callers (no client address, or the loopback address wrangler dev fills in) share one allowance by
   * default. `unlimited` lets them through in development only, for actions that local test and benchmark
   * runs repeat many times; in production Cloudflare names every client, so the limit always applies there.
   */
  unidentifiedInDevelopment?: "shared" | "unlimited";
}

/** Without Cloudflare's edge in front (plain local runs) every caller is one client. */
const LOCAL_CLIENT = "local";
/** What wrangler dev (miniflare) puts in CF-Connecting-IP for a caller on this machine. */
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";

/**
 * The RateLimiterDO that counts this request's client for `scope` (client = CF-Connecting-IP, which Cloudflare
 * sets and clients cannot forge); null when this client is not limited (see `unidentifiedInDevelopment`).
 */
export function limiterName(
  c: Context<AppEnv>,
  { scope, unidentifiedInDevelopment = "shared" }: Pick<RateLimitOptions, "scope" | "unidentifiedInDevelopment">,
): string | null {
  const address = c.req.header("cf-connecting-ip")?.trim();
  const local = !address || LOOPBACK.has(address);
  if (local && unidentifiedInDevelopment === "unlimited" && c.env.ENVIRONMENT === "development") return null;
  return `${scope}:${address || LOCAL_CLIENT}`;
}

/**
 * Per-client limit: over the limit → 429 with Retry-After. If the limiter itself fails the request goes
 * through: a limiter outage must never cost a real sign-up.
 */
export function rateLimit({ scope, limit, windowMs, unidentifiedInDevelopment = "shared" }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const name = limiterName(c, { scope, unidentifiedInDevelopment });
    if (!name) return next();
    let decision: RateLimitDecision | undefined;
    try {
      decision = await c.env.RATE_LIMITER.getByName(name).hit(limit, windowMs);
    } catch (error) {
      console.warn(JSON.stringify({ level: "warn", requestId: c.get("requestId"), message: "rate limiter unavailable", scope, error: String(error) }));
    }
    if (decision && !decision.allowed) {
      throw new ApiError(429, RATE_LIMITED_MESSAGE, { headers: { "Retry-After": String(decision.retryAfterSeconds) } });
    }
    await next();
  });
}
