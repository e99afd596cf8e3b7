/**
 * @file Starting an agent's practice call: a conversation like a demo's (its own ConversationDO, kind "practice"),
 * limited by the team's session duration and paid from the team's monthly minutes (or the agent's trial
 * allowance), holding the agent's one call and a slot of the voice plan until the provider says it is over.
 * By phone the call is routed by the agent's own verified number (any number of agents share a line); in the
 * browser the provider signs a URL for one conversation, whose id the ConversationDO registers before the URL is
 * handed out, so only that conversation's webhooks are taken. Two database round trips: the facts (with the
 * budget), then the claim (the budget enforced under its lock); every refusal comes before any provider request.
 */
import {
  PRACTICE_CALL_BUSY_MESSAGE,
  type BrowserCallOverrides,
  type PracticeCallStart,
  type PracticeChannel,
} from "../../domain/practice-calls";
import { VERIFY_NUMBER_FIRST_MESSAGE } from "../../domain/phone-verification";
import { AI_PERSONALITIES } from "../../domain/training-options";
import { minutesUsedUpMessage, monthStart, secondsUntilNextMonth } from "../../domain/usage";
import {
  CONNECT_WAIT_SECONDS,
  holdDeadline,
  UNDIALLED_LEASE_SECONDS,
  type Persona,
} from "../../durable-objects/conversation/protocol";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../lib/db/client";
import { claimCallBatch, type BudgetOwner, type CallStartFacts } from "./queries/call-budget";
import { ApiError } from "../http/errors";
import { personaOverride, type PersonaOverride } from "../../lib/voice/conversation-init";
import { elevenLabsClient, type VoiceNetwork } from "../../lib/voice/provider-config";
import { holdClientLine, releaseClientLine, releasePlanSlot, takePlanSlot, type HoldTimes } from "./line-holds";
import { retryPersona } from "./retry-persona";
import { errorSummary } from "../../lib/db/error-summary";

/** What the lead says first when a custom prompt has no scenario to take it from. */
const DEFAULT_FIRST_MESSAGE = "Hello?";

export const SESSION_OF_ANOTHER_TEAM_MESSAGE = "This session was set up in another team. Set up a new practice call.";

function personaOf({ session, scenario }: CallStartFacts): Persona {
  const retry = session.retryMoment ? retryPersona(session.retryMoment) : null;
  return {
    scenarioId: scenario?.id ?? null,
    scenarioName: scenario?.name ?? "Custom scenario",
    vertical: scenario?.vertical ?? session.vertical,
    prompt: session.customPrompt ?? scenario?.promptText ?? "",
    firstMessage: scenario?.conversationConfig.firstMessage || DEFAULT_FIRST_MESSAGE,
    voiceId:
      AI_PERSONALITIES.find((agent) => agent.id === session.aiAgentId)?.voiceId ??
      scenario?.conversationConfig.voiceId ??
      "",
    customInstructions: null,
    ...retry,
  };
}

/** The persona's overrides as `@elevenlabs/client` takes them (camelCase): the same values the provider will echo. */
export function clientOverrides(override: PersonaOverride): BrowserCallOverrides {
  return {
    agent: {
      prompt: { prompt: override.agent.prompt.prompt },
      ...(override.agent.first_message ? { firstMessage: override.agent.first_message } : {}),
      language: override.agent.language,
    },
    ...(override.tts ? { tts: { voiceId: override.tts.voice_id } } : {}),
  };
}

/** The browser's credential for one conversation, and that conversation's id. */
async function signedConversation(
  env: Env,
  voice: VoiceNetwork,
): Promise<{ signedUrl: string; providerConversationId: string }> {
  const client = elevenLabsClient(env, voice);
  if (!client || !env.ELEVENLABS_AGENT_ID) throw new ApiError(503, "Voice calls are not configured");
  const signed = await client.getSignedUrl(env.ELEVENLABS_AGENT_ID).catch((error: unknown) => {
    console.warn(JSON.stringify({ level: "warn", event: "signed-url-failed", error: errorSummary(error) }));
    throw new ApiError(502, "The voice provider did not answer. Please try again.");
  });
  if (!signed.conversationId) throw new ApiError(502, "The voice provider did not name the conversation it signed.");
  return { signedUrl: signed.signedUrl, providerConversationId: signed.conversationId };
}

function refuseOverBudget(
  input: { budgetMinutes: number; usedSeconds: number; callSeconds: number; trial: boolean },
  now: Date,
): never {
  throw new ApiError(429, minutesUsedUpMessage(input), {
    code: "budget_exhausted",
    headers: { "Retry-After": String(secondsUntilNextMonth(now)) },
  });
}

