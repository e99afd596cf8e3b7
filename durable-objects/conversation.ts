import { DurableObject } from "cloudflare:workers";
import type { AnalysisResult, TranscriptEntry } from "../domain/analysis";
import type { ProcessingStatusResponse } from "../domain/demo";
import { openDatabase } from "../db/client";
import { errorSummary } from "../worker/lib/error-summary";
import { analyseCall } from "../worker/pipeline/analyse-call";
import { retentionExpiry, storeCallAudio } from "../worker/pipeline/audio-storage";
import { mirrorConversation } from "../worker/pipeline/call-log-mirror";
import { findProviderConversation, isFinished } from "../worker/pipeline/provider-lookup";
import { backoffMs, EFFECTS_MAX_ATTEMPTS, EFFECTS_RETRY_MS } from "../worker/pipeline/timing";
import { elevenLabsClient, providerFetch, twilioTarget } from "../worker/voice/provider-config";
import { toTranscriptEntries, transcriptArrival } from "../worker/voice/transcript-mapping";
import { hangUpCall } from "../worker/voice/twilio";
import {
  analysed,
  analysisMissed,
  audioArriving,
  audioStored,
  audioUnavailable,
  connect,
  dueTimers,
  end,
  initialState,
  initiationFailed,
  isCallOver,
  isProcessingOver,
  NO_AUDIO_ERROR,
  NO_TRAINEE_SPEECH_ERROR,
  NO_TRANSCRIPT_ERROR,
  nextTimer,
  processingFailed,
  providerFetchMissed,
  transcriptArrived,
  type AudioAdmission,
  type ConversationState,
  type EndedBy,
  type Persona,
  type StartInput,
  type TranscriptArrival,
} from "./conversation-state";

export type { ConversationState, EndedBy, Persona } from "./conversation-state";

export type ConnectResult = { accepted: true; persona: Persona; sessionId: string } | { accepted: false };
export type DeliveryOutcome = "stored" | "duplicate" | "unknown";

const SCHEMA = [
  "CREATE TABLE IF NOT EXISTS conversation (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL, alarm_at INTEGER)",
  "CREATE TABLE IF NOT EXISTS document (name TEXT PRIMARY KEY, body TEXT NOT NULL)",
];

/**
 * One per conversation (named by our conversation id): the call's state machine, its time-limit alarm, the
 * wait for the provider's webhooks (with a REST fallback), the analysis, and the database mirror. Every
 * step is idempotent: alarms are at-least-once and webhooks may come twice. Side effects (line release,
 * hang-up, mirror) are owed in the stored state and retried by the alarm until they succeed.
 */
