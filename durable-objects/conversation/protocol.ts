/**
 * @file Everything the Worker shares with the ConversationDO: what a conversation is started with, what its
 * RPC methods answer, and the reasons it gives. The Worker imports this file (types and constants) and reaches
 * the Object itself only through its binding.
 */
import type { TranscriptEntry } from "../../domain/analysis";
import type { AnalysisResult } from "../../domain/analysis-result";
import type { ProcessingStatus, Vertical } from "../../domain/enums";
import type { CallPool } from "../../domain/voice-capacity";
import type { VoicePersona } from "../../lib/voice/conversation-init";
import type { ConversationDetails } from "../../lib/voice/elevenlabs-payloads";

export type EndedBy = "trainee" | "timeout" | "provider";

/** A visitor's demo call (mirrored to demo_call_logs) or an agent's practice call (mirrored to practice_sessions). */
export type ConversationKind = "demo" | "practice";
/** How the trainee talks: dialling a leased practice line, or in the browser through a signed URL. */
export type CallChannel = "phone" | "browser";

/** Who the lead is: the scenario's (or the trainee's own) prompt, its opening line and voice. */
export interface Persona extends VoicePersona {
  scenarioId: string | null;
  scenarioName: string;
  vertical: Vertical;
}

export interface StartInput {
  conversationId: string;
  /** Default "demo". */
  kind?: ConversationKind;
  /** Default "phone". */
  channel?: CallChannel;
  limitSeconds: number;
  /** The leased practice line (phone calls). */
  phoneNumber?: string | null;
  phoneNumberId?: string | null;
  /** Demo calls routed by the caller's number (E.164): the line is shared, not leased, and only this caller connects. */
  callerNumber?: string | null;
  jobId?: string | null;
  persona?: Persona | null;
  /** Practice calls: the practice_sessions row the conversation writes. */
  practiceSessionId?: string | null;
  /** Browser calls: the provider conversation the signed URL was made for; only its events are taken. */
  providerConversationId?: string | null;
  /** The client's hold on a line (a RateLimiterDO name), released when the provider's call is over. */
  holdKey?: string | null;
  /** The provider plan's slot the call holds (VoicePlanDO), released when the provider's call is over. */
  planPool?: CallPool | null;
  /** A demo leasing a whole line: the client's strikes (a RateLimiterDO name), one more if nobody dials. */
  undialledKey?: string | null;
  now?: number;
}

export type ConnectResult = { accepted: true; persona: Persona; sessionId: string } | { accepted: false };

/** One thing the voice provider delivered about a call, by webhook or, when none came, from its REST API. */
export type ProviderEvent =
  | { type: "transcript"; details: ConversationDetails }
  | {
      type: "audio";
      providerConversationId: string;
      agentId: string | null;
      /** Known when the call was looked up at the provider (audio that came before the transcript). */
      callSid: string | null;
      audio: Uint8Array;
    }
  | {
      type: "initiation-failure";
      reason: string;
      providerConversationId: string | null;
      callSid: string | null;
      agentId: string | null;
    };

/** What the call review of a demo reads from its conversation. */
export interface ReviewDocuments {
  kind: ConversationKind;
  scenarioName: string | null;
  startedAt: number;
  /** The call's length in seconds, once it ended. */
  durationSeconds: number | null;
  processing: ProcessingStatus;
  audio: { status: ProcessingStatus; key: string | null };
  transcript: TranscriptEntry[] | null;
  analysis: AnalysisResult | null;
}

/** Whether a browser call has been joined, as the provider tells it. */
export type BrowserCallCheck = "joined" | "absent" | "unknown";

export type DeliveryOutcome = { status: "stored" | "duplicate" } | { status: "ignored"; reason: string };

export const NO_CALL_ERROR = "No call reached the practice line, so there is nothing to analyse.";
export const NO_BROWSER_CALL_ERROR = "The call never connected in the browser, so there is nothing to analyse.";
export const NO_TRANSCRIPT_ERROR = "The voice provider never delivered the call's transcript.";
export const NO_AUDIO_ERROR = "The voice provider never delivered the call's audio.";
export const NO_TRAINEE_SPEECH_ERROR = "The call has no words from you, so there is nothing to analyse.";
export const STALE_CALL_ERROR = "The call was never finished, so it was closed after an hour.";

/** A line lease outlives the call a little, so a lost release frees the line on its own. */
export const LINE_LEASE_MARGIN_SECONDS = 120;
/**
 * The longest any conversation runs at the provider: the agent's own maximum duration (README, "ElevenLabs
 * agent": 1200 s, the longest practice session). A browser call cannot be hung up by the server, so until the
 * provider says a call is over, this is how long it may still be running.
 */
export const PROVIDER_MAX_CALL_SECONDS = 1200;
/** A signed URL opens its conversation within this long of being signed (the provider's rule). */
export const SIGNED_URL_LIFETIME_SECONDS = 15 * 60;
/** What a call holds (the client's hold, the plan's slot) is never kept longer than this after it may have ended. */
export const HOLD_MARGIN_SECONDS = LINE_LEASE_MARGIN_SECONDS;
/** How long a started call may take to connect (the trainee dials, or the browser joins) before it is abandoned. */
export const CONNECT_WAIT_SECONDS = 60;
/** The first lease covers the wait to connect and a little more; connecting extends it to the call's end. */
export const UNDIALLED_LEASE_SECONDS = CONNECT_WAIT_SECONDS + 30;
/**
 * Until when a call that starts now may be live at the provider, at the latest: a phone call must connect within
 * the wait to connect, a browser's signed URL may be opened until it expires; either then runs the provider's
 * maximum. What the call holds is given back by then even if the provider never says the call is over.
 */
export function holdDeadline(channel: CallChannel, startedAt: number): number {
  const connectBy = channel === "browser" ? SIGNED_URL_LIFETIME_SECONDS : UNDIALLED_LEASE_SECONDS;
  return startedAt + (connectBy + PROVIDER_MAX_CALL_SECONDS + HOLD_MARGIN_SECONDS) * 1000;
}

/** What the session says when the call happened but was not a valid practice call (it stays unscored). */
export function invalidCallMessage(reason: string): string {
  return `Not a valid practice call: ${reason}.`;
}

/** A client's leased lines nobody dialled count against it this long (see the demo's start). */
export const UNDIALLED_STRIKE_WINDOW_MS = 15 * 60_000;

/** The hourly cron gives up on a call whose conversation never settled after this long. */
export const STALE_CALL_MS = 60 * 60_000;

/** Where a conversation's recording lives in R2 (the AUDIO bucket). */
export function audioKey(conversationId: string): string {
  return `calls/${conversationId}/recording.mp3`;
}
