/** @file The call's own transitions: the trainee's call connects, the call ends, or it never gets set up. */
import { NO_BROWSER_CALL_ERROR, NO_CALL_ERROR, type EndedBy } from "./protocol";
import { changed, isCallOver, isProcessingOver, type ConnectedCall, type ConversationState } from "./state";
import { CONNECT_RECHECK_MS, WEBHOOK_WAIT_MS } from "./timing";

export type ConnectOutcome = { state: ConversationState; accepted: true } | { state: ConversationState; accepted: false };

/** The trainee's call reached the line (or the browser joined). The same call again is fine; another call is not. */
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
      timers: { ...state.timers, connectDue: null },
    }),
  };
}

/** What the conversation owes when its call is over: the line and the client's hold back, and a live call hung up. */
function owedAtEnd(state: ConversationState, endedBy: EndedBy): ConversationState["pending"] {
  return {
    releaseLine: state.phoneNumber !== null && state.callerNumber === null,
    releaseHold: state.holdKey !== null,
    hangUp: state.call !== null && state.call.callSid !== null && endedBy !== "provider",
  };
}

/** Ends the call. A call that never connected is abandoned; nothing will come to analyse. */
export function end(state: ConversationState, endedBy: EndedBy, now: number): ConversationState {
  if (isCallOver(state)) return state;
  const timers = { ...state.timers, connectDue: null, callLimit: null };
  const pending = owedAtEnd(state, endedBy);
  if (!state.call) {
    const error = state.channel === "browser" ? NO_BROWSER_CALL_ERROR : NO_CALL_ERROR;
    return changed(state, {
      status: "abandoned",
      endedAt: now,
      endedBy,
      timers,
      pending,
      processing: { status: "failed", error },
      audio: { ...state.audio, status: "failed", error },
      errorMessage: error,
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

/** The provider could not say whether the browser joined: ask again a little later. */
export function connectionUnknown(state: ConversationState, now: number): ConversationState {
  if (state.call || isCallOver(state)) return state;
  return { ...state, timers: { ...state.timers, connectDue: now + CONNECT_RECHECK_MS } };
}

/** The provider could not set the call up at all. */
export function initiationFailed(state: ConversationState, reason: string, now: number): ConversationState {
  if (state.transcriptAt !== null || isProcessingOver(state)) return state;
  const error = `The call could not be connected (${reason}).`;
  const owed = isCallOver(state) ? state.pending : owedAtEnd(state, "provider");
  return changed(state, {
    status: "failed",
    endedAt: state.endedAt ?? now,
    endedBy: state.endedBy ?? "provider",
    pending: {
      releaseLine: state.pending.releaseLine || owed.releaseLine,
      releaseHold: state.pending.releaseHold || owed.releaseHold,
      hangUp: false,
    },
    processing: { status: "failed", error },
    audio: { ...state.audio, status: "failed", error },
    errorMessage: error,
    timers: { connectDue: null, callLimit: null, transcriptDue: null, audioDue: null, analyse: null, effects: state.timers.effects },
  });
}
