/**
 * @file Finding our call at the provider when its webhooks did not come. With the provider's conversation id
 * we ask for it directly; without it we list the agent's conversations from the time of our call and match the
 * `session_id` we handed out (or the Twilio call SID), nearest in time to our call first: one agent takes every
 * demo call, so many conversations may share the window.
 */
import type { ElevenLabsClient } from "../../lib/voice/elevenlabs-client";
import { echoedCallSid, echoedSessionId, type ConversationDetails } from "../../lib/voice/elevenlabs-payloads";

/** Statuses after which the provider will not change the transcript any more. */
const FINISHED = new Set(["done", "failed"]);
/** One page of the list (its maximum): the conversations that started while our line was leased. */
const MAX_CANDIDATES = 100;
/** A conversation listed from a little before our start, or after our end, still counts: clocks differ. */
const CLOCK_SLACK_SECONDS = 120;

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
    /** When the provider connected the call (its conversation starts then); null when it never told us. */
    connectedAtMs?: number | null;
    endedAtMs?: number | null;
  },
): Promise<ConversationDetails | null> {
  if (call.providerConversationId) return client.getConversation(call.providerConversationId);
  if (!call.agentId) return null;
  const list = await client.listConversations({
    agentId: call.agentId,
    callStartAfterUnix: Math.floor(call.startedAtMs / 1000) - CLOCK_SLACK_SECONDS,
    ...(call.endedAtMs ? { callStartBeforeUnix: Math.ceil(call.endedAtMs / 1000) + CLOCK_SLACK_SECONDS } : {}),
    pageSize: MAX_CANDIDATES,
  });
  const anchor = (call.connectedAtMs ?? call.startedAtMs) / 1000;
  const distance = (start: number | null | undefined) =>
    typeof start === "number" ? Math.abs(start - anchor) : Number.POSITIVE_INFINITY;
  const candidates = [...list.conversations].sort(
    (a, b) => distance(a.start_time_unix_secs) - distance(b.start_time_unix_secs),
  );
  for (const candidate of candidates) {
    const details = await client.getConversation(candidate.conversation_id);
    if (echoedSessionId(details) === call.sessionId) return details;
    if (call.callSid && echoedCallSid(details) === call.callSid) return details;
  }
  return null;
}
