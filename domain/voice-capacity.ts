/**
 * The voice provider's plan allows so many conversations at once (VOICE_MAX_CONCURRENT_CALLS): every call under
 * way holds one of them until the provider says it is over. Free demos may use only a share, so paying teams'
 * practice calls still start when the demo is busy.
 */

/** Unset or unusable VOICE_MAX_CONCURRENT_CALLS: ElevenLabs' Creator plan (10 at once, 2025). */
export const DEFAULT_VOICE_MAX_CONCURRENT_CALLS = 10;
/** The part of the plan demos may hold at once. */
export const DEMO_CAPACITY_SHARE = 0.5;

export type CallPool = "practice" | "demo";

export interface CapacityLimits {
  total: number;
  demo: number;
}

export function capacityLimits(setting: string | undefined): CapacityLimits {
  const parsed = Number(setting);
  const total = Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_VOICE_MAX_CONCURRENT_CALLS;
  return { total, demo: Math.floor(total * DEMO_CAPACITY_SHARE) };
}

/** The refusal when the plan is full (503, with the same seconds in Retry-After). */
export function allLinesBusyMessage(retryAfterSeconds: number): string {
  return `All lines are busy, try again in ${retryAfterSeconds} s`;
}
