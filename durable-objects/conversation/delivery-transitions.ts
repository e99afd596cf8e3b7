/**
 * @file What the provider delivers after the call (transcript, audio, or nothing, so the REST API is asked),
 * and the analysis that follows. Each transition is idempotent: webhooks may come twice or in either order.
 */
import { invalidCallMessage, NO_TRANSCRIPT_ERROR } from "./protocol";
import { connect, end, providerFinished } from "./call-transitions";
import { changed, isCallOver, isProcessingOver, type ConversationState } from "./state";
import {
  ANALYSIS_MAX_ATTEMPTS,
  ANALYSIS_RETRY_MS,
  AUDIO_WAIT_MS,
  backoffMs,
  PROVIDER_FETCH_MAX_ATTEMPTS,
  PROVIDER_FETCH_RETRY_MS,
} from "./timing";
import type { TranscriptArrival } from "../../lib/voice/transcript-mapping";

/** How the provider names the call an event is about. */
export interface CallIdentity {
  providerConversationId: string | null;
  callSid: string | null;
  agentId: string | null;
}

/**
 * Whether an event is about the call this conversation connected, not merely one that names it (the echoed
 * session id is only as good as the call that carried it). The provider's conversation id decides once we know
 * it (a browser call registers it before the call); before that, the Twilio call SID of the connected call.
 * A call that never connected takes nothing.
 */
export function isOwnCall(state: ConversationState, event: CallIdentity): boolean {
  if (state.call?.agentId && event.agentId && event.agentId !== state.call.agentId) return false;
  if (state.providerConversationId) return event.providerConversationId === state.providerConversationId;
  return state.call !== null && state.call.callSid !== null && event.callSid === state.call.callSid;
}

/** Why a browser call abandoned for not joining in time, whose link was then used, is no practice call. */
export const JOINED_LATE_REASON = "the call was joined after the minute it had to connect";

/**
 * The provider delivered the finished conversation: the provider's call is over (what it held is owed back, its
 * usage known), and the call is analysed unless it no longer is (a browser call abandoned for not joining in
 * time, whose link was used later anyway: its minutes count, and it is no practice call).
 */
export function transcriptArrived(
  state: ConversationState,
  arrival: TranscriptArrival,
  now: number,
): ConversationState {
  if (state.transcriptAt !== null) return state;
  const usage = {
    billedSecs: arrival.durationSecs,
    credits: arrival.credits,
    costUsd: arrival.costUsd,
    leadLatencyMs: arrival.leadLatencyMs,
  };
  if (isProcessingOver(state)) {
    const joinedLate = state.status === "abandoned" && state.channel === "browser";
    const call = state.call ?? {
      callSid: arrival.callSid,
      callerId: null,
      agentId: arrival.agentId,
      connectedAt: now - (arrival.durationSecs ?? 0) * 1000,
    };
    const late = changed(state, {
      transcriptAt: now,
      usage,
      call: joinedLate ? call : state.call,
      providerConversationId: state.providerConversationId ?? arrival.providerConversationId,
      ...(joinedLate
        ? { invalidReason: JOINED_LATE_REASON, errorMessage: invalidCallMessage(JOINED_LATE_REASON) }
        : {}),
    });
    return providerFinished(late, now);
  }
  // A browser call the provider confirms by delivering it, though the browser never said it had joined.
  const connected = state.call
    ? state
    : connect(
        state,
        { callSid: arrival.callSid, callerId: null, agentId: arrival.agentId },
        arrival.providerConversationId,
        now,
      ).state;
  const ended = end(connected, "provider", now);
  const audioIn = ended.audio.status === "completed" || ended.audioUnavailable;
  const arrived = changed(ended, {
    transcriptAt: now,
    usage,
    providerConversationId: ended.providerConversationId ?? arrival.providerConversationId,
    // A call kept open past its limit (a browser we cannot hang up) counts up to the limit only.
    providerDurationSecs: arrival.durationSecs === null ? null : Math.min(arrival.durationSecs, ended.limitSeconds),
    overrideSuccess: arrival.overrideEchoed,
    processing: { status: "processing", error: null },
    timers: {
      ...ended.timers,
      transcriptDue: null,
      audioDue: audioIn ? null : now + AUDIO_WAIT_MS,
      analyse: audioIn ? now : null,
    },
    attempts: { ...ended.attempts, providerFetch: 0 },
  });
  return providerFinished(arrived, now);
}

/**
 * The call happened but is not a valid practice call (the lead was not the session's persona, or trainee lines
 * were typed): it is never analysed, and the session says why. Its recording is still kept.
 */
