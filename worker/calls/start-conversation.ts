/**
 * @file Starting a demo conversation: the scenario, the client's one hold on a line, a free practice line, the
 * database rows, and the ConversationDO with its alarms (nobody dialled in time; the time limit).
 */
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  ONE_LINE_PER_CLIENT_MESSAGE,
  UNDIALLED_LEASES_MESSAGE,
  type ConversationStartResponse,
  type StartConversationInput,
} from "../../domain/demo";
import { DEMO_CALL_SECONDS } from "../../domain/constants";
import { allLinesBusyMessage } from "../../domain/voice-capacity";
import {
  CONNECT_WAIT_SECONDS,
  holdDeadline,
  UNDIALLED_STRIKE_WINDOW_MS,
} from "../../durable-objects/conversation/protocol";
import type { Database } from "../../lib/db/client";
import { audioProcessingJobs, demoCallLogs, demoScenarios, phoneNumbers } from "../../lib/db/schema";
import { scenarioPersonaColumns } from "./queries/practice-sessions";
import { ApiError } from "../http/errors";
import { callerClaimStatements, closeCallerClaim, expectCaller, refuseSecondClaim } from "./caller-claims";
import {
  firstLeaseEnd,
  holdClientLine,
  leaseFreeLine,
  releaseClientLine,
  releaseLine,
  releasePlanSlot,
  secondsUntil,
  takePlanSlot,
  type HoldTimes,
  type PracticeLine,
} from "./line-holds";

/** A client may leave so many leased lines undialled within the strike window before it must give its number. */
export const UNDIALLED_LEASES_ALLOWED = 3;

