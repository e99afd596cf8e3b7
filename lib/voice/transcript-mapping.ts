import type { TranscriptEntry } from "../../domain/analysis";
import type { ProviderTranscriptLine } from "../../domain/coaching/calibration";
import {
  echoedCallSid,
  echoedSessionId,
  type ConversationDetails,
  type ProviderTranscriptEntry,
} from "./elevenlabs-payloads";

/**
 * The one place provider roles become ours. In ElevenLabs payloads `agent` is the voice agent playing
 * the lead and `user` is the caller, our trainee; our transcripts call the trainee (the sales agent)
 * "agent" and the lead "customer". Turns without words (tool calls) are dropped. A lead line the trainee
 * talked over keeps the provider's `interrupted` flag, the analysis's evidence of cutting the lead off.
 */
export function toTranscriptEntries(entries: readonly ProviderTranscriptEntry[]): TranscriptEntry[] {
  const mapped: TranscriptEntry[] = [];
  for (const entry of entries) {
    const text = entry.message?.trim();
    if (!text) continue;
    const lead = entry.role === "agent";
    mapped.push({
      speaker: lead ? "customer" : "agent",
      text,
      timestamp: entry.time_in_call_secs,
      ...(lead && entry.interrupted ? { interrupted: true } : {}),
    });
  }
  return mapped.sort((a, b) => a.timestamp - b.timestamp);
}

/**
 * Our transcript back in the provider's post-call shape (the graded-call files `npm run calibrate` reads): the
 * exact inverse of `toTranscriptEntries`, roles mapped the other way, whole seconds as the provider gives them.
 */
export function toProviderTranscript(entries: readonly TranscriptEntry[]): ProviderTranscriptLine[] {
  return entries.map((entry) => {
    const time = Math.round(entry.timestamp);
    return entry.speaker === "customer"
      ? { role: "agent", message: entry.text, time_in_call_secs: time, interrupted: entry.interrupted === true }
      : { role: "user", message: entry.text, time_in_call_secs: time };
  });
}

/** What a finished conversation tells us besides its words. */
export interface TranscriptArrival {
  providerConversationId: string | null;
  callSid: string | null;
  agentId: string | null;
  /** The provider's measure of the call (what it bills), not capped at our limit. */
  durationSecs: number | null;
  overrideEchoed: boolean;
  /** What the provider says the call cost: credits, and US dollars when it reports them. */
  credits: number | null;
  costUsd: number | null;
  /** The lead's mean time to answer, in ms, from the provider's per-turn timings; null when it reports none. */
  leadLatencyMs: number | null;
}

/** Reads a finished conversation's details. */
export function transcriptArrival(details: ConversationDetails): TranscriptArrival {
  const override = details.conversation_initiation_client_data?.conversation_config_override;
  return {
    providerConversationId: details.conversation_id,
    callSid: echoedCallSid(details),
    agentId: details.agent_id ?? null,
    durationSecs: details.metadata?.call_duration_secs ?? null,
    overrideEchoed: echoedSessionId(details) !== null && override !== null && override !== undefined,
    credits: details.metadata?.cost ?? null,
    costUsd: details.metadata?.cost_fiat ?? null,
    leadLatencyMs: leadLatencyMs(details.transcript),
  };
}

/**
 * The lead's mean time to answer: per lead turn the provider timed, the sum of its time-to-first-byte stages
 * (`…_ttfb`: the language model's, then the voice's), averaged over those turns. Other timings are not latency.
 */
export function leadLatencyMs(entries: readonly ProviderTranscriptEntry[]): number | null {
  const perTurn: number[] = [];
  for (const entry of entries) {
    if (entry.role !== "agent") continue;
    const stages = Object.entries(entry.conversation_turn_metrics?.metrics ?? {}).filter(
      ([name, metric]) => name.endsWith("_ttfb") && metric,
    );
    if (stages.length > 0) perTurn.push(stages.reduce((sum, [, metric]) => sum + metric!.elapsed_time, 0));
  }
  if (perTurn.length === 0) return null;
  return Math.round((perTurn.reduce((sum, seconds) => sum + seconds, 0) / perTurn.length) * 1000);
}
