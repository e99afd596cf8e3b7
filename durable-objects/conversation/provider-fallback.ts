/**
 * @file When the provider's webhooks do not come, the conversation asks its REST API instead: the finished
 * conversation (retried, then given up with a reason), then its recording (once; without it the analysis goes
 * ahead and audio that comes later is still taken). What it finds is received like a webhook.
 */
import { ElevenLabsApiError } from "../../lib/voice/elevenlabs-client";
import type { ConversationDetails } from "../../lib/voice/elevenlabs-payloads";
import { elevenLabsClient, type VoiceNetwork } from "../../lib/voice/provider-config";
import { audioUnavailable, providerFetchMissed } from "./delivery-transitions";
import { NO_AUDIO_ERROR, type BrowserCallCheck, type DeliveryOutcome, type ProviderEvent } from "./protocol";
import { findProviderConversation, isFinished } from "./provider-lookup";
import type { ConversationStore } from "./storage";
import { errorSummary } from "../../lib/db/error-summary";

export interface FallbackContext {
  env: Env;
  store: ConversationStore;
  network: () => VoiceNetwork;
  receive(event: ProviderEvent, now: number): Promise<DeliveryOutcome>;
}

function warn(event: string, conversationId: string, error: unknown): void {
  console.warn(JSON.stringify({ level: "warn", event, conversationId, error: errorSummary(error) }));
}

export async function fetchTranscriptFromProvider(context: FallbackContext, now: number): Promise<void> {
  const { env, store } = context;
  const state = store.read()!;
  const client = elevenLabsClient(env, context.network());
  try {
    const details = client
      ? await findProviderConversation(client, {
          providerConversationId: state.providerConversationId,
          sessionId: state.conversationId,
          callSid: state.call?.callSid ?? null,
          agentId: state.call?.agentId || env.ELEVENLABS_AGENT_ID || null,
          startedAtMs: state.startedAt,
          connectedAtMs: state.call?.connectedAt ?? null,
          endedAtMs: state.endedAt,
        })
      : null;
    if (!details || !isFinished(details)) {
      store.write(providerFetchMissed(store.read()!, now));
      return;
    }
    const outcome = await context.receive({ type: "transcript", details }, now);
    if (outcome.status === "ignored") {
      store.write(providerFetchMissed(store.read()!, now));
      return;
    }
  } catch (error) {
    warn("provider-fetch-failed", state.conversationId, error);
    store.write(providerFetchMissed(store.read()!, now));
    return;
  }
  // No transcript webhook usually means no audio webhook either.
  await fetchAudioFromProvider(context, now);
}

export async function fetchAudioFromProvider(context: FallbackContext, now: number): Promise<void> {
  const { env, store } = context;
  const state = store.read()!;
  if (state.transcriptAt === null || state.audio.status === "completed" || state.audioUnavailable) return;
  const providerConversationId = state.providerConversationId;
  const client = elevenLabsClient(env, context.network());
  try {
    const audio = client && providerConversationId ? await client.getConversationAudio(providerConversationId) : null;
    if (audio) {
      const event = {
        type: "audio" as const,
        providerConversationId: providerConversationId!,
        agentId: null,
        callSid: null,
        audio,
      };
      await context.receive(event, now);
      return;
    }
  } catch (error) {
    warn("provider-audio-failed", state.conversationId, error);
  }
  store.write(audioUnavailable(store.read()!, NO_AUDIO_ERROR, now));
}

/**
 * A browser call has no initiation webhook: whether the trainee joined is asked of the provider, which knows the
 * conversation the signed URL was made for once the browser has opened it.
 */
export async function checkBrowserCall(
  context: Pick<FallbackContext, "env" | "store" | "network">,
): Promise<{ check: BrowserCallCheck; agentId: string | null; details: ConversationDetails | null }> {
  const state = context.store.read()!;
  const client = elevenLabsClient(context.env, context.network());
  if (!client || !state.providerConversationId) return { check: "unknown", agentId: null, details: null };
  try {
    const details = await client.getConversation(state.providerConversationId);
    return { check: "joined", agentId: details.agent_id ?? null, details };
  } catch (error) {
    if (error instanceof ElevenLabsApiError && error.status === 404)
      return { check: "absent", agentId: null, details: null };
    warn("provider-connection-check-failed", state.conversationId, error);
    return { check: "unknown", agentId: null, details: null };
  }
}
