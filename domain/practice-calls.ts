/**
 * Contracts of an agent's practice call (docs/api.md): how the browser starts it (by phone or in the browser)
 * and what it gets back. The browser only starts and ends a call; the call's transcript, duration, audio and
 * score are written by the server from what the voice provider delivered.
 */
import { z } from "zod";

export const PRACTICE_CHANNELS = ["phone", "browser"] as const;
export type PracticeChannel = (typeof PRACTICE_CHANNELS)[number];

export const startPracticeCallInput = z.strictObject({
  via: z.enum(PRACTICE_CHANNELS, { error: `Choose how to practise: ${PRACTICE_CHANNELS.join(" or ")}` }),
});

/** The ElevenLabs client's session overrides (camelCase, as `@elevenlabs/client` takes them). */
export interface BrowserCallOverrides {
  agent: { prompt: { prompt: string }; firstMessage?: string; language: string };
  tts?: { voiceId: string };
}

export interface PracticeCallTimes {
  /** Our conversation (a UUID); it is also the session's conversationId. */
  conversationId: string;
  limitSeconds: number;
  /** When the server ends the call at the latest (ISO 8601): the broker's session duration. */
  expiresAt: string;
  /** A call not connected by then (ISO 8601) is abandoned and the session fails, saying so. */
  connectBy: string;
}

export type PracticeCallStart =
  | (PracticeCallTimes & {
      via: "phone";
      /** E.164: dial it from your own phone. */
      phoneNumber: string;
      /** E.164: the agent's verified number; only a call from it reaches this session. */
      callFrom: string;
    })
  | (PracticeCallTimes & {
      via: "browser";
      signedUrl: string;
      overrides: BrowserCallOverrides;
      /**
       * Show live hints during the call: the team enabled Real-Time Coaching and the call is no assignment attempt
       * (those run as an exam). Phone calls get none: the provider gives no live event stream for them.
       */
      liveHints: boolean;
    });

/** What a browser may not send: these come from the call itself (refused with 400 on every practice route). */
export const SERVER_OWNED_CALL_FIELDS = [
  "transcript",
  "transcriptText",
  "audioUrl",
  "score",
  "scores",
  "feedback",
  "duration",
  "leadSentiment",
  "keyPhrases",
  "conversationId",
  "aiEvaluationStatus",
] as const;

export const SERVER_OWNED_MESSAGE =
  "A practice call's transcript, duration, audio and score come from the call itself; the server records them";

export const PRACTICE_CALL_BUSY_MESSAGE = "You already have a practice call on. End it before starting another.";
export const PRACTICE_CANCELLED_MESSAGE = "The practice call was cancelled before it connected.";
export const PRACTICE_NEVER_STARTED_MESSAGE = "The practice call was never started, so it was closed after an hour.";
