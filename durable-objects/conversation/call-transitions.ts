/**
 * @file The call's own transitions: the trainee's call connects, the call ends, it never gets set up, and the
 * provider's call is over (only then is what the call held given back).
 */
import {
  HOLD_MARGIN_SECONDS,
  NO_BROWSER_CALL_ERROR,
  NO_CALL_ERROR,
  PROVIDER_MAX_CALL_SECONDS,
  SIGNED_URL_LIFETIME_SECONDS,
  type EndedBy,
} from "./protocol";
import { changed, isCallOver, isProcessingOver, type ConnectedCall, type ConversationState } from "./state";
import { CONNECT_RECHECK_MS, URL_CHECK_SLACK_MS, WEBHOOK_WAIT_MS } from "./timing";

export type ConnectOutcome =
  { state: ConversationState; accepted: true } | { state: ConversationState; accepted: false };

/** The trainee's call reached the line (or the browser joined). The same call again is fine; another call is not. */
export function connect(
  state: ConversationState,
  call: Omit<ConnectedCall, "connectedAt">,
  providerConversationId: string | null,
  now: number,
): ConnectOutcome {
  if (state.call) return { state, accepted: state.call.callSid === call.callSid && !isCallOver(state) };
  if (state.status !== "started") return { state, accepted: false };
  // Connected now, the provider ends the call within its maximum at the latest.
  const holdUntil = Math.min(state.holdUntil, now + (PROVIDER_MAX_CALL_SECONDS + HOLD_MARGIN_SECONDS) * 1000);
  return {
    accepted: true,
    state: changed(state, {
      status: "active",
      call: { ...call, connectedAt: now },
      providerConversationId: state.providerConversationId ?? providerConversationId,
      overrideApplied: true,
      holdUntil,
      timers: { ...state.timers, connectDue: null, holdDeadline: state.providerOverAt === null ? holdUntil : null },
    }),
  };
}

/**
 * The provider's call is over (or can no longer be running): the client's hold and the plan's slot are owed back,
 * and the call's usage can be settled. Ending the call on our side alone never does this: a browser call runs on
 * at the provider until the browser lets go.
 */
export function providerFinished(state: ConversationState, now: number): ConversationState {
  if (state.providerOverAt !== null) return state;
  return changed(state, {
    providerOverAt: now,
    pending: { ...state.pending, releaseHold: state.holdKey !== null, releasePlan: state.planPool !== null },
    timers: { ...state.timers, holdDeadline: null, urlCheck: null },
  });
}

/** What the conversation owes when its call is over on our side: the line back, and a live phone call hung up. */
function owedAtEnd(state: ConversationState, endedBy: EndedBy): ConversationState["pending"] {
  return {
    ...state.pending,
    releaseLine: state.phoneNumber !== null && state.callerNumber === null,
    hangUp: state.call !== null && state.call.callSid !== null && endedBy !== "provider",
  };
}

/**
 * Ends the call. A call that never connected is abandoned; nothing will come to analyse. A phone call that never
 * connected can no longer reach this conversation, so nothing is running at the provider; a browser's signed URL
 * may still be opened until it expires, so that is asked of the provider then.
 */
export function end(state: ConversationState, endedBy: EndedBy, now: number): ConversationState {
  if (isCallOver(state)) return state;
  const timers = { ...state.timers, connectDue: null, callLimit: null };
  const pending = owedAtEnd(state, endedBy);
  if (!state.call) {
    const browser = state.channel === "browser";
    const error = browser ? NO_BROWSER_CALL_ERROR : NO_CALL_ERROR;
    const abandoned = changed(state, {
      status: "abandoned",
      endedAt: now,
      endedBy,
      timers: browser
        ? { ...timers, urlCheck: state.startedAt + SIGNED_URL_LIFETIME_SECONDS * 1000 + URL_CHECK_SLACK_MS }
        : timers,
      // A whole line held for nobody: a strike against the client that leased it.
      pending: { ...pending, recordUndialled: state.undialledKey !== null },
      processing: { status: "failed", error },
      audio: { ...state.audio, status: "failed", error },
      errorMessage: error,
    });
    return browser ? abandoned : providerFinished(abandoned, now);
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

/** The provider could not say whether an abandoned browser call's link was used: ask again later (the deadline bounds it). */
export function linkCheckUnknown(state: ConversationState, now: number): ConversationState {
  if (state.providerOverAt !== null) return state;
  return { ...state, timers: { ...state.timers, urlCheck: now + CONNECT_RECHECK_MS } };
}

/** The provider knows the abandoned browser call's conversation: it was joined late and runs until it says otherwise. */
export function joinedLate(state: ConversationState): ConversationState {
  if (state.providerOverAt !== null) return state;
  return { ...state, timers: { ...state.timers, urlCheck: null } };
}

/** The provider could not set the call up at all. */
export function initiationFailed(state: ConversationState, reason: string, now: number): ConversationState {
  if (state.transcriptAt !== null || isProcessingOver(state)) return state;
  const error = `The call could not be connected (${reason}).`;
  const owed = isCallOver(state) ? state.pending : owedAtEnd(state, "provider");
  const failed = changed(state, {
    status: "failed",
    endedAt: state.endedAt ?? now,
    endedBy: state.endedBy ?? "provider",
    pending: { ...state.pending, releaseLine: state.pending.releaseLine || owed.releaseLine, hangUp: false },
    processing: { status: "failed", error },
    audio: { ...state.audio, status: "failed", error },
    errorMessage: error,
    timers: { ...state.timers, connectDue: null, callLimit: null, transcriptDue: null, audioDue: null, analyse: null },
  });
  return providerFinished(failed, now);
}
