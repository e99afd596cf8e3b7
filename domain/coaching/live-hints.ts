/**
 * @file Live hints during a browser practice call: a pure reading of what the voice client has heard so far
 * (the rep speaking, the lines of both sides) at a moment of the call's clock. At most one hint at a time, the
 * most urgent first: a long monologue, an objection to meet, the last minute's next step, the rep's talk share.
 * Times are milliseconds of the page's clock.
 */
import type { ObjectionKind } from "../call-review";
import { clock } from "../call-review";
import { objectionCues, objectionPhrase } from "./objection-cues";

/** Uninterrupted rep speech turns the monologue hint amber here, and red here (seconds). */
export const MONOLOGUE_AMBER_SECONDS = 30;
export const MONOLOGUE_RED_SECONDS = 45;
/** Silence that ends a stretch of speech: a breath is shorter; a lead takes the turn after about this long. */
export const SPEECH_PAUSE_SECONDS = 2;
/** Speaking pace of a line whose speech is not measured (a typed line on the simulator): words per second. */
export const WORDS_PER_SECOND = 2.5;
/** An objection's hint stays this long, unless the lead speaks again first. */
export const OBJECTION_HINT_SECONDS = 20;
/** The next-step nudge shows in the call's last minute. */
export const NEXT_STEP_WINDOW_SECONDS = 60;
/** Talk share is hinted once the rep has said more than this share of the words (average reps talk 65–75%, top reps ~43%)... */
export const TALK_SHARE_LIMIT = 0.65;
/** ...after this long and this many words, so one long opening line does not trip it. */
export const TALK_SHARE_AFTER_SECONDS = 60;
export const TALK_SHARE_MIN_WORDS = 80;
/** A voice-activity score from this up is speech; each score stands for about this long of it. */
export const VOICE_ACTIVITY_THRESHOLD = 0.5;
export const VOICE_ACTIVITY_FRAME_MS = 250;

export interface LiveCall {
  startedAt: number;
  limitSeconds: number;
  /** The rep's current stretch of speech; null once the lead took the turn. */
  speech: { start: number; end: number } | null;
  repWords: number;
  leadWords: number;
  objection: { kinds: ObjectionKind[]; at: number } | null;
}

export type LiveHint =
  | { kind: "monologue"; level: "amber" | "red"; seconds: number; text: string }
  | { kind: "objection"; kinds: ObjectionKind[]; text: string }
  | { kind: "next_step"; text: string }
  | { kind: "talk_share"; share: number; text: string };

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How long a line takes to say at a steady pace, in milliseconds. */
export const speakingMs = (text: string) => Math.round((words(text) / WORDS_PER_SECOND) * 1000);

export function startLiveCall(startedAt: number, limitSeconds: number): LiveCall {
  return { startedAt, limitSeconds, speech: null, repWords: 0, leadWords: 0, objection: null };
}

/** The rep was heard speaking from `from` until `until` (a voice-activity frame, or a typed line being said). */
export function heardRep(call: LiveCall, from: number, until: number): LiveCall {
  const { speech } = call;
  const continues = speech !== null && from - speech.end <= SPEECH_PAUSE_SECONDS * 1000;
  return {
    ...call,
    speech: continues ? { start: speech.start, end: Math.max(speech.end, until) } : { start: from, end: until },
  };
}

/** The rep's microphone heard voice (`score` 0–1) at `at`. */
export function heardVoice(call: LiveCall, score: number, at: number): LiveCall {
  return score >= VOICE_ACTIVITY_THRESHOLD ? heardRep(call, at, at + VOICE_ACTIVITY_FRAME_MS) : call;
}

/** The lead started speaking (before their words arrive): the rep's stretch of speech is over. */
export function leadSpeaking(call: LiveCall): LiveCall {
  return call.speech === null ? call : { ...call, speech: null };
}

/** A line of the rep's reached the transcript. */
export function repLine(call: LiveCall, text: string): LiveCall {
  return { ...call, repWords: call.repWords + words(text) };
}

/** The lead spoke: the rep's stretch of speech is over, and the line may raise an objection. */
export function leadLine(call: LiveCall, text: string, at: number): LiveCall {
  const kinds = objectionCues(text);
  return {
    ...call,
    speech: null,
    leadWords: call.leadWords + words(text),
    objection: kinds.length > 0 ? { kinds, at } : null,
  };
}

/** Seconds of uninterrupted rep speech at `now`; 0 when the rep is not speaking (or paused long enough). */
export function monologueSeconds(call: LiveCall, now: number): number {
  const { speech } = call;
  if (!speech || now - speech.end > SPEECH_PAUSE_SECONDS * 1000) return 0;
  return Math.max(0, Math.min(now, speech.end) - speech.start) / 1000;
}

/** The objection hint's words ("The lead raised a price objection: acknowledge, ask, answer, check."). */
export function objectionHintText(kinds: readonly ObjectionKind[]): string {
  return `The lead raised ${objectionPhrase(kinds)}: acknowledge, ask, answer, check.`;
}

export function liveHint(call: LiveCall, now: number): LiveHint | null {
  const monologue = monologueSeconds(call, now);
  const elapsed = (now - call.startedAt) / 1000;
  const monologueHint = (level: "amber" | "red"): LiveHint => ({
    kind: "monologue",
    level,
    seconds: Math.floor(monologue),
    text: `You have talked for ${clock(monologue)} without a pause: stop and ask the lead a question.`,
  });
  if (monologue >= MONOLOGUE_RED_SECONDS) return monologueHint("red");
  if (monologue >= MONOLOGUE_AMBER_SECONDS) return monologueHint("amber");
  if (call.objection && now - call.objection.at <= OBJECTION_HINT_SECONDS * 1000) {
    return { kind: "objection", kinds: call.objection.kinds, text: objectionHintText(call.objection.kinds) };
  }
  const remaining = call.limitSeconds - elapsed;
  if (remaining > 0 && remaining <= NEXT_STEP_WINDOW_SECONDS) {
    return { kind: "next_step", text: "Last minute: ask for a specific next step, with a day and a time." };
  }
  const total = call.repWords + call.leadWords;
  const share = total === 0 ? 0 : call.repWords / total;
  if (elapsed >= TALK_SHARE_AFTER_SECONDS && total >= TALK_SHARE_MIN_WORDS && share > TALK_SHARE_LIMIT) {
    return {
      kind: "talk_share",
      share,
      text: `You have said ${Math.round(share * 100)}% of the words so far: ask a question, then listen.`,
    };
  }
  return null;
}
