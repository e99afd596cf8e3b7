/**
 * @file The conversation's state machine, as pure functions over a plain object (the ConversationDO stores
 * it and runs the side effects). Call status: started → active → completed | failed | abandoned.
 * Processing: pending → processing → completed | failed. Every transition is idempotent; the transitions
 * themselves are in call-transitions.ts and delivery-transitions.ts.
 */
import type { DemoCallStatus, ProcessingStatus } from "../../domain/enums";
import { CONNECT_WAIT_SECONDS, type CallChannel, type ConversationKind, type EndedBy, type Persona, type StartInput } from "./protocol";

export interface ConnectedCall {
  /** Twilio's call SID for a phone call; null for a browser call. */
  callSid: string | null;
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

export type TimerName = "connectDue" | "callLimit" | "transcriptDue" | "audioDue" | "analyse" | "effects";
export type Timers = Record<TimerName, number | null>;

export interface ConversationState {
  conversationId: string;
  kind: ConversationKind;
  channel: CallChannel;
  practiceSessionId: string | null;
  holdKey: string | null;
  status: DemoCallStatus;
  startedAt: number;
  limitSeconds: number;
  endsAt: number;
  endedAt: number | null;
  endedBy: EndedBy | null;
  phoneNumber: string | null;
  phoneNumberId: string | null;
  callerNumber: string | null;
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
  pending: { releaseLine: boolean; releaseHold: boolean; hangUp: boolean };
  /** Bumped on every change the database mirror must see; `syncedVersion` is what it has seen. */
  version: number;
  syncedVersion: number;
}

const FINAL_CALL: ReadonlySet<DemoCallStatus> = new Set(["completed", "failed", "abandoned"]);
const FINAL_PROCESSING: ReadonlySet<ProcessingStatus> = new Set(["completed", "failed"]);

export function isCallOver(state: ConversationState): boolean {
  return FINAL_CALL.has(state.status);
}

export function isProcessingOver(state: ConversationState): boolean {
  return FINAL_PROCESSING.has(state.processing.status);
}

export function initialState(input: StartInput, now: number): ConversationState {
  return {
    conversationId: input.conversationId,
    kind: input.kind ?? "demo",
    channel: input.channel ?? "phone",
    practiceSessionId: input.practiceSessionId ?? null,
    holdKey: input.holdKey ?? null,
    status: "started",
    startedAt: now,
    limitSeconds: input.limitSeconds,
    endsAt: now + input.limitSeconds * 1000,
    endedAt: null,
    endedBy: null,
    phoneNumber: input.phoneNumber ?? null,
    phoneNumberId: input.phoneNumberId ?? null,
    callerNumber: input.callerNumber ?? null,
    jobId: input.jobId ?? null,
    persona: input.persona ?? null,
    call: null,
    providerConversationId: input.providerConversationId ?? null,
    overrideApplied: false,
    overrideSuccess: null,
    providerDurationSecs: null,
    processing: { status: "pending", error: null },
    transcriptAt: null,
    audio: { status: "pending", key: null, size: null, startedAt: null, completedAt: null, expiresAt: null, error: null },
    audioUnavailable: false,
    analysedAt: null,
    errorMessage: null,
    timers: {
      connectDue: now + CONNECT_WAIT_SECONDS * 1000,
      callLimit: now + input.limitSeconds * 1000,
      transcriptDue: null,
      audioDue: null,
      analyse: null,
      effects: null,
    },
    attempts: { providerFetch: 0, analysis: 0, effects: 0 },
    pending: { releaseLine: false, releaseHold: false, hangUp: false },
    version: 1,
    syncedVersion: 0,
  };
}

export function changed(state: ConversationState, patch: Partial<ConversationState>): ConversationState {
  return { ...state, ...patch, version: state.version + 1 };
}

/** A state stored before a field existed reads with that field's neutral value (a deploy meets live calls). */
export function withDefaults(stored: ConversationState): ConversationState {
  const state = stored as Partial<ConversationState> & ConversationState;
  return {
    ...state,
    kind: state.kind ?? "demo",
    channel: state.channel ?? "phone",
    practiceSessionId: state.practiceSessionId ?? null,
    holdKey: state.holdKey ?? null,
    callerNumber: state.callerNumber ?? null,
    limitSeconds: state.limitSeconds ?? Math.round((state.endsAt - state.startedAt) / 1000),
    timers: { ...state.timers, connectDue: state.timers.connectDue ?? null },
    pending: { ...state.pending, releaseHold: state.pending.releaseHold ?? false },
  };
}

export function nextTimer(timers: Timers): number | null {
  let next: number | null = null;
  for (const at of Object.values(timers)) if (at !== null && (next === null || at < next)) next = at;
  return next;
}

export function dueTimers(timers: Timers, now: number): TimerName[] {
  return (Object.keys(timers) as TimerName[]).filter((name) => timers[name] !== null && timers[name]! <= now);
}
