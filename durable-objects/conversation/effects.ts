/**
 * @file The side effects a conversation owes the outside world, paid from its stored state: hang up a call
 * through Twilio, free the practice line, give back the client's hold and the voice plan's slot (once the
 * provider's call is over), bring the database mirror up to date. A failed effect stays owed
 * and is retried from the alarm, backing off, until it succeeds or is given up.
 */
import type { TranscriptEntry } from "../../domain/analysis";
import type { AnalysisResult } from "../../domain/analysis-result";
import { openDatabase } from "../../lib/db/client";
import { errorSummary } from "../../lib/db/error-summary";
import { twilioTarget, type VoiceNetwork } from "../../lib/voice/provider-config";
import { hangUpCall, type HangUpResult } from "../../lib/voice/twilio";
import { VOICE_PLAN_NAME } from "../voice-plan/protocol";
import { providerFinished } from "./call-transitions";
import { UNDIALLED_STRIKE_WINDOW_MS } from "./protocol";
import { mirrorConversation } from "./mirror";
import type { ConversationState } from "./state";
import type { ConversationStore } from "./storage";
import { backoffMs, EFFECTS_MAX_ATTEMPTS, EFFECTS_RETRY_MS } from "./timing";

export interface EffectsContext {
  env: Env;
  store: ConversationStore;
  network: () => VoiceNetwork;
}

function warn(event: string, fields: Record<string, unknown>): void {
  console.warn(JSON.stringify({ level: "warn", event, ...fields }));
}

export async function payOwedEffects({ env, store, network }: EffectsContext): Promise<void> {
  const before = store.read();
  if (!before) return;
  let failed = false;
  if (before.pending.hangUp) {
    // One attempt: the agent's own call cap ends the call at the provider if this fails.
    const result = await hangUp(env, network(), before).catch((error): HangUpResult => {
      warn("hangup-failed", { error: errorSummary(error) });
      return "failed";
    });
    // Twilio ended the phone call (or it had ended): nothing of it runs at the provider any more.
    const over = result === "hung-up" || result === "already-ended";
    store.patch((s) => {
      const cleared = { ...s, pending: { ...s.pending, hangUp: false } };
      return over ? providerFinished(cleared, Date.now()) : cleared;
    });
  }
  const state = store.read()!;
  /** Gives something back the call held; false when it could not be (it stays owed, retried later). */
  async function giveBack(
    owed: "releaseLine" | "releaseHold" | "releasePlan" | "recordUndialled",
    release: () => Promise<void>,
    event: string,
  ): Promise<boolean> {
    try {
      await release();
      store.patch((s) => ({ ...s, pending: { ...s.pending, [owed]: false } }));
      return true;
    } catch (error) {
      warn(event, { error: errorSummary(error) });
      return false;
    }
  }
  const { phoneNumber, holdKey, conversationId } = state;
  if (state.pending.releaseLine && phoneNumber) {
    failed =
      !(await giveBack(
        "releaseLine",
        () => env.PHONE_LINES.getByName(phoneNumber).release(conversationId),
        "line-release-failed",
      )) || failed;
  }
  if (state.pending.releaseHold && holdKey) {
    failed =
      !(await giveBack(
        "releaseHold",
        () => env.RATE_LIMITER.getByName(holdKey).release(conversationId),
        "client-hold-release-failed",
      )) || failed;
  }
  if (state.pending.recordUndialled && state.undialledKey) {
    const key = state.undialledKey;
    failed =
      !(await giveBack(
        "recordUndialled",
        () => env.RATE_LIMITER.getByName(key).strike(UNDIALLED_STRIKE_WINDOW_MS),
        "undialled-strike-failed",
      )) || failed;
  }
  if (state.pending.releasePlan) {
    failed =
      !(await giveBack(
        "releasePlan",
        () => env.VOICE_PLAN.getByName(VOICE_PLAN_NAME).release(conversationId),
        "plan-slot-release-failed",
      )) || failed;
  }
  const snapshot = store.read()!;
  if (snapshot.version > snapshot.syncedVersion) {
    try {
      await mirror(env, snapshot, store);
      store.patch((s) => ({ ...s, syncedVersion: Math.max(s.syncedVersion, snapshot.version) }));
    } catch (error) {
      failed = true;
      warn("call-log-mirror-failed", { conversationId: snapshot.conversationId, error: errorSummary(error) });
    }
  }
  const attempts = failed ? store.read()!.attempts.effects + 1 : 0;
  const giveUp = attempts >= EFFECTS_MAX_ATTEMPTS;
  if (giveUp)
    console.error(JSON.stringify({ level: "error", event: "effects-abandoned", conversationId: state.conversationId }));
  store.patch((s) => ({
    ...s,
    attempts: { ...s.attempts, effects: giveUp ? 0 : attempts },
    timers: { ...s.timers, effects: failed && !giveUp ? Date.now() + backoffMs(EFFECTS_RETRY_MS, attempts) : null },
  }));
  await store.scheduleAlarm();
}

/** Writes the conversation's snapshot, with its documents, to Postgres. */
export async function mirror(
  env: Env,
  state: ConversationState,
  store: ConversationStore,
  documents: { transcript?: TranscriptEntry[] | null; analysis?: AnalysisResult | null } = {},
): Promise<void> {
  const handle = openDatabase(env);
  try {
    await mirrorConversation(handle.db, state, {
      transcript: documents.transcript ?? store.readDocument<TranscriptEntry[]>("transcript"),
      analysis: documents.analysis ?? store.readDocument<AnalysisResult>("analysis"),
    });
  } finally {
    await handle.close().catch(() => {});
  }
}

/** Hangs the phone call up through Twilio; "failed" also when there is no way to (nothing confirms the call ended). */
async function hangUp(env: Env, network: VoiceNetwork, state: ConversationState): Promise<HangUpResult> {
  const target = twilioTarget(env, network);
  const callSid = state.call?.callSid;
  if (!target || !callSid || callSid === "unknown") return "failed";
  return hangUpCall({ ...target, callSid, fetch: network.fetch });
}
