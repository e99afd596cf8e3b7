import { DurableObject } from "cloudflare:workers";
import type { TranscriptEntry } from "../../domain/analysis";
import type { AnalysisResult } from "../../domain/analysis-result";
import type { ProcessingStatusResponse } from "../../domain/demo";
import { toE164 } from "../../domain/phone";
import { openDatabase } from "../../lib/db/client";
import { errorSummary } from "../../lib/db/error-summary";
import { internetVoiceNetwork, type VoiceNetwork } from "../../lib/voice/provider-config";
import { invalidCallReason } from "../../lib/voice/call-validity";
import { toTranscriptEntries, transcriptArrival } from "../../lib/voice/transcript-mapping";
import { analyseCall } from "./analyse";
import { retentionExpiry, storeCallAudio } from "./audio-storage";
import {
  connect,
  connectionUnknown,
  end,
  initiationFailed,
  joinedLate,
  linkCheckUnknown,
  providerFinished,
} from "./call-transitions";
import {
  analysed,
  analysisMissed,
  audioArriving,
  audioStored,
  audioUnavailable,
  invalidated,
  isOwnCall,
  processingFailed,
  transcriptArrived,
  type CallIdentity,
} from "./delivery-transitions";
import { mirror, payOwedEffects } from "./effects";
import { LINE_LEASE_MARGIN_SECONDS, NO_TRAINEE_SPEECH_ERROR, NO_TRANSCRIPT_ERROR } from "./protocol";
import type { ConnectResult, DeliveryOutcome, EndedBy, ProviderEvent, ReviewDocuments, StartInput } from "./protocol";
import { checkBrowserCall, fetchAudioFromProvider, fetchTranscriptFromProvider } from "./provider-fallback";
import { isFinished } from "./provider-lookup";
import { reviewDocuments } from "./review-documents";
import { SerialRunner } from "./serial-runner";
import { dueTimers, initialState, isCallOver, isProcessingOver, type ConversationState } from "./state";
import { ConversationStore } from "./storage";

const NO_RECORDING = "The voice provider kept no recording of this call.";
const ANOTHER_CALL: DeliveryOutcome = { status: "ignored", reason: "not the call this conversation connected" };

/**
 * One per conversation (named by our conversation id): the call's state machine, its time-limit alarm, the
 * wait for the provider's webhooks (with a REST fallback), the analysis, and the database mirror. Every
 * step is idempotent: alarms are at-least-once and webhooks may come twice. Side effects (line release,
 * hang-up, mirror) are owed in the stored state and retried by the alarm until they succeed.
 */