export function demoCallSeconds(env: Pick<Env, "DEMO_CALL_SECONDS">): number {
  const seconds = Number(env.DEMO_CALL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : DEMO_CALL_SECONDS;
}

/**
 * The scenario and the practice lines it may use, in one statement (one round trip): a row per line, lines of the
 * scenario's own vertical first, random within a group to spread concurrent starts; one row and no line when none
 * is free to try; no row for an unknown scenario.
 */
export async function scenarioWithLines(db: Database, scenarioId: string) {
  const rows = await db
    .select({
      scenario: scenarioPersonaColumns,
      line: { id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber },
    })
    .from(demoScenarios)
    .leftJoin(
      phoneNumbers,
      and(
        eq(phoneNumbers.isActive, "yes"),
        isNull(phoneNumbers.brokerId),
        or(eq(phoneNumbers.vertical, demoScenarios.vertical), isNull(phoneNumbers.vertical)),
      ),
    )
    // The public demo plays PracticeLine's scenarios only: a team's own scenario is its team's.
    .where(and(eq(demoScenarios.id, scenarioId), isNull(demoScenarios.brokerId)))
    .orderBy(sql`${phoneNumbers.vertical} is null`, sql`random()`);
  return { scenario: rows[0]?.scenario ?? null, lines: rows.flatMap((row) => (row.line ? [row.line] : [])) };
}

export async function startConversation(input: {
  env: Env;
  db: Database;
  request: StartConversationInput;
  client: { ipAddress: string | null; userAgent: string | null };
  /** The signed-in visitor, as SQL read from their session in the same statement (null for anyone signed out). */
  userId: SQL | null;
  /** The client's hold on a line (a RateLimiterDO name); null when this client is not limited. */
  holdKey: string | null;
  /** The client's strikes for leased lines nobody dialled (a RateLimiterDO name); null when not limited. */
  undialledKey: string | null;
}): Promise<ConversationStartResponse> {
  const { env, db, holdKey } = input;
  const { scenario, lines } = await scenarioWithLines(db, input.request.scenarioId);
  if (!scenario) throw new ApiError(404, "Scenario not found");

  const limitSeconds = demoCallSeconds(env);
  const conversationId = crypto.randomUUID();
  const startedAt = Date.now();
  const times: HoldTimes = {
    freeAt: startedAt + (CONNECT_WAIT_SECONDS + limitSeconds) * 1000,
    holdUntil: holdDeadline("phone", startedAt),
  };
  await holdClientLine(env, holdKey, conversationId, times, ONE_LINE_PER_CLIENT_MESSAGE);
  const callerNumber = input.request.callerNumber ?? null;
  const undialledKey = callerNumber ? null : input.undialledKey;
  // Routed by the caller, a line carries any number of calls: none is leased (so none is released either).
  let line: PracticeLine | null = null;
  let claimed = false;
  let planned = false;
  try {
    if (undialledKey) await refuseRepeatedUndialled(env, undialledKey);
    await takePlanSlot(env, "demo", conversationId, times);
    planned = true;
    const routed = callerNumber && lines[0] ? { id: lines[0].id, phoneNumber: lines[0].phoneNumber } : null;
    if (!callerNumber) line = await leaseFreeLine(env, lines, conversationId);
    const assigned = routed ?? line;
    if (!assigned) {
      const freeAt = await firstLeaseEnd(env, lines);
      const seconds = freeAt === null ? CONNECT_WAIT_SECONDS : secondsUntil(freeAt);
      throw new ApiError(503, allLinesBusyMessage(seconds), { headers: { "Retry-After": String(seconds) } });
    }
    const jobId = crypto.randomUUID();
    const leased = assigned;
    const claim = callerNumber
      ? callerClaimStatements(db, { conversationId, callerNumber, line: assigned, now: new Date() })
      : [];
    // Every row or none, in one round trip: a batch is one transaction (a second claim of the number aborts it).
    await db
      .batch([
        db.insert(demoCallLogs).values({
          conversationId,
          scenarioId: scenario.id,
          vertical: scenario.vertical,
          phoneNumberId: leased.id,
          status: "started",
          userId: input.userId,
          ipAddress: input.client.ipAddress,
          userAgent: input.client.userAgent,
        }),
        db.insert(audioProcessingJobs).values({ id: jobId, conversationId, status: "pending" }),
        ...claim,
      ])
      .catch(refuseSecondClaim);
    if (callerNumber) {
      claimed = true;
      await expectCaller(env, assigned, callerNumber, conversationId);
    }
    const state = await env.CONVERSATIONS.getByName(conversationId).start({
      conversationId,
      kind: "demo",
      channel: "phone",
      limitSeconds,
      phoneNumber: leased.phoneNumber,
      phoneNumberId: leased.id,
      callerNumber,
      jobId,
      holdKey,
      planPool: "demo",
      undialledKey,
      now: startedAt,
      persona: {
        scenarioId: scenario.id,
        scenarioName: scenario.name,
        vertical: scenario.vertical,
        prompt: scenario.promptText,
        firstMessage: scenario.conversationConfig.firstMessage,
        voiceId: scenario.conversationConfig.voiceId,
        customInstructions: input.request.customInstructions || null,
      },
    });
    return {
      conversationId,
      phoneNumber: leased.phoneNumber,
      expiresAt: new Date(state.endsAt).toISOString(),
      dialBy: new Date(state.startedAt + CONNECT_WAIT_SECONDS * 1000).toISOString(),
      limitSeconds,
      jobId,
      status: state.status,
      routing: callerNumber ? "caller" : "lease",
    };
  } catch (error) {
    if (claimed) await closeCallerClaim(db, conversationId).catch(() => undefined);
    if (planned) await releasePlanSlot(env, conversationId).catch(() => undefined);
    await releaseLine(env, line, conversationId);
    await releaseClientLine(env, holdKey, conversationId);
    throw error;
  }
}

/**
 * A client whose leased lines went undialled again and again is holding lines for nobody (finding 6 of
 * docs/security-review.md): it must give its number (routing by caller leases nothing) or wait for the window.
 */
async function refuseRepeatedUndialled(env: Env, undialledKey: string): Promise<void> {
  const { count, oldest } = await env.RATE_LIMITER.getByName(undialledKey).strikes(UNDIALLED_STRIKE_WINDOW_MS);
  if (count < UNDIALLED_LEASES_ALLOWED) return;
  const seconds = secondsUntil((oldest ?? Date.now()) + UNDIALLED_STRIKE_WINDOW_MS);
  throw new ApiError(429, UNDIALLED_LEASES_MESSAGE, { headers: { "Retry-After": String(seconds) } });
}
