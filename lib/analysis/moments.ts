import type { ScoreCategory } from "../../domain/analysis";
import { sentences } from "./text";
import type { Speaker, Turn } from "./types";

export const MOMENT_KINDS = [
  "interruption",
  "checklist_question",
  "ignored_concern",
  "empty_empathy",
  "pushed_past_no",
  "ignored_request_to_stop",
  "guaranteed_outcome",
  "false_urgency",
  "competitor_disparaged",
  "sensitive_data_request",
  "steering",
  "misrepresentation",
  "lead_annoyed",
  "lead_hostile",
  "coerced_agreement",
  "next_step_declined",
  "hesitant_delivery",
  "follow_up_question",
  "real_acknowledgement",
  "specific_answer",
  "next_step_accepted",
] as const;
export type MomentKind = (typeof MOMENT_KINDS)[number];

/**
 * One moment of the call behind a score: what happened, when, the verbatim words, and which score it moved
 * by how much (negative for a deduction). "overall" is the bound the lead's reaction puts on the overall score.
 */
export interface Moment {
  kind: MomentKind;
  time: number;
  speaker: Speaker;
  quote: string;
  category: ScoreCategory | "overall";
  points: number;
}

/** A place in the transcript: a turn's entry, so the time and words are the provider's own. */
export interface Evidence {
  speaker: Speaker;
  time: number;
  text: string;
}

export const QUOTE_MAX_CHARS = 160;

/** Cuts at a word boundary without an ellipsis, so the quote stays a verbatim substring of the entry. */
export function clipQuote(text: string, max = QUOTE_MAX_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return space > 0 ? cut.slice(0, space) : cut;
}

/** The entry of a turn that contains the first sentence passing `test`, quoted by that sentence. */
export function evidenceIn(turn: Turn, test?: (sentence: string) => boolean): Evidence | undefined {
  for (let i = 0; i < turn.texts.length; i += 1) {
    const text = turn.texts[i]!;
    const time = turn.times[i] ?? turn.start;
    if (!test) return { speaker: turn.speaker, time, text: clipQuote(text) };
    const sentence = sentences(text).find(test);
    if (sentence) return { speaker: turn.speaker, time, text: clipQuote(sentence) };
  }
  return undefined;
}

export function wholeTurn(turn: Turn): Evidence {
  return { speaker: turn.speaker, time: turn.start, text: clipQuote(turn.texts[0] ?? turn.text) };
}

export function momentAt(kind: MomentKind, evidence: Evidence, category: Moment["category"], points: number): Moment {
  return {
    kind,
    time: evidence.time,
    speaker: evidence.speaker,
    quote: evidence.text,
    category,
    points: Math.round(points * 10) / 10,
  };
}

export { clock } from "../../domain/call-review";
