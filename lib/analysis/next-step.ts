import { readLeadTurn } from "./lead-reaction";
import { DAYS, NUMBER_WORDS } from "./lexicons/conversation";
import { objectionKinds } from "./objections";
import { has, phraseRegex } from "./phrases";
import { isQuestion, memo, normalise, sentences, wordCount } from "./text";
import type { Turn } from "./types";

export const SCHEDULE = phraseRegex([
  `(?<!every |each )(?:${DAYS})(?:'s)?`,
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
  "(?:quick|short|brief|follow-up|follow up|\\d+-minute|\\d+ minute|\\w+-minute) (?:call|chat|meeting|demo|conversation|session)",
  "(?:give|call|ring) you (?:a )?(?:call|ring|back)",
  "(?:call|ring) you (?:in|on|next|this|at|after|before)",
  "check (?:back )?in",
  "follow up",
  "circle back",
  "(?:get|be) back (?:to you|in touch)",
  "reconnect",
  "catch up",
  "(?:come|swing|stop|drop) (?:by|over|out)",
  "demo",
  "walkthrough",
  "walk-through",
  "consultation",
  "zoom",
  "(?:grab|get|have|over|for) (?:a )?coffee",
  "valuation",
  "pencil (?:you|it|that) in",
  "invite",
  "(?:stop|swing|come) by",
  "sit down",
]);

/**
 * A day, time or meeting word only counts inside a proposing frame in the same sentence: "How's your Monday
 * going?" and "I help owners meet their goals." are not proposals.
 */
const PROPOSAL_FRAME = phraseRegex([
  "would",
  "could",
  "can",
  "how about",
  "what about",
  "let's",
  "are you (?:free|available|around)",
  "works? for you",
  "(?:i'm|i am|we're|we are) (?:free|available)",
  "shall",
  "i'll",
  "i can",
  "i'd (?:love|like)",
  "(?:love|like|want) to",
]);

/** A bare day in a question ("Does Tuesday work?") proposes only when it asks about fitting it in. */
const TIME_CHECK = phraseRegex(["works?", "suit", "good for you", "free", "available", "okay for you", "better"]);

/** "Tuesday at four or Thursday at ten": a choice of times proposes even without a question. */
const CHOICE = phraseRegex(["either", "or"]);

export const AGREEMENT = phraseRegex([
  "sure",
  "(?:is|sounds|looks|'s) good",
  "good for (?:me|us)",
  "(?:i'd|she'd|he'd|we'd|they'd|i would|she would) (?:love|like) (?:that|to)",
  "happy to",
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

export const SMALL_TALK = phraseRegex([
  "how(?:'s| is| are| was| have) (?:you|your day|your week|your weekend|your morning|it going|things|everything|life)(?: been)?(?: doing| going| today| this (?:morning|afternoon|evening|week))?(?=[?,.!]|$)",
  "hope (?:you|your)",
]);

export const isProposalSentence = memo((sentence: string): boolean => {
  const t = normalise(sentence);
  if (has(SMALL_TALK, t)) return false;
  if (has(MEETING, t)) return isQuestion(sentence) || has(PROPOSAL_FRAME, t);
  return has(SCHEDULE, t) && (has(PROPOSAL_FRAME, t) || has(CHOICE, t) || (isQuestion(sentence) && has(TIME_CHECK, t)));
});

export const isNextStepProposal = memo((text: string): boolean => {
  return sentences(text).some(isProposalSentence);
});

export const agrees = memo((text: string): boolean => {
  const t = normalise(text);
  return has(AGREEMENT, t) && !has(REFUSAL, t);
});

function leadCounterProposes(text: string): boolean {
  const t = normalise(text);
  return has(SCHEDULE, t) && has(LEAD_COUNTER, t) && !has(REFUSAL, t) && objectionKinds(text).length === 0;
}

export interface NextStep {
  asked: boolean;
  secured: boolean;
  /** Index of the rep turn whose proposal (or confirmation) secured it, else of the first proposal. */
  turnIndex: number | undefined;
  /** Index of the lead turn that agreed (or named the time the rep confirmed). */
  agreementIndex: number | undefined;
  /** A day or a clock time was fixed, not just "next week" or "after the audit". */
  specific: boolean;
}

/** What makes a next step a date in a diary rather than a promise to talk some time. */
export const SPECIFIC_TIME = phraseRegex([
  `(?<!every |each )(?:${DAYS})(?:'s)?`,
  "tomorrow",
  "tonight",
  "this (?:morning|afternoon|evening)",
  "\\d{1,2}(?::\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)",
  "\\d{1,2}:\\d{2}",
  `(?:at|around|by) (?:\\d{1,2}|${NUMBER_WORDS}|noon)(?!\\s*(?:%|percent|dollars?|thousand|hundred|million|years?|months?|weeks?|days?|minutes?|people|homes?|houses?|times|trucks?|seats?|of|or (?:\\d+|${NUMBER_WORDS}) percent))`,
  "noon",
  "o'clock",
  `(?:${NUMBER_WORDS}) (?:thirty|fifteen|forty-five)`,
]);

function timesIn(text: string): string[] {
  return normalise(text).match(SPECIFIC_TIME) ?? [];
}

/** The lead picked one of the times offered ("Tuesday at ten works" / "Wednesday, then"). */
function picksOfferedTime(proposal: string, reply: string): boolean {
  const offered = new Set(timesIn(proposal));
  return !has(REFUSAL, normalise(reply)) && timesIn(reply).some((time) => offered.has(time));
}

/** "Okay. Bye." closes the call; it agrees to nothing. */
export function onlySignsOff(text: string): boolean {
  const t = normalise(text);
  return wordCount(t) <= 3 && /\b(?:bye|goodbye)\b/.test(t);
}

/** A yes that is also a no ("Fine, but I said I'm not switching") accepts nothing; a worn-out yes still counts here. */
function accepts(proposal: string, reply: string): boolean {
  const reaction = readLeadTurn(reply);
  if (onlySignsOff(reply) || reaction.refusal || reaction.annoyed) return false;
  return agrees(reply) || picksOfferedTime(proposal, reply);
}

/**
 * Secured when the lead accepts the rep's proposal, or proposes a time the rep then confirms. When a call
 * has several, the first one with a day or time stands (later ones confirm it); among vague ones, the last.
 */
export function detectNextStep(turns: readonly Turn[]): NextStep {
  let firstAsk: number | undefined;
  let best: NextStep | undefined;
  const consider = (turnIndex: number, agreementIndex: number) => {
    const specific = timesIn(`${turns[turnIndex]!.text} ${turns[agreementIndex]!.text}`).length > 0;
    if (!best || (specific && !best.specific) || (specific === best.specific && !specific))
      best = { asked: true, secured: true, turnIndex, agreementIndex, specific };
  };
  for (let i = 0; i < turns.length; i += 1) {
    const turn = turns[i]!;
    const next = turns[i + 1];
    if (turn.speaker === "agent" && isNextStepProposal(turn.text)) {
      firstAsk ??= i;
      if (next?.speaker === "customer" && accepts(turn.text, next.text)) consider(i, i + 1);
    }
    if (turn.speaker === "customer" && next?.speaker === "agent" && leadCounterProposes(turn.text) && agrees(next.text))
      consider(i + 1, i);
  }
  return (
    best ?? {
      asked: firstAsk !== undefined,
      secured: false,
      turnIndex: firstAsk,
      agreementIndex: undefined,
      specific: false,
    }
  );
}
