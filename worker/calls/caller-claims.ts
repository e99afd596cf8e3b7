/**
 * @file Demo calls routed by the caller's number: one practice number carries any number of calls at once,
 * because the initiation webhook tells us who is calling. A caller number waits for one conversation at a time
 * (the partial unique index of demo_caller_claims) and stops waiting when its call connects, the visitor starts
 * again, or it expires like an undialled lease. The line's PhoneLineDO holds the same expectation, so the
 * webhook routes a ringing call without waiting on the database.
 */
import { and, eq, gt, inArray } from "drizzle-orm";
import { CALLER_NUMBER_STARTING_MESSAGE } from "../../domain/demo";
import type { Database } from "../../lib/db/client";
import { isUniqueViolation } from "../../lib/db/unique-violation";
import { demoCallerClaims } from "../../lib/db/schema";
import { UNDIALLED_LEASE_SECONDS } from "../../durable-objects/conversation/protocol";
import { ApiError } from "../http/errors";
import type { PracticeLine } from "./line-holds";

const PENDING_CALLER_INDEX = "demo_caller_claims_pending_caller_idx";

/**
 * The statements that claim `callerNumber` on `line` for the conversation, for the start's batch (one transaction).
 * Only the number's proved owner starts with it, so the latest start wins: an earlier claim of the number stops
 * pending (that demo's call would reach this one's line anyway). Two starts at the same moment meet the partial
 * unique index, and the second is asked to try again.
 */
export function callerClaimStatements(
  db: Database,
  claim: { conversationId: string; callerNumber: string; line: PracticeLine; now: Date },
) {
  return [
    db
      .update(demoCallerClaims)
      .set({ pending: false })
      .where(and(eq(demoCallerClaims.callerNumber, claim.callerNumber), eq(demoCallerClaims.pending, true))),
    db.insert(demoCallerClaims).values({
      conversationId: claim.conversationId,
      callerNumber: claim.callerNumber,
      practiceNumber: claim.line.phoneNumber,
      phoneNumberId: claim.line.id,
      expiresAt: new Date(claim.now.getTime() + UNDIALLED_LEASE_SECONDS * 1000),
    }),
  ] as const;
}

/** Two starts for one number at once: the second is refused (409) and tries again; any other failure goes on. */
export function refuseSecondClaim(error: unknown): never {
  if (isUniqueViolation(error, PENDING_CALLER_INDEX))
    throw new ApiError(409, CALLER_NUMBER_STARTING_MESSAGE, { headers: { "Retry-After": "2" } });
  throw error;
}

/** True when `callerNumber` is waiting for its own demo call, on whichever line: another visitor's lease is not theirs. */
export async function isWaitingForOwnCall(db: Database, callerNumber: string, now = new Date()): Promise<boolean> {
  const waiting = await db
    .select({ conversationId: demoCallerClaims.conversationId })
    .from(demoCallerClaims)
    .where(
      and(
        eq(demoCallerClaims.callerNumber, callerNumber),
        eq(demoCallerClaims.pending, true),
        gt(demoCallerClaims.expiresAt, now),
      ),
    )
    .limit(1);
  return waiting.length > 0;
}

/** The claim stops waiting: its call connected, or its conversation ended before anyone dialled. */
export async function closeCallerClaim(db: Database, conversationId: string): Promise<void> {
  await db
    .update(demoCallerClaims)
    .set({ pending: false })
    .where(and(eq(demoCallerClaims.conversationId, conversationId), eq(demoCallerClaims.pending, true)));
}

/** Retention: the caller numbers of these conversations are erased with the rest of their call details. */
export async function eraseCallerNumbers(db: Database, conversationIds: readonly string[]): Promise<void> {
  if (conversationIds.length === 0) return;
  await db
    .update(demoCallerClaims)
    .set({ callerNumber: null, pending: false })
    .where(inArray(demoCallerClaims.conversationId, [...conversationIds]));
}

/** The practice line expects the caller for as long as the claim lasts. */
export async function expectCaller(
  env: Env,
  line: PracticeLine,
  callerNumber: string,
  conversationId: string,
): Promise<void> {
  await env.PHONE_LINES.getByName(line.phoneNumber).expectCaller(callerNumber, conversationId, UNDIALLED_LEASE_SECONDS);
}
