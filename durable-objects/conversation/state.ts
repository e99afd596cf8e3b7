/**
 * @file The conversation's state machine, as pure functions over a plain object (the ConversationDO stores
 * it and runs the side effects). Call status: started → active → completed | failed | abandoned.
 * Processing: pending → processing → completed | failed. Every transition is idempotent; the transitions
 * themselves are in call-transitions.ts and delivery-transitions.ts.
 */
import type { DemoCallStatus, ProcessingStatus } from "../../domain/enums";
import type { CallPool } from "../../domain/voice-capacity";
import {
  CONNECT_WAIT_SECONDS,
  holdDeadline,
  type CallChannel,
  type ConversationKind,
  type EndedBy,
  type Persona,
  type StartInput,
} from "./protocol";

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

/** What the provider said the call cost and took (from the finished conversation). */
export interface ProviderUsage {
  /** The provider's measure of the call, uncapped (what it bills). */
  billedSecs: number | null;
  credits: number | null;
  costUsd: number | null;
  leadLatencyMs: number | null;
}

export type TimerName =
  "connectDue" | "callLimit" | "transcriptDue" | "audioDue" | "analyse" | "effects" | "holdDeadline" | "urlCheck";
export type Timers = Record<TimerName, number | null>;

export interface ConversationState {
  conversationId: string;
  kind: ConversationKind;
  channel: CallChannel;
  practiceSessionId: string | null;
  holdKey: string | null;
  planPool: CallPool | null;
  undialledKey: string | null;
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
  /** Why the call, though it happened, is not a valid practice call (it stays unscored); null when it is. */
  invalidReason: string | null;
  /**
   * When the provider's call was known to be over (its transcript, a failure to set it up, a hang-up Twilio
   * confirmed, the provider not knowing the conversation once its link expired, or its time being up): only then
   * is what the call held given back and its usage settled. Ending the call on our side is not enough.
   */
  providerOverAt: number | null;
  /** Until when the call may be live at the provider at the latest (the holdDeadline timer). */
  holdUntil: number;
  usage: ProviderUsage | null;
  timers: Timers;
  attempts: { providerFetch: number; analysis: number; effects: number };
  /** Side effects still owed to the outside world. */
  pending: {
    releaseLine: boolean;
    releaseHold: boolean;
    releasePlan: boolean;
    hangUp: boolean;
    recordUndialled: boolean;
  };
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
  const channel = input.channel ?? "phone";
  const holdUntil = holdDeadline(channel, now);
  return {
    conversationId: input.conversationId,
    kind: input.kind ?? "demo",
    channel,
    practiceSessionId: input.practiceSessionId ?? null,
    holdKey: input.holdKey ?? null,
    planPool: input.planPool ?? null,
    undialledKey: input.undialledKey ?? null,
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
    audio: {
      status: "pending",
      key: null,
      size: null,
      startedAt: null,
      completedAt: null,
      expiresAt: null,
      error: null,
    },
    audioUnavailable: false,
    analysedAt: null,
    errorMessage: null,
    invalidReason: null,
    providerOverAt: null,
    holdUntil,
    usage: null,
    timers: {
      connectDue: now + CONNECT_WAIT_SECONDS * 1000,
      callLimit: now + input.limitSeconds * 1000,
      transcriptDue: null,
      audioDue: null,
      analyse: null,
      effects: null,
      holdDeadline: holdUntil,
      urlCheck: null,
    },
    attempts: { providerFetch: 0, analysis: 0, effects: 0 },
    pending: { releaseLine: false, releaseHold: false, releasePlan: false, hangUp: false, recordUndialled: false },
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
    planPool: state.planPool ?? null,
    undialledKey: state.undialledKey ?? null,
    limitSeconds: state.limitSeconds ?? Math.round((state.endsAt - state.startedAt) / 1000),
    invalidReason: state.invalidReason ?? null,
    // Before holds lasted as long as the provider's call, they ended with ours.
    providerOverAt:
      state.providerOverAt !== undefined
        ? state.providerOverAt
        : FINAL_CALL.has(state.status)
          ? (state.endedAt ?? state.startedAt)
          : null,
    holdUntil: state.holdUntil ?? holdDeadline(state.channel ?? "phone", state.startedAt),
    usage: state.usage ?? null,
    timers: {
      ...state.timers,
      connectDue: state.timers.connectDue ?? null,
      holdDeadline:
        state.timers.holdDeadline !== undefined
          ? state.timers.holdDeadline
          : FINAL_CALL.has(state.status)
            ? null
            : holdDeadline(state.channel ?? "phone", state.startedAt),
      urlCheck: state.timers.urlCheck ?? null,
    },
    pending: {
      ...state.pending,
      releaseHold: state.pending.releaseHold ?? false,
      releasePlan: state.pending.releasePlan ?? false,
      recordUndialled: state.pending.recordUndialled ?? false,
    },
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
