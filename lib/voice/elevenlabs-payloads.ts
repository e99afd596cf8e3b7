/**
 * @file ElevenLabs wire shapes we read (snake_case, as sent): post-call webhooks, GET conversation, the
 * conversation-initiation webhook. Unknown fields are allowed and dropped; see shared/reference/elevenlabs.md.
 */
import { z } from "zod";

/** A timing of one turn: `{elapsed_time}` in seconds (`MetricRecord` of the provider's SDK). */
const turnMetric = z.object({ elapsed_time: z.number().nonnegative() });

export const providerTranscriptEntry = z.object({
  role: z.enum(["user", "agent"]),
  message: z.string().nullish(),
  time_in_call_secs: z.number().nonnegative(),
  /** On the voice agent's (the lead's) turns: the caller spoke over it, so the line was cut short. */
  interrupted: z.boolean().nullish(),
  /**
   * How the line reached the provider (`ChatSourceMedium` of @elevenlabs/elevenlabs-js: audio, dtmf, text, image,
   * file): a trainee line with `text` was typed (`sendUserMessage`), not spoken. Any other value reads as unknown.
   */
  source_medium: z.string().nullish().catch(null),
  /** The provider's timings of the turn (`ConversationTurnMetrics`): names such as `convai_llm_service_ttfb`. */
  conversation_turn_metrics: z
    .object({ metrics: z.record(z.string(), turnMetric.nullish().catch(null)).nullish() })
    .nullish()
    .catch(null),
});
export type ProviderTranscriptEntry = z.infer<typeof providerTranscriptEntry>;

const phoneCall = z
  .object({
    type: z.string().optional(),
    call_sid: z.string().nullish(),
  })
  .nullish();

const conversationMetadata = z
  .object({
    start_time_unix_secs: z.number().nullish(),
    call_duration_secs: z.number().nullish(),
    /** What the call cost, in the provider's credits, and (`cost_fiat`) in US dollars when it tracks that. */
    cost: z.number().nullish().catch(null),
    cost_fiat: z.number().nullish().catch(null),
    termination_reason: z.string().nullish(),
    phone_call: phoneCall,
  })
  .nullish();

const initiationClientData = z
  .object({
    dynamic_variables: z.record(z.string(), z.unknown()).nullish(),
    conversation_config_override: z.record(z.string(), z.unknown()).nullish(),
  })
  .nullish();

/** `data` of post_call_transcription, and the body of GET /v1/convai/conversations/{id}. */
export const conversationDetails = z.object({
  agent_id: z.string().nullish(),
  conversation_id: z.string().min(1),
  status: z.string().nullish(),
  transcript: z.array(providerTranscriptEntry).default([]),
  metadata: conversationMetadata,
  conversation_initiation_client_data: initiationClientData,
  has_audio: z.boolean().nullish(),
});
export type ConversationDetails = z.infer<typeof conversationDetails>;

export const postCallTranscription = z.object({
  type: z.literal("post_call_transcription"),
  event_timestamp: z.number().optional(),
  data: conversationDetails,
});

export const postCallAudio = z.object({
  type: z.literal("post_call_audio"),
  event_timestamp: z.number().optional(),
  data: z.object({
    agent_id: z.string().nullish(),
    conversation_id: z.string().min(1),
    full_audio: z.string().min(1),
  }),
});

export const callInitiationFailure = z.object({
  type: z.literal("call_initiation_failure"),
  event_timestamp: z.number().optional(),
  data: z.object({
    agent_id: z.string().nullish(),
    conversation_id: z.string().nullish(),
    failure_reason: z.string().nullish(),
    metadata: z.object({ type: z.string().nullish(), body: z.record(z.string(), z.unknown()).nullish() }).nullish(),
  }),
});

export const postCallWebhook = z.discriminatedUnion("type", [
  postCallTranscription,
  postCallAudio,
  callInitiationFailure,
]);
export type PostCallWebhook = z.infer<typeof postCallWebhook>;
export const POST_CALL_WEBHOOK_TYPES = [
  "post_call_transcription",
  "post_call_audio",
  "call_initiation_failure",
] as const;

/** Body of the conversation-initiation webhook (inbound Twilio call). `conversation_id` is undocumented. */
export const conversationInitRequest = z.object({
  caller_id: z.string().max(64).nullish(),
  agent_id: z.string().max(200).nullish(),
  called_number: z.string().min(1).max(64),
  call_sid: z.string().min(1).max(200),
  conversation_id: z.string().max(200).nullish(),
});
export type ConversationInitRequest = z.infer<typeof conversationInitRequest>;

export const conversationSummary = z.object({
  conversation_id: z.string(),
  agent_id: z.string().nullish(),
  start_time_unix_secs: z.number().nullish(),
  status: z.string().nullish(),
});

export const conversationList = z.object({
  conversations: z.array(conversationSummary),
  next_cursor: z.string().nullish(),
  has_more: z.boolean().nullish(),
});
export type ConversationList = z.infer<typeof conversationList>;

/** With `include_conversation_id=true` the conversation is named, in the URL's query or (as some versions answer) a field. */
export const signedUrlResponse = z.object({
  signed_url: z.string().min(1),
  conversation_id: z.string().min(1).nullish(),
});

/** The `session_id` we handed out in the initiation response, echoed back by the provider. */
export function echoedSessionId(
  details: Pick<ConversationDetails, "conversation_initiation_client_data">,
): string | null {
  const value = details.conversation_initiation_client_data?.dynamic_variables?.session_id;
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function echoedCallSid(details: Pick<ConversationDetails, "metadata">): string | null {
  return details.metadata?.phone_call?.call_sid ?? null;
}
