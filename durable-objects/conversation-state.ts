/**
 * @file The conversation's state machine, as pure functions over a plain object (the ConversationDO stores
 * it and runs the side effects). Call status: started → active → completed | failed | abandoned.
 * Processing: pending → processing → completed | failed. Every transition is idempotent.
 */
import type { DemoCallStatus, ProcessingStatus, Vertical } from "../domain/enums";
import {
  ANALYSIS_MAX_ATTEMPTS,
  ANALYSIS_RETRY_MS,
  AUDIO_WAIT_MS,
  backoffMs,
  PROVIDER_FETCH_MAX_ATTEMPTS,
  PROVIDER_FETCH_RETRY_MS,
  WEBHOOK_WAIT_MS,
} from "../worker/pipeline/timing";

export type EndedBy = "trainee" | "timeout" | "provider";

export interface Persona {
  scenarioId: string | null;
  scenarioName: string;
  vertical: Vertical;
  prompt: string;
  firstMessage: string;
  voiceId: string;
  customInstructions: string | null;
}

export interface ConnectedCall {
  callSid: string;
  callerId: string | null;
  agentId: string | null;
  connectedAt: number;
}

export interface AudioJob {
  status: ProcessingStatus;
  key: string | null;
  size: number | null;
  startedAt: number | null;
  completedAt: number | null;
  expiresAt: number | null;
  error: string | null;
}

export type TimerName = "callLimit" | "transcriptDue" | "audioDue" | "analyse" | "effects";
export type Timers = Record<TimerName, number | null>;

export interface ConversationState {
  conversationId: string;
  status: DemoCallStatus;
  startedAt: number;
  endsAt: number;
  endedAt: number | null;
  endedBy: EndedBy | null;
  phoneNumber: string | null;
  phoneNumberId: string | null;
  jobId: string | null;
  persona: Persona | null;
  call: ConnectedCall | null;
  providerConversationId: string | null;
  overrideApplied: boolean;
  overrideSuccess: boolean | null;
  providerDurationSecs: number | null;
  processing: { status: ProcessingStatus; error: string | null };
  transcriptAt: number | null;
  audio: AudioJob;
  /** The provider has no recording (or we gave up asking); analysis goes ahead without it. */
  audioUnavailable: boolean;
  analysedAt: number | null;
  errorMessage: string | null;
  timers: Timers;
  attempts: { providerFetch: number; analysis: number; effects: number };
  /** Side effects still owed to the outside world. */
  pending: { releaseLine: boolean; hangUp: boolean };
  /** Bumped on every change the database mirror must see; `syncedVersion` is what it has seen. */
  version: number;
  syncedVersion: number;
}

export interface StartInput {
  conversationId: string;
  limitSeconds: number;
  phoneNumber?: string | null;
  phoneNumberId?: string | null;
  jobId?: string | null;
  persona?: Persona | null;
  now?: number;
}

const FINAL_CALL: ReadonlySet<DemoCallStatus> = new Set(["completed", "failed", "abandoned"]);
const FINAL_PROCESSING: ReadonlySet<ProcessingStatus> = new Set(["completed", "failed"]);

export const NO_CALL_ERROR = "No call reached the practice line, so there is nothing to analyse.";
export const NO_TRANSCRIPT_ERROR = "The voice provider never delivered the call's transcript.";
export const NO_AUDIO_ERROR = "The voice provider never delivered the call's audio.";
export const NO_TRAINEE_SPEECH_ERROR = "The call has no words from you, so there is nothing to analyse.";

export function isCallOver(state: ConversationState): boolean {
  return FINAL_CALL.has(state.status);
}

export function isProcessingOver(state: ConversationState): boolean {
  return FINAL_PROCESSING.has(state.processing.status);
}

export function initialState(input: StartInput, now: number): ConversationState {
  return {
    conversationId: input.conversationId,
    status: "started",
    startedAt: now,
    endsAt: now + input.limitSeconds * 1000,
    endedAt: null,
    endedBy: null,
    phoneNumber: input.phoneNumber ?? null,
    phoneNumberId: input.phoneNumberId ?? null,
    jobId: input.jobId ?? null,
    persona: input.persona ?? null,
    call: null,
    providerConversationId: null,
    overrideApplied: false,
    overrideSuccess: null,
    providerDurationSecs: null,
    processing: { status: "pending", error: null },
    transcriptAt: null,
    audio: { status: "pending", key: null, size: null, startedAt: null, completedAt: null, expiresAt: null, error: null },
    audioUnavailable: false,
    analysedAt: null,
    errorMessage: null,
    timers: { callLimit: now + input.limitSeconds * 1000, transcriptDue: null, audioDue: null, analyse: null, effects: null },
    attempts: { providerFetch: 0, analysis: 0, effects: 0 },
    pending: { releaseLine: false, hangUp: false },
    version: 1,
    syncedVersion: 0,
  };
}

function changed(state: ConversationState, patch: Partial<ConversationState>): ConversationState {
  return { ...state, ...patch, version: state.version + 1 };
}

export type ConnectOutcome = { state: ConversationState; accepted: true } | { state: ConversationState; accepted: false };

/** The trainee's call reached the line. The same call again is fine; another call is not. */
export function connect(
  state: ConversationState,
  call: Omit<ConnectedCall, "connectedAt">,
  providerConversationId: string | null,
  now: number,
): ConnectOutcome {
  if (state.call) return { state, accepted: state.call.callSid === call.callSid && !isCallOver(state) };
  if (state.status !== "started") return { state, accepted: false };
  return {
    accepted: true,
    state: changed(state, {
      status: "active",
      call: { ...call, connectedAt: now },
      providerConversationId: state.providerConversationId ?? providerConversationId,
      overrideApplied: true,
    }),
  };
}

