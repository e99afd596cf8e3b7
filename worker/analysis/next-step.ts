import { objectionKinds } from "./objections";
import { has, phraseRegex } from "./phrases";
import { isQuestion, normalise, sentences } from "./text";
import type { Turn } from "./types";

const DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";

export const SCHEDULE = phraseRegex([
  `(?:${DAYS})(?:'s)?`,
  "tomorrow",
  "tonight",
  "this (?:morning|afternoon|evening|week|weekend)",
  `next (?:week|month|${DAYS})`,
  "later (?:today|this week)",
  "\\d{1,2}(?::\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)",
  "\\d{1,2}:\\d{2}",
  `(?:at|around|by) (?:\\d{1,2}|${NUMBER_WORDS}|noon)`,
  "noon",
  "o'clock",
]);

export const MEETING = phraseRegex([
  "meet(?: up| with you| you| for| in person)",
  "(?:we|to|could|can) meet",
  "meeting",
  "appointment",
  "calendar",
  "schedule",
  "book (?:a|some|in|you|time)",
  "set up (?:a|some|time)",
  "(?:quick|short|brief|follow-up|follow up|\\d+-minute|\\d+ minute) (?:call|chat|meeting|demo|conversation)",
  "demo",
  "walkthrough",
  "walk-through",
  "consultation",
  "zoom",
  "coffee",
  "valuation",
  "pencil (?:you|it|that) in",
  "invite",
  "(?:stop|swing|come) by",
  "sit down",
]);

/**
 * A day, time or meeting word only counts inside a proposing frame in the same sentence: "How are you
 * this morning?" and "I help owners meet their goals." are not proposals.
 */
const PROPOSAL_FRAME = phraseRegex([
  "would",
  "could",
  "can",
  "does",
  "do",
  "how about",
  "what about",
  "let's",
  "are you (?:free|available|around)",
  "works?",
  "free",
  "available",
  "shall",
  "i'll",
  "i can",
  "either",
  "or",
  "i'd (?:love|like)",
  "(?:love|like|want) to",
]);

export const AGREEMENT = phraseRegex([
  "sure",
  "okay",
  "ok",
  "works",
  "work for me",
  "sounds (?:good|great|fine|perfect)",
  "yes",
  "yeah",
  "yep",
  "yup",
  "let's do it",
  "that's fine",
  "fine",
  "perfect",
  "great",
  "see you",
  "i can do",
  "absolutely",
  "deal",
  "definitely",
  "of course",
  "why not",
  "i'll be there",
  "book it",
  "put me down",
  "alright",
  "all right",
  "should work",
  "i'm (?:free|available)",
  "go ahead",
  "done",
  "booked",
  "i'll send",
  "i'll put",
  "locked in",
]);

const REFUSAL = phraseRegex([
  "can't",
  "cannot",
  "can not",
  "won't",
  "not interested",
  "no,? thanks",
  "no,? thank you",
  "don't think so",
  "not going to",
  "i'll pass",
  "not available",
  "rather not",
  "don't want",
  "busy",
  "not really",
  "(?:doesn't|don't|won't) work",
  "not a good",
  "yeah,? no",
  "^no(?!,?\\s+(?:problem|worries))",
  "nope",
  "not (?:right )?now",
]);

const LEAD_COUNTER = phraseRegex([
  "how about",
  "what about",
  "i'm (?:free|available)",
  "works",
  "i could do",
  "i can do",
  "let's",
  "could we",
  "can we",
]);

export const SMALL_TALK = phraseRegex(["how(?:'s| is| are| was) (?:you|your|it|things|everything|the)", "hope (?:you|your)"]);

export function isProposalSentence(sentence: string): boolean {
  const t = normalise(sentence);
  if (has(SMALL_TALK, t)) return false;
  return (has(MEETING, t) || has(SCHEDULE, t)) && (isQuestion(sentence) || has(PROPOSAL_FRAME, t));
}

export function isNextStepProposal(text: string): boolean {
  return sentences(text).some(isProposalSentence);
}

export function agrees(text: string): boolean {
  const t = normalise(text);
  return has(AGREEMENT, t) && !has(REFUSAL, t);
}

function leadCounterProposes(text: string): boolean {
  const t = normalise(text);
  return has(SCHEDULE, t) && has(LEAD_COUNTER, t) && !has(REFUSAL, t) && objectionKinds(text).length === 0;
}

export interface NextStep {
  asked: boolean;
  secured: boolean;
  /** Index of the rep turn whose proposal (or confirmation) secured it, else of the first proposal. */
  turnIndex: number | undefined;
}

/** Secured when the lead agrees to the rep's proposal, or proposes a time the rep then confirms. */
export function detectNextStep(turns: readonly Turn[]): NextStep {
  let firstAsk: number | undefined;
  for (let i = 0; i < turns.length; i += 1) {
    const turn = turns[i];
    const next = turns[i + 1];
    if (!turn) continue;
    if (turn.speaker === "agent" && isNextStepProposal(turn.text)) {
      firstAsk ??= i;
      if (next?.speaker === "customer" && agrees(next.text)) return { asked: true, secured: true, turnIndex: i };
    }
    if (turn.speaker === "customer" && next?.speaker === "agent" && leadCounterProposes(turn.text) && agrees(next.text)) {
      return { asked: true, secured: true, turnIndex: i + 1 };
    }
  }
  return { asked: firstAsk !== undefined, secured: false, turnIndex: firstAsk };
}
