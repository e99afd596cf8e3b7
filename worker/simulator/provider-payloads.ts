/**
 * @file What the real provider sends and serves, built from a simulated call: GET conversation, the
 * post_call_transcription and post_call_audio webhooks (shapes from shared/reference/elevenlabs.md §3–4).
 */
import { encodeBase64 } from "../voice/base64";
import { callDurationSecs, type SimCall } from "./sim-call";
import { silentMp3 } from "./silent-mp3";

const unix = (ms: number) => Math.floor(ms / 1000);

/** GetConversationResponseModel, also the `data` of post_call_transcription. */
export function conversationDetailsBody(call: SimCall): Record<string, unknown> {
  const duration = callDurationSecs(call);
  const browser = call.channel === "browser";
  const initiation = JSON.parse(call.initiationJson) as {
    dynamic_variables?: Record<string, unknown>;
    conversation_config_override?: Record<string, unknown>;
  };
  return {
    agent_id: call.agentId,
    conversation_id: call.conversationId,
    status: call.status,
    user_id: null,
    transcript: call.turns.map((turn) => ({
      role: turn.role,
      message: turn.message,
      tool_calls: [],
      tool_results: [],
      feedback: null,
      llm_override: null,
      time_in_call_secs: turn.timeInCallSecs,
      conversation_turn_metrics: null,
      rag_retrieval_info: null,
      interrupted: false,
      original_message: null,
      source_medium: null,
    })),
    metadata: {
      start_time_unix_secs: unix(call.startedAt),
      accepted_time_unix_secs: unix(call.startedAt),
      call_duration_secs: duration,
      cost: duration * 10,
      termination_reason: call.persona.agreed ? "end_call tool was called." : "Call ended by remote party",
      error: null,
      main_language: "en",
      conversation_initiation_source: browser ? "js_sdk" : "twilio",
      phone_call: browser
        ? null
        : {
            type: "twilio",
            direction: "inbound",
            phone_number_id: `phnum_${call.calledNumber.replace(/\D/g, "")}`,
            agent_number: call.calledNumber,
            external_number: call.callerId,
            stream_sid: `MZ${call.callSid.slice(2)}`,
            call_sid: call.callSid,
          },
    },
    analysis: {
      evaluation_criteria_results: {},
      data_collection_results: {},
      call_successful: call.persona.agreed ? "success" : "unknown",
      transcript_summary: `Simulated practice call with ${call.turns.length} turns.`,
      call_summary_title: "Practice call",
    },
    conversation_initiation_client_data: {
      conversation_config_override: initiation.conversation_config_override ?? {},
      custom_llm_extra_body: {},
      user_id: null,
      source_info: { source: null, version: null },
      dynamic_variables: {
        ...initiation.dynamic_variables,
        ...(browser ? {} : { system__caller_id: call.callerId, system__called_number: call.calledNumber, system__call_sid: call.callSid }),
        system__conversation_id: call.conversationId,
        system__call_duration_secs: duration,
      },
    },
    has_audio: true,
    has_user_audio: true,
    has_response_audio: true,
  };
}

export function callRecording(call: SimCall): Uint8Array<ArrayBuffer> {
  return silentMp3(callDurationSecs(call));
}

export function transcriptionWebhook(call: SimCall, now: number): string {
  return JSON.stringify({ type: "post_call_transcription", event_timestamp: unix(now), data: conversationDetailsBody(call) });
}

export function audioWebhook(call: SimCall, now: number): string {
  return JSON.stringify({
    type: "post_call_audio",
    event_timestamp: unix(now),
    data: { agent_id: call.agentId, conversation_id: call.conversationId, full_audio: encodeBase64(callRecording(call)) },
  });
}