export function invalidated(state: ConversationState, reason: string): ConversationState {
  if (isProcessingOver(state)) return state;
  const error = invalidCallMessage(reason);
  return changed(state, {
    invalidReason: reason,
    processing: { status: "failed", error },
    errorMessage: error,
    timers: { ...state.timers, transcriptDue: null, analyse: null },
  });
}

export type AudioAdmission = "accept" | "duplicate" | "closed";

/** Audio is on its way into storage: the job moves to processing. */
export function audioArriving(
  state: ConversationState,
  now: number,
): { state: ConversationState; admission: AudioAdmission } {
  if (state.audio.status === "completed") return { state, admission: "duplicate" };
  if (state.status === "abandoned" || state.status === "failed") return { state, admission: "closed" };
  if (state.audio.status === "processing") return { state, admission: "accept" };
  return {
    admission: "accept",
    state: changed(state, {
      audio: { ...state.audio, status: "processing", startedAt: now, error: null },
      processing: state.processing.status === "pending" ? { status: "processing", error: null } : state.processing,
    }),
  };
}

export function audioStored(
  state: ConversationState,
  stored: { key: string; size: number; expiresAt: number; providerConversationId: string | null },
  now: number,
): ConversationState {
  if (state.audio.status === "completed" || state.status === "abandoned" || state.status === "failed") return state;
  const arriving = audioArriving(state, now).state;
  const ended = isCallOver(arriving) ? arriving : end(arriving, "provider", now);
  return changed(ended, {
    providerConversationId: ended.providerConversationId ?? stored.providerConversationId,
    audio: {
      ...ended.audio,
      status: "completed",
      key: stored.key,
      size: stored.size,
      completedAt: now,
      expiresAt: stored.expiresAt,
      error: null,
    },
    processing: isProcessingOver(ended) ? ended.processing : { status: "processing", error: null },
    timers: {
      ...ended.timers,
      audioDue: null,
      analyse: ended.transcriptAt !== null && !isProcessingOver(ended) ? now : ended.timers.analyse,
    },
  });
}

/** No recording will come: analyse with the transcript alone. */
export function audioUnavailable(state: ConversationState, reason: string, now: number): ConversationState {
  if (state.audio.status === "completed" || state.audioUnavailable) return state;
  return changed(state, {
    audioUnavailable: true,
    audio: { ...state.audio, status: "failed", error: reason },
    timers: {
      ...state.timers,
      audioDue: null,
      analyse: state.transcriptAt !== null && !isProcessingOver(state) ? now : state.timers.analyse,
    },
  });
}

export function analysed(state: ConversationState, now: number): ConversationState {
  if (isProcessingOver(state)) return state;
  return changed(state, {
    analysedAt: now,
    processing: { status: "completed", error: null },
    timers: { ...state.timers, analyse: null },
  });
}

export function processingFailed(state: ConversationState, error: string, callFailed: boolean): ConversationState {
  if (isProcessingOver(state)) return state;
  return changed(state, {
    status: callFailed ? "failed" : state.status,
    processing: { status: "failed", error },
    audio:
      state.audio.status === "completed"
        ? state.audio
        : { ...state.audio, status: "failed", error: state.audio.error ?? error },
    errorMessage: error,
    timers: { ...state.timers, transcriptDue: null, audioDue: null, analyse: null },
  });
}

/** Asking the provider for the transcript failed or found nothing yet: try again later, or give up. */
export function providerFetchMissed(state: ConversationState, now: number): ConversationState {
  if (state.transcriptAt !== null) return state;
  const attempts = { ...state.attempts, providerFetch: state.attempts.providerFetch + 1 };
  if (attempts.providerFetch >= PROVIDER_FETCH_MAX_ATTEMPTS)
    return processingFailed({ ...state, attempts }, NO_TRANSCRIPT_ERROR, true);
  return { ...state, attempts, timers: { ...state.timers, transcriptDue: now + PROVIDER_FETCH_RETRY_MS } };
}

export function analysisMissed(state: ConversationState, error: string, now: number): ConversationState {
  const attempts = { ...state.attempts, analysis: state.attempts.analysis + 1 };
  if (attempts.analysis >= ANALYSIS_MAX_ATTEMPTS) return processingFailed({ ...state, attempts }, error, false);
  return {
    ...state,
    attempts,
    timers: { ...state.timers, analyse: now + backoffMs(ANALYSIS_RETRY_MS, attempts.analysis) },
  };
}
