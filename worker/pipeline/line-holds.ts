/**
 * @file Practice lines for a call: a free line leased through its PhoneLineDO (single-threaded, so a line is
 * never double-booked), and the client's one hold on a line through its RateLimiterDO (one call at a time).
 * The line is leased short (nobody dials: freed in about a minute); connecting extends it to the call's limit.
 */
import { LINE_LEASE_MARGIN_SECONDS, UNDIALLED_LEASE_SECONDS } from "../../durable-objects/conversation/protocol";
import { ApiError } from "../lib/errors";
import { canonicalPhoneNumber } from "../voice/phone-number";

export interface PracticeLine {
  id: string;
  phoneNumber: string;
}

/** The first of `candidates` that is free, leased to the conversation until it should have been dialled. */
export async function leaseFreeLine(env: Env, candidates: readonly PracticeLine[], conversationId: string): Promise<PracticeLine | null> {
  for (const candidate of candidates) {
    const phoneNumber = canonicalPhoneNumber(candidate.phoneNumber);
    if (await env.PHONE_LINES.getByName(phoneNumber).lease(conversationId, UNDIALLED_LEASE_SECONDS)) return { id: candidate.id, phoneNumber };
  }
  return null;
}

export async function releaseLine(env: Env, line: PracticeLine | null, conversationId: string): Promise<void> {
  if (line) await env.PHONE_LINES.getByName(line.phoneNumber).release(conversationId);
}

/**
 * Takes the client's one hold for this conversation (named by `holdKey`, a RateLimiterDO), for the call's limit
 * at most; the conversation gives it back when the call ends. Another call still on → 409 with `message`.
 */
export async function holdClientLine(env: Env, holdKey: string | null, conversationId: string, limitSeconds: number, message: string): Promise<void> {
  if (!holdKey) return;
  const decision = await env.RATE_LIMITER.getByName(holdKey).acquire(conversationId, (limitSeconds + LINE_LEASE_MARGIN_SECONDS) * 1000);
  if (!decision.allowed) throw new ApiError(409, message);
}

export async function releaseClientLine(env: Env, holdKey: string | null, conversationId: string): Promise<void> {
  if (holdKey) await env.RATE_LIMITER.getByName(holdKey).release(conversationId);
}