export async function startPracticeCall(input: {
  env: Env;
  db: Database;
  voice: VoiceNetwork;
  facts: CallStartFacts;
  agent: { id: string; brokerId: string | null };
  via: PracticeChannel;
}): Promise<PracticeCallStart> {
  const { env, db, facts, via, agent } = input;
  const { session } = facts;
  if (session.status !== "pending" || session.conversationId)
    throw new ApiError(409, "This practice session already has its call");
  if (session.teamId !== agent.brokerId) throw new ApiError(409, SESSION_OF_ANOTHER_TEAM_MESSAGE);
  if (via === "phone" && !facts.line)
    throw new ApiError(409, "The training line of this session is no longer available; set up a new call.");
  if (via === "phone" && !facts.agentNumber) throw new ApiError(409, VERIFY_NUMBER_FIRST_MESSAGE);
  const now = new Date();
  const limitSeconds = facts.sessionMinutes * 60;
  const budget = { budgetMinutes: facts.budgetMinutes, callSeconds: limitSeconds, trial: agent.brokerId === null };
  if (facts.usedSeconds + limitSeconds > facts.budgetMinutes * 60)
    refuseOverBudget({ ...budget, usedSeconds: facts.usedSeconds }, now);

  const persona = personaOf(facts);
  const conversationId = crypto.randomUUID();
  const startedAt = now.getTime();
  const times: HoldTimes = {
    freeAt: startedAt + (CONNECT_WAIT_SECONDS + limitSeconds) * 1000,
    holdUntil: holdDeadline(via, startedAt),
  };
  const holdKey = `practice-line:${agent.id}`;
  await holdClientLine(env, holdKey, conversationId, times, PRACTICE_CALL_BUSY_MESSAGE);
  let planned = false;
  try {
    await takePlanSlot(env, "practice", conversationId, times);
    planned = true;
    const line = via === "phone" ? { id: facts.line!.id, phoneNumber: facts.line!.phoneNumber } : null;
    const browser = via === "browser" ? await signedConversation(env, input.voice) : null;
    const owner: BudgetOwner = agent.brokerId ? { teamId: agent.brokerId } : { teamId: null, agentId: agent.id };
    const jobId = crypto.randomUUID();
    const claim = claimCallBatch(db, {
      conversationId,
      sessionId: session.id,
      agentId: agent.id,
      owner,
      channel: via,
      reservedSeconds: limitSeconds,
      budgetSeconds: facts.budgetMinutes * 60,
      monthStart: monthStart(now),
      jobId,
      providerConversationId: browser?.providerConversationId ?? null,
    });
    const claimed = claim.shape(await db.batch(claim.statements as unknown as [BatchItem<"pg">, ...BatchItem<"pg">[]]));
    if (!claimed.claimable) throw new ApiError(409, "This practice session already has its call");
    if (!claimed.claimed) refuseOverBudget({ ...budget, usedSeconds: claimed.usedSeconds }, now);
    // Only the agent's own number reaches this conversation on the shared line: no lease, nobody else's call.
    if (line)
      await env.PHONE_LINES.getByName(line.phoneNumber).expectCaller(
        facts.agentNumber!,
        conversationId,
        UNDIALLED_LEASE_SECONDS,
      );
    const state = await env.CONVERSATIONS.getByName(conversationId).start({
      conversationId,
      kind: "practice",
      channel: via,
      limitSeconds,
      phoneNumber: line?.phoneNumber ?? null,
      phoneNumberId: line?.id ?? null,
      callerNumber: line ? facts.agentNumber : null,
      jobId,
      persona,
      practiceSessionId: session.id,
      providerConversationId: browser?.providerConversationId ?? null,
      holdKey,
      planPool: "practice",
      now: startedAt,
    });
    const common = {
      conversationId,
      limitSeconds,
      expiresAt: new Date(state.endsAt).toISOString(),
      connectBy: new Date(state.startedAt + CONNECT_WAIT_SECONDS * 1000).toISOString(),
    };
    if (line) return { via: "phone", ...common, phoneNumber: line.phoneNumber, callFrom: facts.agentNumber! };
    return {
      via: "browser",
      ...common,
      signedUrl: browser!.signedUrl,
      liveHints: facts.liveHints,
      overrides: clientOverrides(personaOverride(persona)),
    };
  } catch (error) {
    if (planned) await releasePlanSlot(env, conversationId).catch(() => undefined);
    await releaseClientLine(env, holdKey, conversationId);
    throw error;
  }
}
