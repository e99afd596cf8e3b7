/**
 * @file The simulator calling our webhooks the way ElevenLabs does: Bearer secret on init, HMAC on post-call. A plan
 * says what the provider posts after a call: its two events in either order, only the transcript, nothing, or (a
 * call it could not set up) only `call_initiation_failure`.
 */
import type { FetchLike } from "../../lib/voice/elevenlabs-client";
import { SIGNATURE_HEADER, signWebhookBody } from "../../lib/voice/webhook-signature";
import { audioWebhook, initiationFailureWebhook, transcriptionWebhook } from "./provider-payloads";
import type { SimCall } from "./sim-call";

export const WEBHOOK_PLANS = [
  "transcript-then-audio",
  "audio-then-transcript",
  "transcript-only",
  "none",
  "initiation-failure",
] as const;
export type WebhookPlan = (typeof WEBHOOK_PLANS)[number];

export interface Delivery {
  type: "post_call_transcription" | "post_call_audio" | "call_initiation_failure";
  status: number;
}

function webhookUrl(env: Env, name: string): string {
  return `${new URL(env.APP_ORIGIN ?? "http://localhost").origin}/api/webhooks/elevenlabs/${name}`;
}

export async function callInitiationWebhook(
  env: Env,
  fetcher: FetchLike,
  body: { caller_id: string; agent_id: string; called_number: string; call_sid: string },
): Promise<Response> {
  return fetcher(webhookUrl(env, "conversation-init"), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${env.ELEVENLABS_INIT_WEBHOOK_SECRET ?? ""}`,
    },
    body: JSON.stringify(body),
  });
}

export async function deliverPostCallWebhooks(
  env: Env,
  fetcher: FetchLike,
  call: SimCall,
  plan: WebhookPlan,
): Promise<Delivery[]> {
  const now = Date.now();
  const transcript = { type: "post_call_transcription" as const, body: () => transcriptionWebhook(call, now) };
  const audio = { type: "post_call_audio" as const, body: () => audioWebhook(call, now) };
  const failure = {
    type: "call_initiation_failure" as const,
    body: () => initiationFailureWebhook(call, now, "no-answer"),
  };
  const orders: Record<WebhookPlan, Array<typeof transcript | typeof audio | typeof failure>> = {
    "transcript-then-audio": [transcript, audio],
    "audio-then-transcript": [audio, transcript],
    "transcript-only": [transcript],
    none: [],
    "initiation-failure": [failure],
  };
  const order = orders[plan];
  const deliveries: Delivery[] = [];
  for (const event of order)
    deliveries.push({ type: event.type, status: await postSigned(env, fetcher, event.body(), now) });
  return deliveries;
}

async function postSigned(env: Env, fetcher: FetchLike, body: string, now: number): Promise<number> {
  const signature = await signWebhookBody(env.ELEVENLABS_WEBHOOK_SECRET ?? "", body, Math.floor(now / 1000));
  const response = await fetcher(webhookUrl(env, "post-call"), {
    method: "POST",
    headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signature },
    body,
  });
  await response.body?.cancel();
  return response.status;
}
