/**
 * @file Starting an agent's practice call: a conversation like a demo's (its own ConversationDO, kind "practice"),
 * limited by the broker's session duration, with the session's persona and the chosen AI personality's voice.
 * By phone the selected training line is leased to it exactly as a demo leases a line; in the browser the
 * provider signs a URL for one conversation, whose id the ConversationDO registers before the URL is handed
 * out, so only that conversation's webhooks are taken.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { PRACTICE_CALL_BUSY_MESSAGE, PRACTICE_LINE_BUSY_MESSAGE, type PracticeCallStart, type PracticeChannel } from "../../domain/practice-calls";
import { AI_PERSONALITIES } from "../../domain/training-options";
import { CONNECT_WAIT_SECONDS, type Persona } from "../../durable-objects/conversation/protocol";
import type { Database } from "../../db/client";
import { audioProcessingJobs, phoneNumbers, practiceSessions } from "../../db/schema";
import { callRulesOf, findScenario, type PracticeSessionView } from "../db/queries/practice-sessions";
import { ApiError } from "../lib/errors";
import { PERSONA_LANGUAGE, personaPrompt } from "../voice/conversation-init";
import { elevenLabsClient, type VoiceNetwork } from "../voice/provider-config";
import { holdClientLine, leaseFreeLine, releaseClientLine, releaseLine, type PracticeLine } from "./line-holds";
import { retryPersona } from "./retry-persona";

/** What the lead says first when a custom prompt has no scenario to take it from. */
const DEFAULT_FIRST_MESSAGE = "Hello?";

async function personaOf(db: Database, session: PracticeSessionView): Promise<Persona> {
  const scenario = session.scenarioId ? await findScenario(db, session.scenarioId) : null;
  const retry = session.retryMoment ? retryPersona(session.retryMoment) : null;
  return {
    scenarioId: scenario?.id ?? null,
    scenarioName: scenario?.name ?? "Custom scenario",
    vertical: scenario?.vertical ?? session.vertical,
    prompt: session.customPrompt ?? scenario?.promptText ?? "",
    firstMessage: scenario?.conversationConfig.firstMessage || DEFAULT_FIRST_MESSAGE,
    voiceId: AI_PERSONALITIES.find((agent) => agent.id === session.aiAgentId)?.voiceId ?? scenario?.conversationConfig.voiceId ?? "",
    customInstructions: null,
    ...retry,
  };
}

async function selectedLine(db: Database, session: PracticeSessionView): Promise<PracticeLine[]> {
  if (!session.phoneNumberId) return [];
  return db
    .select({ id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.id, session.phoneNumberId), eq(phoneNumbers.isActive, "yes")));
}

/** The browser's credential for one conversation, and that conversation's id. */
async function signedConversation(env: Env, voice: VoiceNetwork): Promise<{ signedUrl: string; providerConversationId: string }> {
  const client = elevenLabsClient(env, voice);
  if (!client || !env.ELEVENLABS_AGENT_ID) throw new ApiError(503, "Voice calls are not configured");
  const signed = await client.getSignedUrl(env.ELEVENLABS_AGENT_ID).catch((error: unknown) => {
    console.warn(JSON.stringify({ level: "warn", event: "signed-url-failed", error: String(error) }));
    throw new ApiError(502, "The voice provider did not answer. Please try again.");
  });
  if (!signed.conversationId) throw new ApiError(502, "The voice provider did not name the conversation it signed.");
  return { signedUrl: signed.signedUrl, providerConversationId: signed.conversationId };
}

export async function startPracticeCall(input: {
  env: Env;
  db: Database;
  voice: VoiceNetwork;
  session: PracticeSessionView;
  agent: { id: string; brokerId: string | null };
  via: PracticeChannel;
}): Promise<PracticeCallStart> {
  const { env, db, session, via } = input;
  if (session.status !== "pending" || session.conversationId) throw new ApiError(409, "This practice session already has its call");
  const persona = await personaOf(db, session);
  const rules = await callRulesOf(db, input.agent.brokerId, session.id);
  const limitSeconds = rules.minutes * 60;
  const conversationId = crypto.randomUUID();
  const holdKey = `practice-line:${input.agent.id}`;
  await holdClientLine(env, holdKey, conversationId, limitSeconds, PRACTICE_CALL_BUSY_MESSAGE);
  let line: PracticeLine | null = null;
  try {
    let browser: { signedUrl: string; providerConversationId: string } | null = null;
    if (via === "phone") {
      line = await leaseFreeLine(env, await selectedLine(db, session), conversationId);
      if (!line) throw new ApiError(503, PRACTICE_LINE_BUSY_MESSAGE, { headers: { "Retry-After": "60" } });
    } else {
      browser = await signedConversation(env, input.voice);
    }
    const jobId = crypto.randomUUID();
    const claimed = await db.transaction(async (tx) => {
      // Once: the session gets this call only if it has none (two tabs starting at once get one call).
      const [own] = await tx
        .update(practiceSessions)
        .set({ conversationId, updatedAt: sql`now()` })
        .where(and(eq(practiceSessions.id, session.id), eq(practiceSessions.agentId, input.agent.id), eq(practiceSessions.status, "pending"), isNull(practiceSessions.conversationId)))
        .returning({ id: practiceSessions.id });
      if (!own) return false;
      await tx.insert(audioProcessingJobs).values({ id: jobId, conversationId, status: "pending", providerConversationId: browser?.providerConversationId ?? null });
      return true;
    });
    if (!claimed) throw new ApiError(409, "This practice session already has its call");
    const state = await env.CONVERSATIONS.getByName(conversationId).start({
      conversationId,
      kind: "practice",
      channel: via,
      limitSeconds,
      phoneNumber: line?.phoneNumber ?? null,
      phoneNumberId: line?.id ?? null,
      jobId,
      persona,
      practiceSessionId: session.id,
      providerConversationId: browser?.providerConversationId ?? null,
      holdKey,
    });
    const common = {
      conversationId,
      limitSeconds,
      expiresAt: new Date(state.endsAt).toISOString(),
      connectBy: new Date(state.startedAt + CONNECT_WAIT_SECONDS * 1000).toISOString(),
    };
    if (line) return { via: "phone", ...common, phoneNumber: line.phoneNumber };
    return {
      via: "browser",
      ...common,
      signedUrl: browser!.signedUrl,
      liveHints: rules.liveHints,
      overrides: {
        agent: { prompt: { prompt: personaPrompt(persona) }, firstMessage: persona.firstMessage, language: PERSONA_LANGUAGE },
        ...(persona.voiceId ? { tts: { voiceId: persona.voiceId } } : {}),
      },
    };
  } catch (error) {
    await releaseLine(env, line, conversationId);
    await releaseClientLine(env, holdKey, conversationId);
    throw error;
  }
}
