/** @file What the Worker shares with the RateLimiterDO (one per client and scope, e.g. "waiting-list:203.0.113.7"). */
export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the oldest counted request leaves the window; 0 when allowed. */
  retryAfterSeconds: number;
}

/** What a client may hold one of at a time (a practice line): who has it, and for how long at most. */
export interface HoldDecision {
  allowed: boolean;
  /** The holder now: the one asking when allowed, else the one in the way. */
  holder: string;
  /** Whole seconds until the hold in the way expires by itself; 0 when allowed. */
  retryAfterSeconds: number;
}
