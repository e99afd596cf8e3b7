/**
 * @file What a verified post-call webhook does: find our conversation and deliver the event to its
 * ConversationDO, which decides what to keep. Events for conversations we do not know are ignored and store
 * nothing (the provider disables a webhook that keeps failing, so they are still answered 200).
 */
import type { ProviderEvent } from "../../durable-objects/conversation/protocol";
import type { Database } from "../../lib/db/client";
import { ApiError } from "../http/errors";
import { decodeBase64 } from "../../lib/voice/base64";
import type { ElevenLabsClient } from "../../lib/voice/elevenlabs-client";
import { echoedCallSid, echoedSessionId, type PostCallWebhook } from "../../lib/voice/elevenlabs-payloads";
import { findConversation } from "./correlate";

export type IngestOutcome =
  { status: "stored" | "duplicate"; conversationId: string } | { status: "ignored"; reason: string };

const UNKNOWN: IngestOutcome = { status: "ignored", reason: "unknown conversation" };

export async function ingestPostCall(input: {
  env: Env;
  db: Database;
  event: PostCallWebhook;
  /** Resolves audio that arrives before anything told us the provider's conversation id. */
  provider: ElevenLabsClient | null;
}): Promise<IngestOutcome> {
  const { env, db } = input;
  const routed = await route(input);
  if (!routed) return UNKNOWN;
  const outcome = await env.CONVERSATIONS.getByName(routed.conversationId).deliver(routed.event);
  return outcome.status === "ignored" ? outcome : { status: outcome.status, conversationId: routed.conversationId };

  async function route({
    event,
    provider,
  }: typeof input): Promise<{ conversationId: string; event: ProviderEvent } | null> {
    switch (event.type) {
      case "post_call_transcription": {
        const details = event.data;
        const conversationId = await findConversation(env, db, {
          sessionId: echoedSessionId(details),
          providerConversationId: details.conversation_id,
          callSid: echoedCallSid(details),
        });
        return conversationId ? { conversationId, event: { type: "transcript", details } } : null;
      }
      case "post_call_audio": {
        const providerConversationId = event.data.conversation_id;
        const known = await findConversation(env, db, { providerConversationId });
        const found = known
          ? { conversationId: known, callSid: null }
          : await viaProvider(env, db, provider, providerConversationId);
        if (!found) return null;
        const audio = decodeBase64(event.data.full_audio);
        if (!audio) throw new ApiError(400, "full_audio is not base64");
        const agentId = event.data.agent_id ?? null;
        return {
          conversationId: found.conversationId,
          event: { type: "audio", providerConversationId, agentId, callSid: found.callSid, audio },
        };
      }
      case "call_initiation_failure": {
        const body = event.data.metadata?.body ?? {};
        const callSid =
          typeof body.CallSid === "string" ? body.CallSid : typeof body.call_sid === "string" ? body.call_sid : null;
        const conversationId = await findConversation(env, db, {
          providerConversationId: event.data.conversation_id,
          callSid,
        });
        if (!conversationId) return null;
        const reason = event.data.failure_reason || "unknown";
        const identity = {
          providerConversationId: event.data.conversation_id ?? null,
          callSid,
          agentId: event.data.agent_id ?? null,
        };
        return { conversationId, event: { type: "initiation-failure", reason, ...identity } };
      }
    }
  }
}

/** The audio came first: the provider's record of the conversation carries our session id and the call SID. */
async function viaProvider(
  env: Env,
  db: Database,
  provider: ElevenLabsClient | null,
  providerConversationId: string,
): Promise<{ conversationId: string; callSid: string | null } | null> {
  if (!provider) return null;
  try {
    const details = await provider.getConversation(providerConversationId);
    const callSid = echoedCallSid(details);
    const conversationId = await findConversation(env, db, { sessionId: echoedSessionId(details), callSid });
    return conversationId ? { conversationId, callSid } : null;
  } catch {
    return null;
  }
}
