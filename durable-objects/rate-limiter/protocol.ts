/** @file What the Worker shares with the RateLimiterDO (one per client and scope, e.g. "waiting-list:203.0.113.7"). */
export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the oldest counted request leaves the window; 0 when allowed. */
  retryAfterSeconds: number;
}
