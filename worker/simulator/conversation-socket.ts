/**
 * @file The provider's conversation WebSocket as the simulator speaks it: the messages of @elevenlabs/types (the
 * wire contract @elevenlabs/client is built on, pinned with it), read from the client and built for it. The
 * session (who holds which conversation) is the simulator Object's; this file only knows the messages.
 */
import type {
  AgentResponse,
  AgentToolResponseMessage,
  Audio,
  ConversationMetadata,
  ErrorMessage,
  Ping,
  UserTranscript,
} from "@elevenlabs/types";
import { z } from "zod";
import { LEAD_AUDIO_FORMAT, leadAudioChunks } from "./lead-voice";

export type ServerEvent =
  ConversationMetadata | AgentResponse | Audio | UserTranscript | Ping | AgentToolResponseMessage | ErrorMessage;

/** The overrides our agent enables (shared/reference/elevenlabs.md §1.5); the provider refuses any other. */
export const ALLOWED_OVERRIDES = [
  "agent.prompt.prompt",
  "agent.first_message",
  "agent.language",
  "tts.voice_id",
] as const;

const initiationMessage = z.object({
  conversation_config_override: z.record(z.string(), z.unknown()).nullish(),
  custom_llm_extra_body: z.record(z.string(), z.unknown()).nullish(),
  dynamic_variables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
  user_id: z.string().nullish(),
  source_info: z.object({ source: z.string().nullish(), version: z.string().nullish() }).nullish(),
});
export type Initiation = z.infer<typeof initiationMessage>;

export type ClientMessage =
  | { kind: "initiation"; initiation: Initiation }
  | { kind: "user_message"; text: string }
  | { kind: "pong"; eventId: number }
  | { kind: "user_audio" }
  /** user_activity, contextual_update, feedback and the rest: read, and nothing follows from them here. */
  | { kind: "other"; type: string }
  | { kind: "invalid"; reason: string };

const decoder = new TextDecoder();

export function readClientMessage(data: string | ArrayBuffer): ClientMessage {
  let json: unknown;
  try {
    json = JSON.parse(typeof data === "string" ? data : decoder.decode(data));
  } catch {
    return { kind: "invalid", reason: "A message must be JSON" };
  }
  if (typeof json !== "object" || json === null) return { kind: "invalid", reason: "A message must be a JSON object" };
  const message = json as Record<string, unknown>;
  // The microphone's chunks are the one message without a type (UserAudio).
  if (typeof message.user_audio_chunk === "string") return { kind: "user_audio" };
  switch (message.type) {
    case "conversation_initiation_client_data": {
      const parsed = initiationMessage.safeParse(message);
      return parsed.success
        ? { kind: "initiation", initiation: parsed.data }
        : { kind: "invalid", reason: "Invalid conversation_initiation_client_data" };
    }
    case "user_message":
      return typeof message.text === "string"
        ? { kind: "user_message", text: message.text }
        : { kind: "other", type: "user_message" };
    case "pong":
      return typeof message.event_id === "number"
        ? { kind: "pong", eventId: message.event_id }
        : { kind: "invalid", reason: "A pong names its ping's event_id" };
    default:
      return typeof message.type === "string"
        ? { kind: "other", type: message.type }
        : { kind: "invalid", reason: "A message has a type" };
  }
}

/** The first override the agent does not allow (as a dotted path), or null when all are allowed. */
export function refusedOverride(override: Record<string, unknown> | null | undefined): string | null {
  const walk = (value: unknown, path: string): string | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === "object" && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) {
        const refused = walk(inner, path ? `${path}.${key}` : key);
        if (refused) return refused;
      }
      return null;
    }
    return (ALLOWED_OVERRIDES as readonly string[]).includes(path) ? null : path;
  };
  return walk(override, "");
}

export function metadataEvent(conversationId: string): ConversationMetadata {
  return {
    type: "conversation_initiation_metadata",
    conversation_initiation_metadata_event: {
      conversation_id: conversationId,
      agent_output_audio_format: LEAD_AUDIO_FORMAT,
      user_input_audio_format: LEAD_AUDIO_FORMAT,
    },
  };
}

/** The lead says a line: its text with the first audio, then the rest of the audio (one turn, one event id). */
export function agentTurn(line: string, eventId: number): ServerEvent[] {
  return [
    { type: "agent_response", agent_response_event: { agent_response: line, event_id: eventId } },
    ...leadAudioChunks(line).map((chunk): Audio => ({
      type: "audio",
      audio_event: { audio_base_64: chunk, event_id: eventId },
    })),
  ];
}

/** What the provider heard the trainee say; a typed line counts as said. */
export function userTranscript(text: string, eventId: number): UserTranscript {
  return { type: "user_transcript", user_transcription_event: { user_transcript: text, event_id: eventId } };
}

export function ping(eventId: number): Ping {
  return { type: "ping", ping_event: { event_id: eventId, ping_ms: null } };
}

/** The lead hangs up: the agent's `end_call` system tool, on which the client ends its session. */
export function endCall(eventId: number): AgentToolResponseMessage {
  return {
    type: "agent_tool_response",
    agent_tool_response: {
      tool_name: "end_call",
      tool_call_id: `end_call_${eventId}`,
      tool_type: "system",
      is_error: false,
      is_called: true,
      event_id: eventId,
    },
  };
}

export function errorEvent(errorType: "override_error" | "invalid_message", message: string): ErrorMessage {
  return { type: "error", error_event: { code: 1008, error_type: errorType, message } };
}
