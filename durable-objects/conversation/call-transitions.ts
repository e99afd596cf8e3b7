/** @file The call's own transitions: the trainee's call connects, the call ends, or it never gets set up. */
import { NO_CALL_ERROR, type EndedBy } from "./protocol";
import { changed, isCallOver, isProcessingOver, type ConnectedCall, type ConversationState } from "./state";
import { WEBHOOK_WAIT_MS } from "./timing";

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
