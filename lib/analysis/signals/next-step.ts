/**
 * @file The next step: a proposal from the rep (a meeting or call, a day or time), and what the lead said
 * back in their own words. Specific when a calendar word or a date/time entity fixes it; willing unless the
 * lead gave in to end the call or took it back.
 */
import { AFFIRMATIVE, CALENDAR, HONOURED_STOP, LOOSE_TIME, MEETING } from "../lexicons/conversation";
import { findIn, matches } from "../lexicons/lexicon";
import { BRUSH_OFF, BUSY, GIVING_IN, REFUSAL, STOP_CONTACT, UNHEARD } from "../lexicons/lead-state";
import type { ReadTurn, Sentence } from "./lines";

export type NextStepKind = "none" | "declined" | "vague" | "specific" | "coerced";

export interface NextStepSignal {
  kind: NextStepKind;
  proposal?: { time: number; quote: string };
  answer?: { time: number; quote: string };
}

export const PROPOSING =
  /\b(?:would|could|can|(?:i'd |i would )?(?:suggest|propose)|how about|what about|let's|let me|shall|i'll|i will|i can|we can|are you (?:free|around|available)|works? for you|does .{0,30} work|(?:when|what time|what day)(?:'s| is| would be) (?:good|best|better|easiest)|(?:when|what time|what day) works|i'd (?:love|like) to|want to|should we|why don't we)\b/;

/** The language model finds a date or time in the turn that no negation takes back. */
function namesTime(turn: ReadTurn): boolean {
  return turn.parses.some((p) => p.when.some((w, i) => w && !p.negated[i]));
}

function hasWhen(turn: ReadTurn): boolean {
  return namesTime(turn) || matches(CALENDAR, turn.norm);
}

/** A day or a time, not only a month or a "next week": "January's fine" keeps the step loose. */
function fixesDay(turn: ReadTurn): boolean {
  return matches(CALENDAR, turn.norm) || (namesTime(turn) && !matches(LOOSE_TIME, turn.norm));
}

/** The proposing sentence itself names a day or time (not a date mentioned elsewhere in the turn). */
function proposalFixesTime(turn: ReadTurn): boolean {
  return turn.sentences.some(
    (s) => matches(CALENDAR, s.norm) && (s.question || PROPOSING.test(s.norm) || matches(MEETING, s.norm)),
  );
}

/**
 * The rep asking the lead to pick the time ("when's better for you?", "when can I catch you?"). "Is now a
 * good time?" is the opening's check, not a proposal, so a plain "good time" does not count.
 */
