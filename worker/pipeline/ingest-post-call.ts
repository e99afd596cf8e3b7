/**
 * @file What a verified post-call webhook does: find our conversation, then hand its transcript, audio or
 * failure to the ConversationDO. Events for conversations we do not know are ignored and store nothing
 * (the provider disables a webhook that keeps failing, so they are still answered 200).
 */
import type { Database } from "../../db/client";
import { ApiError } from "../lib/errors";
import type { ElevenLabsClient } from "../voice/elevenlabs-client";
import { echoedCallSid, echoedSessionId, type PostCallWebhook } from "../voice/elevenlabs-payloads";
import { toTranscriptEntries, transcriptArrival } from "../voice/transcript-mapping";
import { decodeBase64, storeCallAudio } from "./audio-storage";
import { findConversation } from "./correlate";

export type IngestOutcome =
  | { status: "stored" | "duplicate"; conversationId: string }
  | { status: "ignored"; reason: string };

const UNKNOWN: IngestOutcome = { status: "ignored", reason: "unknown conversation" };

export async function ingestPostCall(input: {
  env: Env;
  db: Database;
  event: PostCallWebhook;
  /** Resolves audio that arrives before anything told us the provider's conversation id. */
  provider: ElevenLabsClient | null;
}): Promise<IngestOutcome> {
  const { env, db, event } = input;
  switch (event.type) {
    case "post_call_transcription": {
      const details = event.data;
      const conversationId = await findConversation(env, db, {
        sessionId: echoedSessionId(details),
        providerConversationId: details.conversation_id,
        callSid: echoedCallSid(details),
      });
      if (!conversationId) return UNKNOWN;
      const status = await env.CONVERSATIONS.getByName(conversationId).recordTranscript({
        entries: toTranscriptEntries(details.transcript),
        arrival: transcriptArrival(details),
        hasAudio: details.has_audio ?? null,
      });
      return status === "unknown" ? UNKNOWN : { status, conversationId };
    }
    case "post_call_audio": {
      const providerConversationId = event.data.conversation_id;
      const conversationId =
        (await findConversation(env, db, { providerConversationId })) ??
        (await viaProvider(env, db, input.provider, providerConversationId));
      if (!conversationId) return UNKNOWN;
      const bytes = decodeBase64(event.data.full_audio);
      if (!bytes) throw new ApiError(400, "full_audio is not base64");
      const conversation = env.CONVERSATIONS.getByName(conversationId);
      const admission = await conversation.audioArriving();
      if (admission === "unknown") return UNKNOWN;
      if (admission === "closed") return { status: "ignored", reason: "conversation closed" };
      if (admission === "duplicate") return { status: "duplicate", conversationId };
      const stored = await storeCallAudio(env.AUDIO, conversationId, bytes);
      const status = await conversation.recordAudio({ ...stored, providerConversationId });
      return status === "unknown" ? UNKNOWN : { status, conversationId };
    }
    case "call_initiation_failure": {
      const body = event.data.metadata?.body ?? {};
      const callSid = typeof body.CallSid === "string" ? body.CallSid : typeof body.call_sid === "string" ? body.call_sid : null;
      const conversationId = await findConversation(env, db, { providerConversationId: event.data.conversation_id, callSid });
      if (!conversationId) return UNKNOWN;
      const status = await env.CONVERSATIONS.getByName(conversationId).recordInitiationFailure(event.data.failure_reason || "unknown");
      return status === "unknown" ? UNKNOWN : { status, conversationId };
    }
  }
}

/** The audio came first: the provider's record of the conversation carries our session id. */
async function viaProvider(
  env: Env,
  db: Database,
  provider: ElevenLabsClient | null,
  providerConversationId: string,
): Promise<string | null> {
  if (!provider) return null;
  try {
    const details = await provider.getConversation(providerConversationId);
    return await findConversation(env, db, { sessionId: echoedSessionId(details), callSid: echoedCallSid(details) });
  } catch {
    return null;
  }
}
