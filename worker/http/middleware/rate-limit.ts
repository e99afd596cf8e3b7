import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { RateLimitDecision } from "../../../durable-objects/rate-limiter/protocol";
import { addressKey } from "../client-address";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";
import { errorSummary } from "../../../lib/db/error-summary";

export interface RateLimitOptions {
  /** Names the limited action; each scope counts separately. */
  scope: string;
  limit: number;
  windowMs: number;
  /**
   * When the limiter Object cannot be reached: `allow` lets the request through, `refuse` answers 503. Each
   * route chooses, and says why next to its limit.
   */
  whenLimiterUnavailable: "allow" | "refuse";
}

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";
export const RATE_LIMITER_UNAVAILABLE_MESSAGE = "We cannot take this request right now. Please try again in a minute.";
const UNAVAILABLE_RETRY_AFTER_SECONDS = "30";

/** Every caller of a local stack: nothing in front of it can say who a client is (see `clientKey`). */
const LOCAL_CLIENT = "local";
/** Production callers without a usable address share one allowance (Cloudflare always sets one). */
const UNIDENTIFIED_CLIENT = "unidentified";

/**
 * Who a client is. In production Cloudflare's edge sets CF-Connecting-IP itself, overwriting anything the
 * client sent, so it is the client's address (IPv4 in full, IPv6 by its /64). On a local stack wrangler and
 * miniflare pass on whatever header the client sent, so it proves nothing: every local caller is one client,
 * and a load test lifts the limits with LOAD_TEST_RATE_LIMITS=off instead of inventing addresses.
 */
export function clientKey(env: Pick<Env, "ENVIRONMENT">, connectingIp: string | undefined): string {
  if (env.ENVIRONMENT === "development") return LOCAL_CLIENT;
  return addressKey(connectingIp) ?? UNIDENTIFIED_CLIENT;
}

/** The client of a request, for per-client rules (rate limits, how many practice lines one client holds). */
export function requestClientKey(c: Context<AppEnv>): string {
  return clientKey(c.env, c.req.header("cf-connecting-ip"));
}

/** Development only (anywhere else the Worker refuses to run with it, see environment-check.ts). */
export function rateLimitsLifted(env: Pick<Env, "ENVIRONMENT" | "LOAD_TEST_RATE_LIMITS">): boolean {
  return env.ENVIRONMENT === "development" && env.LOAD_TEST_RATE_LIMITS === "off";
}

/**
 * The RateLimiterDO that counts or holds this request's client for `scope`; null when the limits are lifted
 * for a load test.
 */
export function limiterName(c: Context<AppEnv>, { scope }: Pick<RateLimitOptions, "scope">): string | null {
  return rateLimitsLifted(c.env) ? null : `${scope}:${requestClientKey(c)}`;
}

/**
 * Counts this request against `subject`'s allowance for the scope (a client, or a signed-in user's id): over the
 * limit → 429 with Retry-After; the limiter unreachable → as the scope chooses. Lifted for load tests.
 */
export async function enforceRateLimit<E extends AppEnv>(
  c: Context<E>,
  { scope, limit, windowMs, whenLimiterUnavailable }: RateLimitOptions,
  subject: string,
): Promise<void> {
  if (rateLimitsLifted(c.env)) return;
  let decision: RateLimitDecision;
  try {
    decision = await c.env.RATE_LIMITER.getByName(`${scope}:${subject}`).hit(limit, windowMs);
  } catch (error) {
    console.warn(
      JSON.stringify({
        level: "warn",
        requestId: c.get("requestId"),
        message: "rate limiter unavailable",
        scope,
        whenLimiterUnavailable,
        error: errorSummary(error),
      }),
    );
    if (whenLimiterUnavailable === "allow") return;
    throw new ApiError(503, RATE_LIMITER_UNAVAILABLE_MESSAGE, {
      headers: { "Retry-After": UNAVAILABLE_RETRY_AFTER_SECONDS },
    });
  }
  if (!decision.allowed) {
    throw new ApiError(429, RATE_LIMITED_MESSAGE, { headers: { "Retry-After": String(decision.retryAfterSeconds) } });
  }
}

/** Per-client sliding-window limit: over the limit → 429 with Retry-After. */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c, options, requestClientKey(c));
    await next();
  });
}
