import { DurableObject } from "cloudflare:workers";
import type { RateLimitDecision } from "./protocol";

/**
 * One per client and scope (e.g. "waiting-list:203.0.113.7"): a sliding-window log of admitted requests.
 * Single-threaded, so simultaneous requests from one client are counted exactly. The log lives in memory
 * only: an object is evicted after more idle time than any window we use, so nothing is lost that still
 * counts, and no request waits on a storage write.
 */
export class RateLimiterDO extends DurableObject<Env> {
  private admitted: number[] = [];

  /** Counts the request if the window has room; a refused request is not counted. */
  async hit(limit: number, windowMs: number, now = Date.now()): Promise<RateLimitDecision> {
    this.admitted = this.admitted.filter((at) => at > now - windowMs);
    if (this.admitted.length >= limit) {
      const freesAt = Math.min(...this.admitted) + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
    }
    this.admitted.push(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
