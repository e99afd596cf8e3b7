/**
 * @file Everything the Worker shares with the ConversationDO: what a conversation is started with, what its
 * RPC methods answer, and the reasons it gives. The Worker imports this file (types and constants) and reaches
 * the Object itself only through its binding.
 */
import type { AnalysisResult, TranscriptEntry } from "../../domain/analysis";
import type { ProcessingStatus, Vertical } from "../../domain/enums";
import type { VoicePersona } from "../../worker/voice/conversation-init";
import type { ConversationDetails } from "../../worker/voice/elevenlabs-payloads";

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
  /** The client's hold on a line (a RateLimiterDO name), released when the call ends. */
  holdKey?: string | null;
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
  | { type: "initiation-failure"; reason: string; providerConversationId: string | null; callSid: string | null; agentId: string | null };

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
/** How long a started call may take to connect (the trainee dials, or the browser joins) before it is abandoned. */
export const CONNECT_WAIT_SECONDS = 60;
/** The first lease covers the wait to connect and a little more; connecting extends it to the call's end. */
export const UNDIALLED_LEASE_SECONDS = CONNECT_WAIT_SECONDS + 30;
/** The hourly cron gives up on a call whose conversation never settled after this long. */
export const STALE_CALL_MS = 60 * 60_000;

/** Where a conversation's recording lives in R2 (the AUDIO bucket). */
export function audioKey(conversationId: string): string {
  return `calls/${conversationId}/recording.mp3`;
}
