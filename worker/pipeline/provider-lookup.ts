/**
 * @file Finding our call at the provider when its webhooks did not come. With the provider's conversation id
 * we ask for it directly; without it we list the agent's conversations since the call started and match the
 * `session_id` we handed out (or the Twilio call SID).
 */
import type { ElevenLabsClient } from "../voice/elevenlabs-client";
import { echoedCallSid, echoedSessionId, type ConversationDetails } from "../voice/elevenlabs-payloads";

/** Statuses after which the provider will not change the transcript any more. */
const FINISHED = new Set(["done", "failed"]);
const MAX_CANDIDATES = 20;
/** A conversation listed from a little before our start still counts: clocks differ. */
const START_SLACK_SECONDS = 120;

export function isFinished(details: Pick<ConversationDetails, "status">): boolean {
  return FINISHED.has(details.status ?? "done");
}

export async function findProviderConversation(
  client: ElevenLabsClient,
  call: {
    providerConversationId: string | null;
    sessionId: string;
    callSid: string | null;
    agentId: string | null;
    startedAtMs: number;
  },
): Promise<ConversationDetails | null> {
  if (call.providerConversationId) return client.getConversation(call.providerConversationId);
  if (!call.agentId) return null;
  const list = await client.listConversations({
    agentId: call.agentId,
    callStartAfterUnix: Math.floor(call.startedAtMs / 1000) - START_SLACK_SECONDS,
  });
  const candidates = [...list.conversations]
    .sort((a, b) => (b.start_time_unix_secs ?? 0) - (a.start_time_unix_secs ?? 0))
    .slice(0, MAX_CANDIDATES);
  for (const candidate of candidates) {
    const details = await client.getConversation(candidate.conversation_id);
    if (echoedSessionId(details) === call.sessionId) return details;
    if (call.callSid && echoedCallSid(details) === call.callSid) return details;
  }
  return null;
}
