/** @file What the Worker shares with the VoicePlanDO (one, named "plan"): the provider plan's calls under way. */
import type { CallPool, CapacityLimits } from "../../domain/voice-capacity";

export const VOICE_PLAN_NAME = "plan";

export interface CapacityRequest {
  conversationId: string;
  pool: CallPool;
  limits: CapacityLimits;
  /** When the call should be over, as far as we know now (the Retry-After others are told). */
  freeAt: number;
  /** When the slot frees itself if nobody gives it back (a lost release never keeps a slot for ever). */
  expiresAt: number;
  now?: number;
}

export type CapacityDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface CapacityCounts {
  total: number;
  demo: number;
  practice: number;
}
