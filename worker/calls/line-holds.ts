/**
 * @file What a call holds while it may be live: a free line leased through its PhoneLineDO (single-threaded, so a
 * line is never double-booked), the client's one hold on a call through its RateLimiterDO (one call at a time),
 * and a slot of the voice provider's plan through the VoicePlanDO (so many calls at once, demos only a share).
 * The line is leased short (nobody dials: freed in about a minute); the hold and the slot last until the provider
 * says the call is over (the ConversationDO gives them back), bounded by `holdDeadline`.
 */
import { allLinesBusyMessage, capacityLimits, type CallPool } from "../../domain/voice-capacity";
import { HOLD_MARGIN_SECONDS, UNDIALLED_LEASE_SECONDS } from "../../durable-objects/conversation/protocol";
import { VOICE_PLAN_NAME } from "../../durable-objects/voice-plan/protocol";
import { ApiError } from "../http/errors";

export interface PracticeLine {
  id: string;
  phoneNumber: string;
}

/** How long a call may hold things: until `holdUntil` at the latest, and when it should be over (for Retry-After). */
export interface HoldTimes {
  /** When the call should be over, as far as we know at its start. */
  freeAt: number;
  /** When what it holds frees itself if never given back. */
  holdUntil: number;
}

/** Seconds until a lease's, hold's or slot's holder should be done, for a refusal's Retry-After (at least 1). */
export function secondsUntil(at: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/** The first of `candidates` that is free, leased to the conversation until it should have been dialled. */
export async function leaseFreeLine(
  env: Env,
  candidates: readonly PracticeLine[],
  conversationId: string,
): Promise<PracticeLine | null> {
  for (const candidate of candidates) {
    // Stored numbers are E.164 (a database CHECK), the name each line's PhoneLineDO goes by.
    if (await env.PHONE_LINES.getByName(candidate.phoneNumber).lease(conversationId, UNDIALLED_LEASE_SECONDS))
      return { id: candidate.id, phoneNumber: candidate.phoneNumber };
  }
  return null;
}

/** When the first of the lines' leases ends (for the Retry-After of "all lines busy"); null when none is leased. */
export async function firstLeaseEnd(env: Env, candidates: readonly PracticeLine[]): Promise<number | null> {
  const holders = await Promise.all(candidates.map((line) => env.PHONE_LINES.getByName(line.phoneNumber).holder()));
  const ends = holders.flatMap((lease) => (lease ? [lease.expiresAt] : []));
  return ends.length > 0 ? Math.min(...ends) : null;
}

export async function releaseLine(env: Env, line: PracticeLine | null, conversationId: string): Promise<void> {
  if (line) await env.PHONE_LINES.getByName(line.phoneNumber).release(conversationId);
}

/**
 * Takes the client's one hold for this conversation (named by `holdKey`, a RateLimiterDO) until `holdUntil` at the
 * latest; the conversation gives it back when the provider's call is over. Another call still holding it → 409
 * with `message` and a Retry-After of when that call should be over.
 */
export async function holdClientLine(
  env: Env,
  holdKey: string | null,
  conversationId: string,
  times: HoldTimes,
  message: string,
): Promise<void> {
  if (!holdKey) return;
  const ttlMs = times.holdUntil - Date.now() + HOLD_MARGIN_SECONDS * 1000;
  const decision = await env.RATE_LIMITER.getByName(holdKey).acquire(conversationId, ttlMs);
  if (decision.allowed) return;
  const other = await env.CONVERSATIONS.getByName(decision.holder)
    .getState()
    .catch(() => null);
  // Ended on our side, the call waits only for the provider's word (seconds); else for its own end.
  const freeAt = other
    ? other.endedAt !== null
      ? Date.now() + 10_000
      : other.endsAt
    : Date.now() + decision.retryAfterSeconds * 1000;
  throw new ApiError(409, message, {
    headers: { "Retry-After": String(secondsUntil(Math.min(freeAt, Date.now() + decision.retryAfterSeconds * 1000))) },
  });
}

export async function releaseClientLine(env: Env, holdKey: string | null, conversationId: string): Promise<void> {
  if (holdKey) await env.RATE_LIMITER.getByName(holdKey).release(conversationId);
}

/**
 * Takes a slot of the voice provider's plan for the call (VOICE_MAX_CONCURRENT_CALLS; demos only their share).
 * Full → 503 "All lines are busy, try again in N s" with the same N in Retry-After: when the first call in the
 * way should be over.
 */
export async function takePlanSlot(env: Env, pool: CallPool, conversationId: string, times: HoldTimes): Promise<void> {
  const decision = await env.VOICE_PLAN.getByName(VOICE_PLAN_NAME).acquire({
    conversationId,
    pool,
    limits: capacityLimits(env.VOICE_MAX_CONCURRENT_CALLS),
    freeAt: times.freeAt,
    expiresAt: times.holdUntil + HOLD_MARGIN_SECONDS * 1000,
  });
  if (!decision.allowed) {
    throw new ApiError(503, allLinesBusyMessage(decision.retryAfterSeconds), {
      headers: { "Retry-After": String(decision.retryAfterSeconds) },
    });
  }
}

export async function releasePlanSlot(env: Env, conversationId: string): Promise<void> {
  await env.VOICE_PLAN.getByName(VOICE_PLAN_NAME).release(conversationId);
}
