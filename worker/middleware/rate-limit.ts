import { createMiddleware } from "hono/factory";
import type { RateLimitDecision } from "../../durable-objects/rate-limiter";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";

export interface RateLimitOptions {
  /** Names the limited action; each scope counts separately. */
  scope: string;
  limit: number;
  windowMs: number;
}

/** Without Cloudflare's edge in front (plain local runs) every caller is one client. */
const LOCAL_CLIENT = "local";

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";

/**
 * Per-client limit (client = CF-Connecting-IP, which Cloudflare sets and clients cannot forge): over the
 * limit → 429 with Retry-After. If the limiter itself fails the request goes through: a limiter outage must
 * never cost a real sign-up.
 */
export function rateLimit({ scope, limit, windowMs }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const client = c.req.header("cf-connecting-ip")?.trim() || LOCAL_CLIENT;
    let decision: RateLimitDecision | undefined;
    try {
      decision = await c.env.RATE_LIMITER.getByName(`${scope}:${client}`).hit(limit, windowMs);
    } catch (error) {
      console.warn(JSON.stringify({ level: "warn", requestId: c.get("requestId"), message: "rate limiter unavailable", scope, error: String(error) }));
    }
    if (decision && !decision.allowed) {
      throw new ApiError(429, RATE_LIMITED_MESSAGE, { headers: { "Retry-After": String(decision.retryAfterSeconds) } });
    }
    await next();
  });
}