/** Ends the call. A call that never connected is abandoned; nothing will come to analyse. */
export function end(state: ConversationState, endedBy: EndedBy, now: number): ConversationState {
  if (isCallOver(state)) return state;
  const timers = { ...state.timers, callLimit: null };
  const pending = { releaseLine: state.phoneNumber !== null, hangUp: state.call !== null && endedBy !== "provider" };
  if (!state.call) {
    return changed(state, {
      status: "abandoned",
      endedAt: now,
      endedBy,
      timers,
      pending,
      processing: { status: "failed", error: NO_CALL_ERROR },
      audio: { ...state.audio, status: "failed", error: NO_CALL_ERROR },
      errorMessage: NO_CALL_ERROR,
    });
  }
  return changed(state, {
    status: "completed",
    endedAt: now,
    endedBy,
    pending,
    timers: { ...timers, transcriptDue: state.transcriptAt === null ? now + WEBHOOK_WAIT_MS : null },
  });
}

/** The provider could not set the call up at all. */
export function initiationFailed(state: ConversationState, reason: string, now: number): ConversationState {
  if (state.transcriptAt !== null || isProcessingOver(state)) return state;
  const error = `The call could not be connected (${reason}).`;
  return changed(state, {
    status: "failed",
    endedAt: state.endedAt ?? now,
    endedBy: state.endedBy ?? "provider",
    pending: { releaseLine: state.pending.releaseLine || (state.phoneNumber !== null && !isCallOver(state)), hangUp: false },
    processing: { status: "failed", error },
    audio: { ...state.audio, status: "failed", error },
    errorMessage: error,
    timers: { callLimit: null, transcriptDue: null, audioDue: null, analyse: null, effects: state.timers.effects },
  });
}

export interface TranscriptArrival {
  providerConversationId: string | null;
  callSid: string | null;
  agentId: string | null;
  durationSecs: number | null;
  overrideEchoed: boolean;
}

export function transcriptArrived(state: ConversationState, arrival: TranscriptArrival, now: number): ConversationState {
  if (state.transcriptAt !== null || isProcessingOver(state)) return state;
  const connected = state.call
    ? state
    : connect(state, { callSid: arrival.callSid ?? "unknown", callerId: null, agentId: arrival.agentId }, arrival.providerConversationId, now).state;
  const ended = end(connected, "provider", now);
  const audioIn = ended.audio.status === "completed" || ended.audioUnavailable;
  return changed(ended, {
    transcriptAt: now,
    providerConversationId: ended.providerConversationId ?? arrival.providerConversationId,
    providerDurationSecs: arrival.durationSecs,
    overrideSuccess: arrival.overrideEchoed,
    processing: { status: "processing", error: null },
    timers: { ...ended.timers, transcriptDue: null, audioDue: audioIn ? null : now + AUDIO_WAIT_MS, analyse: audioIn ? now : null },
    attempts: { ...ended.attempts, providerFetch: 0 },
  });
}

export type AudioAdmission = "accept" | "duplicate" | "closed";

/** Audio is on its way into storage: the job moves to processing. */
export function audioArriving(state: ConversationState, now: number): { state: ConversationState; admission: AudioAdmission } {
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
    audio: { ...ended.audio, status: "completed", key: stored.key, size: stored.size, completedAt: now, expiresAt: stored.expiresAt, error: null },
    processing: isProcessingOver(ended) ? ended.processing : { status: "processing", error: null },
    timers: { ...ended.timers, audioDue: null, analyse: ended.transcriptAt !== null && !isProcessingOver(ended) ? now : ended.timers.analyse },
  });
}

/** No recording will come: analyse with the transcript alone. */
export function audioUnavailable(state: ConversationState, reason: string, now: number): ConversationState {
  if (state.audio.status === "completed" || state.audioUnavailable) return state;
  return changed(state, {
    audioUnavailable: true,
    audio: { ...state.audio, status: "failed", error: reason },
    timers: { ...state.timers, audioDue: null, analyse: state.transcriptAt !== null && !isProcessingOver(state) ? now : state.timers.analyse },
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
    audio: state.audio.status === "completed" ? state.audio : { ...state.audio, status: "failed", error: state.audio.error ?? error },
    errorMessage: error,
    timers: { ...state.timers, transcriptDue: null, audioDue: null, analyse: null },
  });
}

/** Asking the provider for the transcript failed or found nothing yet: try again later, or give up. */
export function providerFetchMissed(state: ConversationState, now: number): ConversationState {
  if (state.transcriptAt !== null) return state;
  const attempts = { ...state.attempts, providerFetch: state.attempts.providerFetch + 1 };
  if (attempts.providerFetch >= PROVIDER_FETCH_MAX_ATTEMPTS) return processingFailed({ ...state, attempts }, NO_TRANSCRIPT_ERROR, true);
  return { ...state, attempts, timers: { ...state.timers, transcriptDue: now + PROVIDER_FETCH_RETRY_MS } };
}

export function analysisMissed(state: ConversationState, error: string, now: number): ConversationState {
  const attempts = { ...state.attempts, analysis: state.attempts.analysis + 1 };
  if (attempts.analysis >= ANALYSIS_MAX_ATTEMPTS) return processingFailed({ ...state, attempts }, error, false);
  return { ...state, attempts, timers: { ...state.timers, analyse: now + backoffMs(ANALYSIS_RETRY_MS, attempts.analysis) } };
}

export function nextTimer(timers: Timers): number | null {
  let next: number | null = null;
  for (const at of Object.values(timers)) if (at !== null && (next === null || at < next)) next = at;
  return next;
}

export function dueTimers(timers: Timers, now: number): TimerName[] {
  return (Object.keys(timers) as TimerName[]).filter((name) => timers[name] !== null && timers[name]! <= now);
}