export class ConversationDO extends DurableObject<Env> {
  private exists = false;
  private effectsRun: Promise<void> | null = null;
  private effectsAgain = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Tables are created by start() only, so probing an unknown id stores nothing.
    ctx.blockConcurrencyWhile(async () => {
      this.exists =
        this.ctx.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'conversation'").toArray().length > 0;
    });
  }

  async start(input: StartInput): Promise<ConversationState> {
    const existing = this.read();
    if (existing) return existing;
    for (const statement of SCHEMA) this.ctx.storage.sql.exec(statement);
    this.exists = true;
    const state = initialState(input, input.now ?? Date.now());
    this.write(state);
    await this.scheduleAlarm();
    return state;
  }

  async getState(): Promise<ConversationState | null> {
    return this.read();
  }

  /** What the demo polls: answered from this object's storage alone. */
  async processingStatus(): Promise<ProcessingStatusResponse | null> {
    const state = this.read();
    if (!state) return null;
    const ready = state.processing.status === "completed";
    const analysis = ready ? this.readDocument<AnalysisResult>("analysis") : null;
    return {
      processingStatus: state.processing.status,
      isReady: ready,
      jobId: state.jobId,
      error: state.processing.error,
      callStatus: state.status,
      ...(analysis ? { analysis } : {}),
    };
  }

  /**
   * Retention or a deletion request: forgets everything this conversation stored (transcript, caller, the
   * trainee's notes, analysis). Afterwards it answers like a conversation that never existed.
   */
  async erase(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.exists = false;
  }

  async getTranscript(): Promise<TranscriptEntry[] | null> {
    return this.exists ? this.readDocument<TranscriptEntry[]>("transcript") : null;
  }

  /** The conversation-initiation webhook: the trainee's call reached the leased line. */
  async connectCall(call: {
    callSid: string;
    callerId: string | null;
    agentId: string | null;
    providerConversationId: string | null;
    now?: number;
  }): Promise<ConnectResult> {
    const state = this.read();
    if (!state?.persona) return { accepted: false };
    const outcome = connect(state, call, call.providerConversationId, call.now ?? Date.now());
    if (!outcome.accepted) return { accepted: false };
    if (outcome.state !== state) {
      this.write(outcome.state);
      await this.settle();
    }
    return { accepted: true, persona: state.persona, sessionId: state.conversationId };
  }

  async end(endedBy: EndedBy, now = Date.now()): Promise<ConversationState | null> {
    const state = this.read();
    if (!state) return null;
    const next = end(state, endedBy, now);
    if (next !== state) {
      this.write(next);
      await this.scheduleAlarm();
      await this.settle();
    }
    return this.read();
  }

  async recordTranscript(input: {
    entries: TranscriptEntry[];
    arrival: TranscriptArrival;
    hasAudio: boolean | null;
    now?: number;
  }): Promise<DeliveryOutcome> {
    const state = this.read();
    if (!state) return "unknown";
    const now = input.now ?? Date.now();
    let next = transcriptArrived(state, input.arrival, now);
    if (next === state) return "duplicate";
    if (input.hasAudio === false) next = audioUnavailable(next, "The voice provider kept no recording of this call.", now);
    this.writeDocument("transcript", input.entries);
    this.write(next);
    await this.scheduleAlarm();
    await this.settle();
    return "stored";
  }

  /** Before the audio goes to R2: whether it is wanted (not stored already, conversation not closed). */
  async audioArriving(now = Date.now()): Promise<AudioAdmission | "unknown"> {
    const state = this.read();
    if (!state) return "unknown";
    const outcome = audioArriving(state, now);
    if (outcome.state !== state) {
      this.write(outcome.state);
      await this.settle();
    }
    return outcome.admission;
  }

  async recordAudio(input: { key: string; size: number; providerConversationId: string | null; now?: number }): Promise<DeliveryOutcome> {
    const state = this.read();
    if (!state) return "unknown";
    const now = input.now ?? Date.now();
    const next = audioStored(state, { ...input, expiresAt: retentionExpiry(this.env, now) }, now);
    if (next === state) return "duplicate";
    this.write(next);
    await this.scheduleAlarm();
    await this.settle();
    return "stored";
  }

  async recordInitiationFailure(reason: string, now = Date.now()): Promise<DeliveryOutcome> {
    const state = this.read();
    if (!state) return "unknown";
    const next = initiationFailed(state, reason, now);
    if (next === state) return "duplicate";
    this.write(next);
    await this.scheduleAlarm();
    await this.settle();
    return "stored";
  }

  /** The hourly cron's last resort for a conversation that never settled: runs what is due, then gives up. */
  async expire(reason: string, now = Date.now()): Promise<ConversationState | null> {
    if (!this.read()) return null;
    await this.runDue(now);
    const state = this.read()!;
    if (!isCallOver(state)) this.write(end(state, "timeout", now));
    const ended = this.read()!;
    if (!isProcessingOver(ended)) this.write(processingFailed(ended, reason, true));
    const closed = this.read()!;
    if (closed.audio.status === "pending" || closed.audio.status === "processing") this.write(audioUnavailable(closed, reason, now));
    await this.scheduleAlarm();
    await this.settle();
    return this.read();
  }

  override async alarm(): Promise<void> {
    const stored = this.ctx.storage.sql.exec<{ alarm_at: number | null }>("SELECT alarm_at FROM conversation WHERE id = 1").toArray()[0];
    if (!stored) return;
    // The alarm we scheduled means its time has come, even when a test runs it early. An alarm already on its
    // way when a later one replaced it (that one is still pending) only runs what is due by the clock.
    const superseded = (await this.ctx.storage.getAlarm()) !== null;
    await this.runDue(superseded ? Date.now() : Math.max(Date.now(), stored.alarm_at ?? 0));
    await this.settle();
    await this.scheduleAlarm();
  }

  private async runDue(now: number): Promise<void> {
    const state = this.read();
    if (!state) return;
    const due = new Set(dueTimers(state.timers, now));
    if (due.has("callLimit")) this.write(end(state, "timeout", now));
    if (due.has("transcriptDue")) await this.fetchTranscriptFromProvider(now);
    else if (due.has("audioDue")) await this.fetchAudioFromProvider(now);
    const current = this.read()!;
    if (current.timers.analyse !== null && current.timers.analyse <= now) await this.analyse(now);
  }

  /** The transcript webhook did not come in time: ask the provider's REST API (retried, then given up). */
  private async fetchTranscriptFromProvider(now: number): Promise<void> {
    const state = this.read()!;
    const client = elevenLabsClient(this.env, providerFetch(this.env, this.ctx));
    try {
      const details = client
        ? await findProviderConversation(client, {
            providerConversationId: state.providerConversationId,
            sessionId: state.conversationId,
            callSid: state.call?.callSid ?? null,
            agentId: state.call?.agentId ?? this.env.ELEVENLABS_AGENT_ID ?? null,
            startedAtMs: state.startedAt,
            connectedAtMs: state.call?.connectedAt ?? null,
            endedAtMs: state.endedAt,
          })
        : null;
      if (!details || !isFinished(details)) {
        this.write(providerFetchMissed(this.read()!, now));
        return;
      }
      await this.recordTranscript({
        entries: toTranscriptEntries(details.transcript),
        arrival: transcriptArrival(details),
        hasAudio: details.has_audio ?? null,
        now,
      });
    } catch (error) {
      console.warn(JSON.stringify({ level: "warn", event: "provider-fetch-failed", conversationId: state.conversationId, error: String(error) }));
      this.write(providerFetchMissed(this.read()!, now));
      return;
    }
    // No transcript webhook usually means no audio webhook either.
    await this.fetchAudioFromProvider(now);
  }

  /** Audio that did not come by webhook: one REST request; without it the analysis goes ahead (late audio is still taken). */
  private async fetchAudioFromProvider(now: number): Promise<void> {
    const state = this.read()!;
    if (state.transcriptAt === null || state.audio.status === "completed" || state.audioUnavailable) return;
    const providerId = state.providerConversationId;
    const client = elevenLabsClient(this.env, providerFetch(this.env, this.ctx));
    try {
      const audio = client && providerId ? await client.getConversationAudio(providerId) : null;
      if (audio) {
        await this.audioArriving(now);
        const stored = await storeCallAudio(this.env.AUDIO, state.conversationId, audio);
        await this.recordAudio({ ...stored, providerConversationId: providerId, now });
        return;
      }
    } catch (error) {
      console.warn(JSON.stringify({ level: "warn", event: "provider-audio-failed", conversationId: state.conversationId, error: String(error) }));
    }
    this.write(audioUnavailable(this.read()!, NO_AUDIO_ERROR, now));
  }

  private async analyse(now: number): Promise<void> {
    const state = this.read()!;
    const transcript = this.readDocument<TranscriptEntry[]>("transcript");
    if (!transcript) {
      this.write(processingFailed(state, NO_TRANSCRIPT_ERROR, true));
      return;
    }
    if (!transcript.some((entry) => entry.speaker === "agent")) {
      this.write(processingFailed(state, NO_TRAINEE_SPEECH_ERROR, false));
      return;
    }
    try {
      const analysis = await analyseCall({
        env: this.env,
        transcript,
        vertical: state.persona?.vertical ?? null,
        openDatabase: () => openDatabase(this.env),
      });
      // Ready means stored: the database gets the analysis before the poll may say completed.
      if (this.effectsRun) await this.effectsRun;
      const done = analysed(this.read()!, now);
      const handle = openDatabase(this.env);
      try {
        await mirrorConversation(handle.db, done, { transcript, analysis });
      } finally {
        await handle.close().catch(() => {});
      }
      this.writeDocument("analysis", analysis);
      this.write({ ...done, syncedVersion: Math.max(done.syncedVersion, done.version) });
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "analysis-failed", conversationId: state.conversationId, error: errorSummary(error) }));
      this.write(analysisMissed(this.read()!, "The analysis could not be completed.", now));
    }
  }

  /** Pays the side effects the state owes; one run at a time, repeated while new changes come in. */
  private settle(): Promise<void> {
    if (this.effectsRun) {
      this.effectsAgain = true;
      return this.effectsRun;
    }
    this.effectsRun = (async () => {
      do {
        this.effectsAgain = false;
        await this.runEffects();
      } while (this.effectsAgain);
    })().finally(() => {
      this.effectsRun = null;
    });
    return this.effectsRun;
  }

  private async runEffects(): Promise<void> {
    const state = this.read();
    if (!state) return;
    let failed = false;
    if (state.pending.hangUp) {
      // One attempt: the agent's own 240 s cap ends the call at the provider if this fails.
      await this.hangUp(state).catch((error) => console.warn(JSON.stringify({ level: "warn", event: "hangup-failed", error: String(error) })));
      this.patch((s) => ({ ...s, pending: { ...s.pending, hangUp: false } }));
    }
    if (state.pending.releaseLine && state.phoneNumber) {
      try {
        await this.env.PHONE_LINES.getByName(state.phoneNumber).release(state.conversationId);
        this.patch((s) => ({ ...s, pending: { ...s.pending, releaseLine: false } }));
      } catch (error) {
        failed = true;
        console.warn(JSON.stringify({ level: "warn", event: "line-release-failed", error: String(error) }));
      }
    }
    const snapshot = this.read()!;
    if (snapshot.version > snapshot.syncedVersion) {
      const handle = openDatabase(this.env);
      try {
        await mirrorConversation(handle.db, snapshot, {
          transcript: this.readDocument<TranscriptEntry[]>("transcript"),
          analysis: this.readDocument<AnalysisResult>("analysis"),
        });
        this.patch((s) => ({ ...s, syncedVersion: Math.max(s.syncedVersion, snapshot.version) }));
      } catch (error) {
        failed = true;
        console.warn(JSON.stringify({ level: "warn", event: "call-log-mirror-failed", conversationId: snapshot.conversationId, error: errorSummary(error) }));
      } finally {
        await handle.close().catch(() => {});
      }
    }
    const attempts = failed ? this.read()!.attempts.effects + 1 : 0;
    const giveUp = attempts >= EFFECTS_MAX_ATTEMPTS;
    if (giveUp) console.error(JSON.stringify({ level: "error", event: "effects-abandoned", conversationId: state.conversationId }));
    this.patch((s) => ({
      ...s,
      attempts: { ...s.attempts, effects: giveUp ? 0 : attempts },
      timers: { ...s.timers, effects: failed && !giveUp ? Date.now() + backoffMs(EFFECTS_RETRY_MS, attempts) : null },
    }));
    await this.scheduleAlarm();
  }

  private async hangUp(state: ConversationState): Promise<void> {
    const target = twilioTarget(this.env);
    if (!target || !state.call || state.call.callSid === "unknown") return;
    await hangUpCall({ ...target, callSid: state.call.callSid, fetch: providerFetch(this.env, this.ctx) });
  }

  private async scheduleAlarm(): Promise<void> {
    const state = this.read();
    if (!state) return;
    const next = nextTimer(state.timers);
    this.ctx.storage.sql.exec("UPDATE conversation SET alarm_at = ? WHERE id = 1", next);
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(next);
  }

  private read(): ConversationState | null {
    if (!this.exists) return null;
    const row = this.ctx.storage.sql.exec<{ state: string }>("SELECT state FROM conversation WHERE id = 1").toArray()[0];
    return row ? (JSON.parse(row.state) as ConversationState) : null;
  }

  private write(state: ConversationState): void {
    this.ctx.storage.sql.exec(
      "INSERT INTO conversation (id, state) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET state = excluded.state",
      JSON.stringify(state),
    );
  }

  /** Applies a change to the latest stored state: other calls may have changed it while we awaited. */
  private patch(change: (state: ConversationState) => ConversationState): void {
    const state = this.read();
    if (state) this.write(change(state));
  }

  private readDocument<T>(name: string): T | null {
    const row = this.ctx.storage.sql.exec<{ body: string }>("SELECT body FROM document WHERE name = ?", name).toArray()[0];
    return row ? (JSON.parse(row.body) as T) : null;
  }

  private writeDocument(name: string, body: unknown): void {
    this.ctx.storage.sql.exec(
      "INSERT INTO document (name, body) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET body = excluded.body",
      name,
      JSON.stringify(body),
    );
  }
}
