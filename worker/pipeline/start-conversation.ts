/**
 * @file Starting a demo conversation: the scenario, a free practice line (leased through its PhoneLineDO, so
 * a line is never double-booked), the database rows, and the ConversationDO with its time-limit alarm.
 */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { ALL_LINES_BUSY_MESSAGE, type ConversationStartResponse, type StartConversationInput } from "../../domain/demo";
import type { Database } from "../../db/client";
import { audioProcessingJobs, demoCallLogs, demoScenarios, phoneNumbers } from "../../db/schema";
import { ApiError } from "../lib/errors";
import { canonicalPhoneNumber } from "../voice/phone-number";
import { LINE_LEASE_MARGIN_SECONDS } from "./timing";

export function demoCallSeconds(env: Pick<Env, "DEMO_CALL_SECONDS">): number {
  const seconds = Number(env.DEMO_CALL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 240;
}

export async function startConversation(input: {
  env: Env;
  db: Database;
  request: StartConversationInput;
  client: { ipAddress: string | null; userAgent: string | null };
}): Promise<ConversationStartResponse> {
  const { env, db } = input;
  // The scenario and the practice lines it may use in one statement (one round trip): a row per line, lines of
  // the scenario's own vertical first, random within a group to spread concurrent starts; one row and no line when
  // none is free to try.
  const rows = await db
    .select({
      scenario: {
        id: demoScenarios.id,
        name: demoScenarios.name,
        vertical: demoScenarios.vertical,
        promptText: demoScenarios.promptText,
        conversationConfig: demoScenarios.conversationConfig,
      },
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
    .where(eq(demoScenarios.id, input.request.scenarioId))
    .orderBy(sql`${phoneNumbers.vertical} is null`, sql`random()`);
  const scenario = rows[0]?.scenario;
  if (!scenario) throw new ApiError(404, "Scenario not found");
  const lines = rows.flatMap((row) => (row.line ? [row.line] : []));

  const limitSeconds = demoCallSeconds(env);
  const conversationId = crypto.randomUUID();
  let line: { id: string; phoneNumber: string } | null = null;
  for (const candidate of lines) {
    const phoneNumber = canonicalPhoneNumber(candidate.phoneNumber);
    if (await env.PHONE_LINES.getByName(phoneNumber).lease(conversationId, limitSeconds + LINE_LEASE_MARGIN_SECONDS)) {
      line = { id: candidate.id, phoneNumber };
      break;
    }
  }
  if (!line) throw new ApiError(503, ALL_LINES_BUSY_MESSAGE, { headers: { "Retry-After": "60" } });

  const jobId = crypto.randomUUID();
  try {
    // Both rows or neither, in one round trip: a batch is one transaction.
    await db.batch([
      db.insert(demoCallLogs).values({
        conversationId,
        scenarioId: scenario.id,
        vertical: scenario.vertical,
        phoneNumberId: line.id,
        status: "started",
        ipAddress: input.client.ipAddress,
        userAgent: input.client.userAgent,
      }),
      db.insert(audioProcessingJobs).values({ id: jobId, conversationId, status: "pending" }),
    ]);
    const state = await env.CONVERSATIONS.getByName(conversationId).start({
      conversationId,
      limitSeconds,
      phoneNumber: line.phoneNumber,
      phoneNumberId: line.id,
      jobId,
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
      phoneNumber: line.phoneNumber,
      expiresAt: new Date(state.endsAt).toISOString(),
      limitSeconds,
      jobId,
      status: state.status,
    };
  } catch (error) {
    await env.PHONE_LINES.getByName(line.phoneNumber).release(conversationId);
    throw error;
  }
}
