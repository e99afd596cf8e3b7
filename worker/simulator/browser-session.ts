/**
 * @file The simulator's browser sessions: `get-signed-url` signs a URL for one conversation (its id in the query,
 * as `include_conversation_id` asks), and @elevenlabs/client opens it as the provider's conversation WebSocket
 * (conversation-socket.ts), sends the session's overrides first, and holds the call.
 */
import type { Initiation } from "./conversation-socket";
import { newPersona } from "./persona";
import type { SimCall } from "./sim-call";

/** What the simulator Object keeps on each open socket (its attachment, which survives hibernation). */
export interface SocketSession {
  conversationId: string;
  agentId: string;
  /** The client's name and version, from the URL it opened (`source`, `version`). */
  source: string | null;
  version: string | null;
  /** The last event id the server used; every turn takes the next. */
  eventId: number;
  pings: number;
  /** The event id of the last ping; a pong counts when it names it. */
  lastPing: number;
  pongs: number;
  userAudioChunks: number;
}

/** The SDK sources the provider names in `conversation_initiation_source`; anything else is "unknown". */
const SDK_SOURCES = new Set([
  "js_sdk",
  "react_sdk",
  "node_js_sdk",
  "react_native_sdk",
  "python_sdk",
  "swift_sdk",
  "android_sdk",
  "flutter_sdk",
  "widget",
]);

export function initiationSource(source: string | null | undefined): string {
  return source && SDK_SOURCES.has(source) ? source : "unknown";
}

/** Where the browser opens its WebSocket: the simulator's ElevenLabs base, as ws(s). */
export function signedUrl(env: Env, signed: { conversationId: string; signature: string }, agentId: string): string {
  const url = new URL(`${(env.ELEVENLABS_BASE_URL ?? "").replace(/\/+$/, "")}/v1/convai/conversation`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.search = new URLSearchParams({
    agent_id: agentId,
    conversation_id: signed.conversationId,
    conversation_signature: signed.signature,
  }).toString();
  return url.toString();
}

/** The conversation the client's first message starts, with the overrides it sent. */
export function browserCall(session: SocketSession, initiation: Initiation, now: number): SimCall {
  const override = initiation.conversation_config_override ?? {};
  const agent = (override.agent ?? {}) as { first_message?: string; prompt?: { prompt?: string } };
  const firstMessage = agent.first_message ?? "";
  return {
    conversationId: session.conversationId,
    channel: "browser",
    callSid: `web:${session.conversationId}`,
    agentId: session.agentId,
    calledNumber: "",
    callerId: "",
    startedAt: now,
    endedAt: null,
    status: "in-progress",
    initiationJson: JSON.stringify({
      dynamic_variables: initiation.dynamic_variables ?? {},
      conversation_config_override: override,
      custom_llm_extra_body: initiation.custom_llm_extra_body ?? {},
      user_id: initiation.user_id ?? null,
      source_info: {
        source: initiation.source_info?.source ?? session.source,
        version: initiation.source_info?.version ?? session.version,
      },
    }),
    persona: newPersona(agent.prompt?.prompt ?? ""),
    turns: firstMessage ? [{ role: "agent", message: firstMessage, timeInCallSecs: 0 }] : [],
  };
}