const ASKS_FOR_TIME =
  /\b(?:(?:better|best|easier|more convenient) time|when(?:'s| is| would| will| might)(?: be)?(?: a)? (?:good|better|best|easier)|when (?:can|could|should|may|might) (?:i|we) (?:call|ring|reach|try|catch|talk|speak)|what time (?:works|suits|is (?:good|best|better)))\b/;
const asksForTime = (s: Sentence) => s.question && ASKS_FOR_TIME.test(s.norm);

/**
 * The opening's check on talking now, even when the same breath offers to call another time: it asks whether the
 * lead can talk today, it books nothing.
 */
const ASKS_ABOUT_NOW =
  /\b(?:is|if) (?:now|this|it) (?:a |an )?(?:good|bad|okay|ok|all right|alright|fine|convenient|terrible)(?: time| moment)?\b/;
/** A request for a few minutes, with no day or time, asks for the lead's time now, not for a later step. */
const ASKS_FOR_A_MINUTE =
  /\b(?:got|have|spare|grab|give me) (?:a|one|two|a few|a couple(?: of)?) (?:minutes?|moments?|seconds?|mins?)\b/;

/**
 * A question that offers a slot: a short one (a day and an hour, and a question mark) or one framed as an offer
 * ("how does…", "what about…", "what if I…"). A longer question that only names a day (did they enjoy the
 * match on Sunday) asks about the lead's life, not for their time.
 */
const offersSlot = (s: Sentence) =>
  s.question &&
  (s.norm.split(" ").length <= 6 || /^(?:\w+,? )?(?:how(?:'s| is| does| would)|what (?:about|if)|or)\b/.test(s.norm));

/** A sentence that proposes a meeting or a call: a day or time, or a meeting word, in a proposing frame. */
export function proposesMeeting(s: Sentence): boolean {
  // "No one will call you again" names a call and proposes none: it honours a stop request.
  if (ASKS_ABOUT_NOW.test(s.norm) || matches(HONOURED_STOP, s.norm)) return false;
  const when = matches(CALENDAR, s.norm) || matches(LOOSE_TIME, s.norm);
  if (!when && ASKS_FOR_A_MINUTE.test(s.norm)) return false;
  const meeting = matches(MEETING, s.norm);
  return (
    (when && (offersSlot(s) || PROPOSING.test(s.norm) || meeting)) ||
    (meeting && (s.question || PROPOSING.test(s.norm))) ||
    asksForTime(s)
  );
}

function isProposal(turn: ReadTurn): boolean {
  return turn.sentences.some(proposesMeeting);
}

/** A yes in the lead's words that no negation or refusal takes back. */
function accepts(answer: ReadTurn, proposal: ReadTurn): boolean {
  if (matches(REFUSAL, answer.norm) || matches(STOP_CONTACT, answer.norm)) return false;
  // "Okay. Bye." closes the call; it agrees to nothing.
  if (answer.words <= 3 && /\b(?:bye|goodbye)\b/.test(answer.norm)) return false;
  const yes = findIn(AFFIRMATIVE, answer.norm);
  const negatedYes = yes !== undefined && /\b(?:not|n't|no)\s+(?:\w+\s+)?$/.test(answer.norm.slice(0, yes.index));
  const namesTime = hasWhen(answer) && !answer.sentences.every((s) => s.question && !matches(CALENDAR, s.norm));
  if (yes !== undefined && !negatedYes) return true;
  // "Let me ask my partner first, I'll ring you next week": a date of their own is no yes.
  if (DEFERRAL.test(answer.norm)) return false;
  // A day the lead only describes ("my back's bad today") is no yes, unless the rep asked them to pick one.
  return (
    namesTime &&
    (hasWhen(proposal) || proposal.sentences.some(asksForTime) || (answer.words >= 3 && AVAILABLE.test(answer.norm)))
  );
}

/**
 * A lead who needs a moment (to find a pen, to check a diary): the first reply neither takes nor turns down the
 * proposal, the rep waits without proposing again, and the lead's next reply accepts it.
 */
function answerAfterPause(turns: readonly ReadTurn[], i: number, proposal: ReadTurn): ReadTurn | undefined {
  const [first, wait, second] = [turns[i + 1], turns[i + 2], turns[i + 3]];
  if (!first || !wait || !second || wait.speaker !== "agent" || second.speaker !== "customer") return undefined;
  if (
    matches(REFUSAL, first.norm) ||
    matches(STOP_CONTACT, first.norm) ||
    /\b(?:no|not|n't)\b/.test(first.norm) ||
    isProposal(wait)
  )
    return undefined;
  return accepts(second, proposal) ? second : undefined;
}

/**
 * The lead putting the decision off, to someone else's word or to later: neither a yes nor a no to the step.
 */
const DEFERRAL =
  /\b(?:let me (?:talk|speak|check|run (?:it|this|that) (?:by|past)|think)|(?:i|we) (?:need|have|want|'d have|'ll have) to (?:talk|speak|check) (?:to|with)|(?:i'll|we'll|i will|we will) (?:come|get|circle) back to you|(?:i'll|we'll) let you know)\b/;

/** The lead keeping their yes open: they might be free, maybe, if they are around. */
const HEDGED = /\b(?:might|maybe|possibly|perhaps|probably|if i(?:'m| am) (?:around|free|back|here))\b/;

/** The lead saying when they can, not when something happened. */
const AVAILABLE =
  /\b(?:free|available|home|around|works?|can do|could do|how about|what about|open|better|best|good|fine)\b/;

/** The sentence that proposes (or, for the lead, the first one): the line a coach would replay. */
function quoteOf(turn: ReadTurn): { time: number; quote: string } {
  const s =
    (turn.speaker === "agent"
      ? (turn.sentences.find((x) => x.question && proposesMeeting(x)) ??
        turn.sentences.find(proposesMeeting) ??
        turn.sentences.find(
          (x) => matches(CALENDAR, x.norm) || matches(MEETING, x.norm) || matches(LOOSE_TIME, x.norm),
        ) ??
        turn.sentences.findLast((x) => x.question))
      : undefined) ?? turn.sentences[0];
  return { time: s?.time ?? turn.start, quote: s?.text ?? turn.text };
}

export function nextStepOf(turns: readonly ReadTurn[]): NextStepSignal {
  let best: NextStepSignal = { kind: "none" };
  const rank: Record<NextStepKind, number> = { none: 0, declined: 1, coerced: 2, vague: 3, specific: 4 };
  const consider = (candidate: NextStepSignal) => {
    // The first of the best kind stands: later mentions of the same step confirm it.
    if (rank[candidate.kind] > rank[best.kind]) best = candidate;
  };
  turns.forEach((turn, i) => {
    if (turn.speaker !== "agent" || !isProposal(turn)) return;
    const first = turns[i + 1];
    const proposal = quoteOf(turn);
    if (!first || first.speaker !== "customer") return consider({ kind: "declined", proposal });
    const answer = accepts(first, turn) ? first : answerAfterPause(turns, i, turn);
    if (!answer) return consider({ kind: "declined", proposal, answer: quoteOf(first) });
    const at = turns.indexOf(answer);
    const later = turns.slice(at).filter((t) => t.speaker === "customer");
    const gaveIn =
      matches(GIVING_IN, answer.norm) || later.some((t) => matches(STOP_CONTACT, t.norm) || matches(UNHEARD, t.norm));
    const tookBack = later.slice(1).some((t) => matches(REFUSAL, t.norm));
    if (gaveIn) return consider({ kind: "coerced", proposal, answer: quoteOf(answer) });
    if (tookBack) return consider({ kind: "declined", proposal, answer: quoteOf(answer) });
    const confirmation = turns[at + 1];
    // "I might be around Thursday, send something": a maybe is no booking, whatever day it names.
    if (HEDGED.test(answer.norm)) return consider({ kind: "vague", proposal, answer: quoteOf(answer) });
    const specific =
      proposalFixesTime(turn) ||
      fixesDay(answer) ||
      (confirmation?.speaker === "agent" && matches(CALENDAR, confirmation.norm));
    consider({ kind: specific ? "specific" : "vague", proposal, answer: quoteOf(answer) });
  });
  // The lead offering a time themselves ("Thursday after six, we're both home") that the rep confirms back.
  turns.forEach((turn, i) => {
    const rep = turns[i + 1];
    const asked = turns[i - 1];
    if (turn.speaker !== "customer" || rep?.speaker !== "agent" || !matches(CALENDAR, turn.norm)) return;
    const offersTime = turn.sentences.some((x) => matches(CALENDAR, x.norm) && AVAILABLE.test(x.norm));
    const askedForIt = asked?.speaker === "agent" && isProposal(asked);
    if (!(offersTime || askedForIt)) return;
    if (matches(REFUSAL, turn.norm) || !matches(CALENDAR, rep.norm)) return;
    if (HEDGED.test(turn.norm)) return;
    // "Fine whatever, Tuesday": a time named to end the call books it only to end the call. Which the shrug is
    // about, the step or the pitch before it, the time's own sentence says; a shrug elsewhere in the turn books nothing.
    const shrugged = turn.sentences.some((x) => matches(CALENDAR, x.norm) && matches(GIVING_IN, x.norm));
    if (!shrugged && matches(GIVING_IN, turn.norm)) return;
    const kind = shrugged ? "coerced" : "specific";
    // The rep's question that drew the time out ("when's better?") is the proposal: it says what the step is.
    if (rank[kind] > rank[best.kind])
      best = { kind, proposal: quoteOf(askedForIt ? asked : rep), answer: quoteOf(turn) };
  });
  // A time the lead left open ("Monday afternoon maybe") that the rep pins down ("two thirty Monday then") and the
  // lead then confirms without a maybe: the rep's statement was the proposal. A yes already given only to end the
  // call stays that: confirming its time later makes it no more willing.
  turns.forEach((turn, i) => {
    const [offered, confirmed] = [turns[i - 1], turns[i + 1]];
    if (turn.speaker !== "agent" || offered?.speaker !== "customer" || confirmed?.speaker !== "customer") return;
    // The lead's open time is one the lexicons know: "last year" and "a month ago" are dates too, but offer no slot.
    const leftOpen = matches(CALENDAR, offered.norm) || matches(LOOSE_TIME, offered.norm);
    if (best.kind === "coerced" || !leftOpen || !namesTime(turn) || !accepts(confirmed, turn)) return;
    if (HEDGED.test(confirmed.norm) || matches(GIVING_IN, confirmed.norm)) return;
    const later = turns.slice(i + 1).filter((t) => t.speaker === "customer");
    if (later.some((t) => matches(STOP_CONTACT, t.norm) || matches(UNHEARD, t.norm))) return;
    if (later.slice(1).some((t) => matches(REFUSAL, t.norm))) return;
    if (rank.specific > rank[best.kind])
      best = { kind: "specific", proposal: quoteOf(turn), answer: quoteOf(confirmed) };
  });
  return best;
}

/**
 * Rep turns that propose the step again straight after the lead turned it down (a no or a request for
 * something in writing, not a counter-offer): asking twice for what the lead just declined is pressure however politely it is worded.
 */
export function proposalsAfterNo(turns: readonly ReadTurn[]): ReadTurn[] {
  return turns.filter((turn, i) => {
    const [asked, answer] = [turns[i - 2], turns[i - 1]];
    if (turn.speaker !== "agent" || asked?.speaker !== "agent" || answer?.speaker !== "customer") return false;
    if (!isProposal(asked) || !isProposal(turn) || accepts(answer, asked)) return false;
    // Only a no or a brush-off: a counter-offer ("Thursday's out, Friday?") is bargaining over the step.
    return (
      !hasWhen(answer) &&
      (matches(REFUSAL, answer.norm) || matches(BUSY, answer.norm) || matches(BRUSH_OFF, answer.norm))
    );
  });
}