export class ConversationDO extends DurableObject<Env> {
  private readonly store: ConversationStore;
  private readonly effects: SerialRunner;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new ConversationStore(ctx.storage);
    this.effects = new SerialRunner(() =>
      payOwedEffects({ env: this.env, store: this.store, network: () => this.voiceNetwork() }),
    );
  }

  /** How this Object reaches the voice provider and Twilio; a local entry passes its simulator in by overriding it. */
  protected voiceNetwork(): VoiceNetwork {
    return internetVoiceNetwork(this.env, this.ctx);
  }

  async start(input: StartInput): Promise<ConversationState> {
    const existing = this.store.read();
    if (existing) return existing;
    const state = initialState(input, input.now ?? Date.now());
    this.store.create(state);
    await this.store.scheduleAlarm();
    return state;
  }

  async getState(): Promise<ConversationState | null> {
    return this.store.read();
  }

  /** What the demo polls: answered from this object's storage alone. */
  async processingStatus(): Promise<ProcessingStatusResponse | null> {
    const state = this.store.read();
    if (!state) return null;
    const ready = state.processing.status === "completed";
    const analysis = ready ? this.store.readDocument<AnalysisResult>("analysis") : null;
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
    await this.store.erase();
  }

  async getTranscript(): Promise<TranscriptEntry[] | null> {
    return this.store.readDocument<TranscriptEntry[]>("transcript");
  }

  /** What the call's review reads, in one call: its state, transcript and analysis (null while they don't exist). */
  async reviewDocuments(): Promise<ReviewDocuments | null> {
    return reviewDocuments(this.store);
  }

  /**
   * The conversation-initiation webhook: the trainee's call reached the leased line. The line, leased short while
   * nobody dialled, is now held until the call's limit. A call routed by the caller's number takes no lease, and
   * only that caller connects.
   */
  async connectCall(call: {
    callSid: string;
    callerId: string | null;
    agentId: string | null;
    providerConversationId: string | null;
    now?: number;
  }): Promise<ConnectResult> {
    const now = call.now ?? Date.now();
    const state = this.store.read();
    if (!state?.persona || state.channel !== "phone" || !state.phoneNumber) return { accepted: false };
    if (state.callerNumber !== null && toE164(call.callerId) !== state.callerNumber) return { accepted: false };
    const outcome = connect(state, call, call.providerConversationId, now);
    if (!outcome.accepted) return { accepted: false };
    if (outcome.state !== state) {
      if (state.callerNumber === null) {
        const seconds = Math.ceil((state.endsAt - now) / 1000) + LINE_LEASE_MARGIN_SECONDS;
        if (!(await this.env.PHONE_LINES.getByName(state.phoneNumber).lease(state.conversationId, seconds, now)))
          return { accepted: false };
      }
      await this.commit(outcome.state);
    }
    return { accepted: true, persona: state.persona, sessionId: state.conversationId };
  }

  /**
   * The browser says it joined its call: the provider is asked (the browser's word alone changes nothing).
   * Answers whether the call is connected now.
   */
  async confirmBrowserCall(now = Date.now()): Promise<boolean> {
    const state = this.store.read();
    if (!state || state.channel !== "browser") return false;
    if (state.call || isCallOver(state)) return state.call !== null && !isCallOver(state);
    await this.resolveBrowserCall(now, false);
    const after = this.store.read()!;
    return after.call !== null && !isCallOver(after);
  }

  async end(endedBy: EndedBy, now = Date.now()): Promise<ConversationState | null> {
    const state = this.store.read();
    if (!state) return null;
    const next = end(state, endedBy, now);
    if (next !== state) await this.commit(next);
    return this.store.read();
  }

  /** Everything the voice provider sends about the call (the post-call webhooks) comes in here. */
  async deliver(event: ProviderEvent, now = Date.now()): Promise<DeliveryOutcome> {
    return this.receive(event, now);
  }

  /** The hourly cron's last resort for a conversation that never settled: runs what is due, then gives up. */
  async expire(reason: string, now = Date.now()): Promise<ConversationState | null> {
    if (!this.store.read()) return null;
    await this.runDue(now);
    const state = this.store.read()!;
    if (!isCallOver(state)) this.store.write(end(state, "timeout", now));
    const ended = this.store.read()!;
    if (!isProcessingOver(ended)) this.store.write(processingFailed(ended, reason, true));
    // An hour on, no call of ours can still be running at the provider (its longest is well inside that).
    this.store.write(providerFinished(this.store.read()!, now));
    const closed = this.store.read()!;
    if (closed.audio.status === "pending" || closed.audio.status === "processing")
      this.store.write(audioUnavailable(closed, reason, now));
    await this.commit(null);
    return this.store.read();
  }

  override async alarm(): Promise<void> {
    if (!this.store.exists) return;
    // The alarm we scheduled means its time has come, even when a test runs it early. An alarm already on its
    // way when a later one replaced it (that one is still pending) only runs what is due by the clock.
    const superseded = (await this.ctx.storage.getAlarm()) !== null;
    await this.runDue(superseded ? Date.now() : Math.max(Date.now(), this.store.scheduledAlarm() ?? 0));
    await this.effects.run();
    await this.store.scheduleAlarm();
  }

  private async receive(event: ProviderEvent, now: number): Promise<DeliveryOutcome> {
    const state = this.store.read();
    if (!state) return { status: "ignored", reason: "unknown conversation" };
    if (!isOwnCall(state, identityOf(event))) return ANOTHER_CALL;
    switch (event.type) {
      case "transcript": {
        let next = transcriptArrived(state, transcriptArrival(event.details), now);
        if (next === state) return { status: "duplicate" };
        // What was said after the limit (a browser call we cannot hang up) is not part of the practice call.
        const transcript = toTranscriptEntries(event.details.transcript).filter(
          (entry) => entry.timestamp <= state.limitSeconds,
        );
        this.store.writeDocument("transcript", transcript);
        if (isProcessingOver(state)) {
          // No longer analysed (see transcriptArrived): kept for the record, and the provider's call is over.
          await this.commit(next);
          return { status: "stored" };
        }
        if (event.details.has_audio === false) next = audioUnavailable(next, NO_RECORDING, now);
        const invalid =
          state.kind === "practice"
            ? invalidCallReason(event.details, { persona: state.persona, browser: state.channel === "browser" })
            : null;
        if (invalid) next = invalidated(next, invalid);
        await this.commit(next);
        return { status: "stored" };
      }
      case "audio": {
        const arriving = audioArriving(state, now);
        if (arriving.admission === "closed") return { status: "ignored", reason: "conversation closed" };
        if (arriving.admission === "duplicate") return { status: "duplicate" };
        if (arriving.state !== state) await this.commit(arriving.state);
        const stored = await storeCallAudio(this.env.AUDIO, state.conversationId, event.audio);
        const current = this.store.read()!;
        const next = audioStored(
          current,
          {
            ...stored,
            expiresAt: retentionExpiry(this.env, now),
            providerConversationId: event.providerConversationId,
          },
          now,
        );
        if (next === current) return { status: "duplicate" };
        await this.commit(next);
        return { status: "stored" };
      }
      case "initiation-failure": {
        const next = initiationFailed(state, event.reason, now);
        if (next === state) return { status: "duplicate" };
        await this.commit(next);
        return { status: "stored" };
      }
    }
  }

  /** Stores a new state (null: the one already stored), sets the alarm, and pays what it owes. */
  private async commit(state: ConversationState | null): Promise<void> {
    if (state) this.store.write(state);
    await this.store.scheduleAlarm();
    await this.effects.run();
  }

  /**
   * Whether the browser joined, from the provider: joined connects the call; absent abandons it once the wait to
   * connect is over (`giveUp`); unknown asks again later.
   */
  private async resolveBrowserCall(now: number, giveUp: boolean): Promise<void> {
    const { check, agentId } = await checkBrowserCall({
      env: this.env,
      store: this.store,
      network: () => this.voiceNetwork(),
    });
    const state = this.store.read()!;
    if (state.call || isCallOver(state)) return;
    if (check === "joined")
      await this.commit(connect(state, { callSid: null, callerId: null, agentId }, null, now).state);
    else if (check === "absent" && giveUp) this.store.write(end(state, "timeout", now));
    else if (check === "unknown" && giveUp) this.store.write(connectionUnknown(state, now));
  }

  private async runDue(now: number): Promise<void> {
    const state = this.store.read();
    if (!state) return;
    const due = new Set(dueTimers(state.timers, now));
    if ((due.has("connectDue") || due.has("callLimit")) && !state.call && !isCallOver(state)) {
      // Nobody dialled the line in time (it is freed), or the browser never joined.
      if (state.channel === "browser") await this.resolveBrowserCall(now, true);
      else this.store.write(end(state, "timeout", now));
    }
    const current = this.store.read()!;
    if (due.has("callLimit") && !isCallOver(current)) this.store.write(end(current, "timeout", now));
    const fallback = {
      env: this.env,
      store: this.store,
      network: () => this.voiceNetwork(),
      receive: (event: ProviderEvent, at: number) => this.receive(event, at),
    };
    if (due.has("transcriptDue")) await fetchTranscriptFromProvider(fallback, now);
    else if (due.has("audioDue")) await fetchAudioFromProvider(fallback, now);
    const latest = this.store.read()!;
    if (latest.timers.analyse !== null && latest.timers.analyse <= now) await this.analyse(now);
    if (due.has("urlCheck")) await this.checkAbandonedLink(now);
    // The call cannot be running at the provider any more: what it held goes back even without a word from it.
    if (due.has("holdDeadline")) this.store.write(providerFinished(this.store.read()!, now));
  }

  /**
   * A browser call abandoned for not joining in time: its signed URL has expired now, so the provider knows the
   * conversation or never will. Unknown to it, nothing ran; known and finished, it is received (its minutes count);
   * known and running, it runs until the provider says it is over or the deadline passes.
   */
  private async checkAbandonedLink(now: number): Promise<void> {
    const { check, details } = await checkBrowserCall({
      env: this.env,
      store: this.store,
      network: () => this.voiceNetwork(),
    });
    const state = this.store.read()!;
    if (check === "absent") this.store.write(providerFinished(state, now));
    else if (check === "unknown") this.store.write(linkCheckUnknown(state, now));
    else if (details && isFinished(details)) await this.receive({ type: "transcript", details }, now);
    else this.store.write(joinedLate(state));
  }

  private async analyse(now: number): Promise<void> {
    const state = this.store.read()!;
    const transcript = this.store.readDocument<TranscriptEntry[]>("transcript");
    if (!transcript) {
      this.store.write(processingFailed(state, NO_TRANSCRIPT_ERROR, true));
      return;
    }
    if (!transcript.some((entry) => entry.speaker === "agent")) {
      this.store.write(processingFailed(state, NO_TRAINEE_SPEECH_ERROR, false));
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
      await this.effects.idle();
      const done = analysed(this.store.read()!, now);
      await mirror(this.env, done, this.store, { transcript, analysis });
      this.store.writeDocument("analysis", analysis);
      this.store.write({ ...done, syncedVersion: Math.max(done.syncedVersion, done.version) });
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          event: "analysis-failed",
          conversationId: state.conversationId,
          error: errorSummary(error),
        }),
      );
      this.store.write(analysisMissed(this.store.read()!, "The analysis could not be completed.", now));
    }
  }
}

function identityOf(event: ProviderEvent): CallIdentity {
  switch (event.type) {
    case "transcript": {
      const arrival = transcriptArrival(event.details);
      return {
        providerConversationId: arrival.providerConversationId,
        callSid: arrival.callSid,
        agentId: arrival.agentId,
      };
    }
    case "audio":
    case "initiation-failure":
      return { providerConversationId: event.providerConversationId, callSid: event.callSid, agentId: event.agentId };
  }
}
