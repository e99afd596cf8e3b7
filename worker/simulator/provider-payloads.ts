/**
 * @file What the real provider sends and serves, built from a simulated call: GET conversation, the list's
 * summaries, and the post-call webhooks (shapes from shared/reference/elevenlabs.md §3–4, held to the official
 * SDK's schemas by worker/simulator/official-sdk.test.ts).
 */
import { encodeBase64 } from "../../lib/voice/base64";
import { initiationSource } from "./browser-session";
import { callDurationSecs, type SimCall } from "./sim-call";
import { silentMp3 } from "./silent-mp3";

const unix = (ms: number) => Math.floor(ms / 1000);

/** The provider's error body for anything but validation (those are 422 `{detail: [...]}`). */
export function providerError(status: string, message: string) {
  return { detail: { status, message } };
}

interface StoredInitiation {
  dynamic_variables?: Record<string, unknown>;
  conversation_config_override?: Record<string, unknown>;
  custom_llm_extra_body?: Record<string, unknown>;
  user_id?: string | null;
  source_info?: { source: string | null; version: string | null };
}

function initiationOf(call: SimCall): StoredInitiation {
  return JSON.parse(call.initiationJson) as StoredInitiation;
}

function sourceOf(call: SimCall): string {
  return call.channel === "browser" ? initiationSource(initiationOf(call).source_info?.source) : "twilio";
}

function terminationReason(call: SimCall): string {
  return call.persona.agreed ? "end_call tool was called." : "Call ended by remote party";
}

const callSuccessful = (call: SimCall) => (call.persona.agreed ? "success" : "unknown");
const transcriptSummary = (call: SimCall) => `Simulated practice call with ${call.turns.length} turns.`;

/** GetConversationResponseModel, also the `data` of post_call_transcription. */
export function conversationDetailsBody(call: SimCall): Record<string, unknown> {
  const duration = callDurationSecs(call);
  const browser = call.channel === "browser";
  const initiation = initiationOf(call);
  return {
    agent_id: call.agentId,
    agent_name: AGENT_NAME,
    conversation_id: call.conversationId,
    status: call.status,
    user_id: initiation.user_id ?? null,
    transcript: call.turns.map((turn, index) => ({
      role: turn.role,
      message: turn.message,
      tool_calls: [],
      tool_results: [],
      feedback: null,
      llm_override: null,
      time_in_call_secs: turn.timeInCallSecs,
      conversation_turn_metrics: turn.role === "agent" && index > 0 ? leadTurnMetrics(turn.message) : null,
      rag_retrieval_info: null,
      interrupted: false,
      original_message: null,
      // The trainee's lines say how they reached the provider (spoken or typed), as the provider's transcript does.
      source_medium: turn.role === "user" ? (turn.medium ?? "audio") : null,
    })),
    metadata: {
      start_time_unix_secs: unix(call.startedAt),
      accepted_time_unix_secs: unix(call.startedAt),
      call_duration_secs: duration,
      cost: duration * 10,
      cost_fiat: Math.round((duration / 60) * SIMULATED_USD_PER_MINUTE * 10_000) / 10_000,
      termination_reason: terminationReason(call),
      error: null,
      main_language: "en",
      conversation_initiation_source: sourceOf(call),
      conversation_initiation_source_version: browser ? (initiation.source_info?.version ?? null) : null,
      text_only: false,
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
      call_successful: callSuccessful(call),
      transcript_summary: transcriptSummary(call),
      call_summary_title: "Practice call",
    },
    conversation_initiation_client_data: {
      conversation_config_override: initiation.conversation_config_override ?? {},
      custom_llm_extra_body: initiation.custom_llm_extra_body ?? {},
      user_id: initiation.user_id ?? null,
      source_info: initiation.source_info ?? { source: null, version: null },
      dynamic_variables: {
        ...initiation.dynamic_variables,
        ...(browser
          ? {}
          : {
              system__caller_id: call.callerId,
              system__called_number: call.calledNumber,
              system__call_sid: call.callSid,
            }),
        system__conversation_id: call.conversationId,
        system__call_duration_secs: duration,
      },
    },
    has_audio: true,
    has_user_audio: true,
    has_response_audio: true,
    // Audio of other parties than the caller and the agent (transfers, conferences): never on these calls.
    has_auxiliary_audio: false,
  };
}

const AGENT_NAME = "PracticeLine simulator";
/** What the simulated plan charges a minute (the provider reports its cost per call as `cost_fiat`). */
const SIMULATED_USD_PER_MINUTE = 0.1;

/**
 * The per-turn timings the provider reports on the lead's answers (names as in its payloads): the LLM's and the
 * voice's time to first byte, in seconds. Made up from the line's length, so they are the same on every run.
 */
function leadTurnMetrics(message: string) {
  return {
    metrics: {
      convai_llm_service_ttfb: { elapsed_time: 0.35 + (message.length % 40) / 100 },
      convai_tts_service_ttfb: { elapsed_time: 0.2 },
    },
  };
}

/** ConversationSummaryResponseModel: one row of GET /v1/convai/conversations, agreeing with the details. */
export function conversationSummaryBody(call: SimCall): Record<string, unknown> {
  return {
    agent_id: call.agentId,
    agent_name: AGENT_NAME,
    conversation_id: call.conversationId,
    start_time_unix_secs: unix(call.startedAt),
    call_duration_secs: callDurationSecs(call),
    message_count: call.turns.length,
    status: call.status,
    termination_reason: call.status === "done" ? terminationReason(call) : null,
    call_successful: callSuccessful(call),
    transcript_summary: transcriptSummary(call),
    main_language: "en",
    conversation_initiation_source: sourceOf(call),
    direction: call.channel === "browser" ? null : "inbound",
  };
}

export function callRecording(call: SimCall): Uint8Array<ArrayBuffer> {
  return silentMp3(callDurationSecs(call));
}

export function transcriptionWebhook(call: SimCall, now: number): string {
  return JSON.stringify({
    type: "post_call_transcription",
    event_timestamp: unix(now),
    data: conversationDetailsBody(call),
  });
}

export function audioWebhook(call: SimCall, now: number): string {
  return JSON.stringify({
    type: "post_call_audio",
    event_timestamp: unix(now),
    data: {
      agent_id: call.agentId,
      conversation_id: call.conversationId,
      full_audio: encodeBase64(callRecording(call)),
    },
  });
}

/** A call the provider could not set up: for a phone call, Twilio's status callback is the `metadata.body`. */
export function initiationFailureWebhook(call: SimCall, now: number, reason: "busy" | "no-answer" | "unknown"): string {
  const twilio = {
    CallSid: call.callSid,
    From: call.callerId,
    To: call.calledNumber,
    Direction: "inbound",
    CallStatus: reason === "unknown" ? "failed" : reason,
  };
  return JSON.stringify({
    type: "call_initiation_failure",
    event_timestamp: unix(now),
    data: {
      agent_id: call.agentId,
      conversation_id: call.conversationId,
      failure_reason: reason,
      metadata: call.channel === "browser" ? null : { type: "twilio", body: twilio },
    },
  });
}
