import { RESPECTFUL_EXIT } from "./acknowledgement";
import { contentWords, sharedWords } from "./content-words";
import type { LeadReaction } from "./lead-reaction";
import { isNextStepProposal } from "./next-step";
import { has, phraseRegex } from "./phrases";
import { questionSentences } from "./questions";
import { withoutHesitations } from "./text";
import type { Turn } from "./types";

/** Talking on after the lead asked for time back. */
const STALLING = phraseRegex([
  "(?:i'll|i will|i'm going to|let me) be (?:super |really |very |real )?(?:quick|brief|fast)",
  "(?:only|just) (?:take|need) (?:a|one|two|thirty|30|a few|a couple of) (?:quick )?(?:minute|minutes|second|seconds|moment|moments)",
  "(?:it'll|this will|it will|this'll) (?:only |just )?take (?:a|one|two|thirty|30|a few|just a)",
  "hear me out",
  "just (?:one|a) (?:more )?(?:second|minute|moment|quick thing)",
  "before you (?:go|hang up)",
  "(?:hang on|hold on)",
  "can i (?:at least|just)",
]);

/** A pitch in answer to a no: this long, with no question and nothing of the lead's words in it. */
const PITCH_MIN_WORDS = 25;

/** Offering the lead a time of their choosing is the respectful answer to "not now", not a push. */
const CALL_BACK = phraseRegex([
  "(?:call|ring|try) (?:you )?back",
  "(?:a )?better time",
  "another time",
  "when (?:would|is|might) (?:be )?(?:a )?(?:better|good|easier)",
]);

/** Doing what the lead asked ("send me something"): "Sure, I'll email it over." */
const COMPLIES = phraseRegex([
  "(?:i can|i'll|i will|happy to|glad to|of course,? i'll) (?:\\w+ )?(?:send|email|e-mail|text|drop|forward|mail)",
]);
const ASKS_TO_BE_SENT = phraseRegex(["send", "email", "e-mail", "mail me", "in writing"]);

export type Pressure = "pushed_past_no" | "ignored_request_to_stop";

const isResistance = (r: LeadReaction) => r.refusal || r.annoyed || r.brushOff;

/**
 * Whether a rep turn presses on against the lead's resistance in the turn before it. One respectful
 * reply to a first "no" (acknowledge, ask one question, or make one offer) is fair; stalling, a pitch
 * that ignores the lead, or pushing a meeting or a long pitch once the no is clear (said twice, or said
 * with irritation) is not.
 */
export function pressureIn(
  rep: Turn,
  lead: Turn,
  reaction: LeadReaction,
  resistedBefore: number,
): Pressure | undefined {
  if (!isResistance(reaction)) return undefined;
  const kind: Pressure = reaction.refusal || reaction.annoyed ? "pushed_past_no" : "ignored_request_to_stop";
  const text = withoutHesitations(rep.text);
  if (has(STALLING, text)) return kind;
  const proposes = isNextStepProposal(rep.text) && !has(CALL_BACK, text);
  const complies = has(ASKS_TO_BE_SENT, withoutHesitations(lead.text)) && has(COMPLIES, text) && !proposes;
  const exits = has(RESPECTFUL_EXIT, text) || complies;
  const asks = rep.texts.some((t) => questionSentences(t).length > 0);
  const ignoresLead = sharedWords(contentWords(rep.text), contentWords(lead.text)).length === 0;
  if (rep.words >= PITCH_MIN_WORDS && !asks && ignoresLead && !exits) return kind;
  const clearNo = resistedBefore > 0 || reaction.annoyed;
  if (!clearNo) return undefined;
  if (proposes) return kind;
  if (rep.words >= PITCH_MIN_WORDS && !exits) return kind;
  return undefined;
}

export { isResistance };
