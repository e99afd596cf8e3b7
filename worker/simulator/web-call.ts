/**
 * @file The simulator's browser sessions: `get-signed-url` signs a URL for one conversation (its id in the query,
 * as `include_conversation_id` asks), and the browser "opens" it. The real client opens a WebSocket and sends
 * its overrides first; here the page opens it over HTTP and then holds the call by typed lines, with the same
 * conversation, overrides and post-call webhooks. A later WebSocket stand-in can take the same path.
 */
import { z } from "zod";
import { ApiError } from "../lib/errors";
import { simulator } from "./phone";
import { newPersona } from "./persona";
import type { SimCall } from "./sim-call";

/** `@elevenlabs/client` overrides (camelCase); the SDK sends them as the first message, in snake_case. */
export const webCallInput = z.object({
  signedUrl: z.string().url().max(2000),
  overrides: z
    .object({
      agent: z
        .object({ prompt: z.object({ prompt: z.string().max(20_000) }).partial(), firstMessage: z.string().max(2000), language: z.string().max(10) })
        .partial()
        .optional(),
      tts: z.object({ voiceId: z.string().max(100) }).partial().optional(),
    })
    .default({}),
});
export type WebCallInput = z.infer<typeof webCallInput>;

/** Where the browser would open its WebSocket: the simulator's ElevenLabs base, as ws(s). */
export function signedUrl(env: Env, signed: { conversationId: string; signature: string }, agentId: string): string {
  const url = new URL(`${(env.ELEVENLABS_BASE_URL ?? "").replace(/\/+$/, "")}/v1/convai/conversation`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.search = new URLSearchParams({ agent_id: agentId, conversation_id: signed.conversationId, conversation_signature: signed.signature }).toString();
  return url.toString();
}

export async function joinWebCall(env: Env, input: WebCallInput): Promise<SimCall> {
  const url = new URL(input.signedUrl);
  const conversationId = url.searchParams.get("conversation_id") ?? "";
  const opened = await simulator(env).openSigned(conversationId, url.searchParams.get("conversation_signature") ?? "");
  if (!opened) throw new ApiError(403, "The signed URL is not valid (unknown, used, or older than 15 minutes)");
  const agent = input.overrides.agent;
  const override = {
    agent: { prompt: { prompt: agent?.prompt?.prompt ?? "" }, first_message: agent?.firstMessage ?? "", language: agent?.language ?? "en" },
    ...(input.overrides.tts?.voiceId ? { tts: { voice_id: input.overrides.tts.voiceId } } : {}),
  };
  const firstMessage = agent?.firstMessage ?? "";
  const call: SimCall = {
    conversationId,
    channel: "browser",
    callSid: `web:${conversationId}`,
    agentId: opened.agentId,
    calledNumber: "",
    callerId: "",
    startedAt: Date.now(),
    endedAt: null,
    status: "in-progress",
    initiationJson: JSON.stringify({ dynamic_variables: {}, conversation_config_override: override }),
    persona: newPersona(override.agent.prompt.prompt),
    turns: firstMessage ? [{ role: "agent", message: firstMessage, timeInCallSecs: 0 }] : [],
  };
  await simulator(env).dial(call);
  return call;
}
