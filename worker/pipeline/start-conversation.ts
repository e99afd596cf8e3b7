/**
 * @file Starting a demo conversation: the scenario, the client's one hold on a line, a free practice line, the
 * database rows, and the ConversationDO with its alarms (nobody dialled in time; the time limit).
 */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import {
  ALL_LINES_BUSY_MESSAGE,
  ONE_LINE_PER_CLIENT_MESSAGE,
  type ConversationStartResponse,
  type StartConversationInput,
} from "../../domain/demo";
import { CONNECT_WAIT_SECONDS } from "../../durable-objects/conversation/protocol";
import type { Database } from "../../db/client";
import { audioProcessingJobs, demoCallLogs, demoScenarios, phoneNumbers } from "../../db/schema";
import { ApiError } from "../lib/errors";
import { canonicalPhoneNumber } from "../voice/phone-number";
import { claimCallerNumber, expectCaller } from "./caller-claims";
import { holdClientLine, leaseFreeLine, releaseClientLine, releaseLine, type PracticeLine } from "./line-holds";

export function demoCallSeconds(env: Pick<Env, "DEMO_CALL_SECONDS">): number {
  const seconds = Number(env.DEMO_CALL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 240;
}

export async function startConversation(input: {
  env: Env;
  db: Database;
  request: StartConversationInput;
  client: { ipAddress: string | null; userAgent: string | null };
  /** The client's hold on a line (a RateLimiterDO name); null when this client is not limited. */
  holdKey: string | null;
}): Promise<ConversationStartResponse> {
  const { env, db, holdKey } = input;
  const scenario = (
    await db
      .select({
        id: demoScenarios.id,
        name: demoScenarios.name,
        vertical: demoScenarios.vertical,
        promptText: demoScenarios.promptText,
        conversationConfig: demoScenarios.conversationConfig,
      })
      .from(demoScenarios)
      .where(eq(demoScenarios.id, input.request.scenarioId))
  )[0];
  if (!scenario) throw new ApiError(404, "Scenario not found");

  const lines = await db
    .select({ id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.isActive, "yes"),
        isNull(phoneNumbers.brokerId),
        or(eq(phoneNumbers.vertical, scenario.vertical), isNull(phoneNumbers.vertical)),
      ),
    )
    // Lines of the scenario's own vertical first; random within a group spreads concurrent starts.
    .orderBy(sql`${phoneNumbers.vertical} is null`, sql`random()`);

  const limitSeconds = demoCallSeconds(env);
  const conversationId = crypto.randomUUID();
  await holdClientLine(env, holdKey, conversationId, limitSeconds, ONE_LINE_PER_CLIENT_MESSAGE);
  const callerNumber = input.request.callerNumber ?? null;
  // Routed by the caller, a line carries any number of calls: none is leased (so none is released either).
  let line: PracticeLine | null = null;
  try {
    const routed = callerNumber && lines[0] ? { id: lines[0].id, phoneNumber: canonicalPhoneNumber(lines[0].phoneNumber) } : null;
    if (!callerNumber) line = await leaseFreeLine(env, lines, conversationId);
    const assigned = routed ?? line;
    if (!assigned) throw new ApiError(503, ALL_LINES_BUSY_MESSAGE, { headers: { "Retry-After": "60" } });
    const jobId = crypto.randomUUID();
    await db.transaction(async (tx) => {
      if (callerNumber) await claimCallerNumber(tx, { conversationId, callerNumber, line: assigned, now: new Date() });
      await tx.insert(demoCallLogs).values({
        conversationId,
        scenarioId: scenario.id,
        vertical: scenario.vertical,
        phoneNumberId: assigned.id,
        status: "started",
        ipAddress: input.client.ipAddress,
        userAgent: input.client.userAgent,
      });
      await tx.insert(audioProcessingJobs).values({ id: jobId, conversationId, status: "pending" });
    });
    if (callerNumber) await expectCaller(env, assigned, callerNumber, conversationId);
    const state = await env.CONVERSATIONS.getByName(conversationId).start({
      conversationId,
      kind: "demo",
      channel: "phone",
      limitSeconds,
      phoneNumber: assigned.phoneNumber,
      phoneNumberId: assigned.id,
      callerNumber,
      jobId,
      holdKey,
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
      phoneNumber: assigned.phoneNumber,
      expiresAt: new Date(state.endsAt).toISOString(),
      dialBy: new Date(state.startedAt + CONNECT_WAIT_SECONDS * 1000).toISOString(),
      limitSeconds,
      jobId,
      status: state.status,
      routing: callerNumber ? "caller" : "lease",
    };
  } catch (error) {
    await releaseLine(env, line, conversationId);
    await releaseClientLine(env, holdKey, conversationId);
    throw error;
  }
}
