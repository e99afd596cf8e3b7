/**
 * @file Compliance breaches and honest limits in the rep's own sentences. A regulated promise counts only
 * when no negation governs it: "I can't guarantee a price" is honest, "you can't lose" is the promise.
 * Steering is read on real-estate calls (and calls of unknown vertical); disparagement only when the
 * sentence is about someone else (they, your current provider, a named company).
 */
import type { Vertical } from "../../../domain/enums";
import {
  CARD_FETCH,
  CONDITIONS,
  DISPARAGEMENT,
  FALSE_URGENCY,
  HONEST_LIMITS,
  MISREPRESENTATION,
  PRETEXT,
  REGULATED_PROMISES,
  SALES_CALL_DENIAL,
  SENSITIVE_DATA,
  STEERING,
  UNDERWRITTEN_PRICE_PROMISES,
} from "../lexicons/compliance";
import { findIn, type Lexicon } from "../lexicons/lexicon";
import { ASKS_WHAT_HAPPENED } from "../questions";
import type { ReadTurn, Sentence } from "./lines";
import { PROPOSING, proposesMeeting } from "./next-step";

export const BREACH_KINDS = [
  "guaranteed_outcome",
  "steering",
  "false_urgency",
  "sensitive_data_request",
  "misrepresentation",
  "competitor_disparaged",
] as const;
export type BreachKind = (typeof BREACH_KINDS)[number];

export interface Breach {
  kind: BreachKind;
  time: number;
  quote: string;
}

/**
 * Negation governs a match when it negates the rep's own act of promising or claiming: "I can't [guarantee]",
 * "I won't say [prices only go up]", "nobody can promise [you'll be approved]", and a belief the rep denies: "I don't
 * think [you have to sign today]", "I wouldn't recommend [switching now]". A negation inside the
 * claim itself ("you can't lose") is the claim, not a disclaimer.
 */
const NEGATOR =
  "(?:can't|cannot|can not|won't|wouldn't|couldn't|don't|do not|never|not going to|not gonna|(?:not|never) (?:able|allowed|permitted) to|unable to|(?:i'm|i am|we're|we are) not)";
const GOVERNING_NEGATION = new RegExp(
  `(?:^|\\s)${NEGATOR}\\s+(?:[\\w']+\\s+)?$|(?:^|\\s)${NEGATOR}\\s+(?:[\\w']+\\s+)?(?:guarantee|promise|say|tell|claim|predict|know|pretend|ask|need|want|read|give|share|send|provide|think|believe|feel|expect|recommend|suggest|advise)\\b[^.;]*$|(?:^|\\s)(?:nobody|no one|no-one)\\b[^.;]*$`,
);
const OTHER_PARTY =
  /\b(?:they|they're|their|them|those guys|that company|that firm|competitors?|your (?:current |old |last )?(?:agent|carrier|broker|provider|vendor|company|insurer|system|software|tool|bank|realtor|plan))\b/;

/** A capitalised name after the sentence's first word: a company or product named. */
const NAMED = /\s[A-Z][a-z]+[A-Z]?\w*/;

function clauseBefore(s: Sentence, index: number): string {
  return (
    s.norm
      .slice(0, index)
      .split(/[;:]|\bbut\b/)
      .pop() ?? ""
  );
}

/**
 * Someone else's words the rep retells ("my uncle used to say the whole industry was a joke", "she told
 * me it's a rip-off"): a sales manager holds the rep to what they assert, not to a story they tell. A rumour the
 * rep passes on as news ("from what I'm hearing they're going under") is still the rep's claim.
 */
const REPORTED_SPEECH =
  /\b(?:he|she|he'd|she'd|my (?:[\w'-]+ )?[\w'-]+|they)\s+(?:would\s+|used to\s+|always\s+|once\s+|kept\s+)?(?:say|says|said|saying|told (?:me|us)|tells (?:me|us))\b/;
const reported = (clause: string) =>
  REPORTED_SPEECH.test(clause) && !/\bthey\s+(?:say|says|said|saying)\b/.test(clause);
/**
 * What others in the trade say, held up to be refused ("some agents will tell you you can't lose"), and a claim
 * the rep disowns as a hypothetical ("if I said prices only go up, I'd be misleading you", "if I promised
 * you'd be approved, would you trust me?"): the rep asserts none of it.
 */
const DISOWNED =
  /\b(?:some|other|a lot of|lots of|most|plenty of) (?:agents|reps|brokers|realtors|companies|carriers|vendors|salespeople|sales people|guys)\s+(?:\w+\s+)?(?:will|would|might|may|like to)?\s*(?:tell|say|promise|claim)\b|\bif i (?:said|told you|promised|claimed)\b/;

/**
 * A claim whose subject is some members of a kind ("some policies do guarantee…", "a few lenders will…")
 * describes the market, not what the rep promises this lead. "Most" is left out: "most people get approved"
 * is a promise to the listener in other words.
 */
const GENERIC_SUBJECT =
  /(?:^|\s)(?:some|many|certain|a few|other)\s+(?!of\b)(?:[\w'-]+\s+)?[\w'-]+s\s+(?:(?:do|does|can|may|might|will|would|usually|often|typically|also)\s+)?$/;

function unnegated(lex: Lexicon, s: Sentence): boolean {
  const hit = findIn(lex, s.norm);
  if (!hit) return false;
  const clause = clauseBefore(s, hit.index);
  return (
    !GOVERNING_NEGATION.test(clause) && !reported(clause) && !DISOWNED.test(clause) && !GENERIC_SUBJECT.test(clause)
  );
}

/**
 * A sensitive number is a breach when the rep asks the lead for it: the lead's own (a number "your" names), a
 * question, or a request to the rep ("read me", "I'll need", "I just need", "grab", "verify the card number").
 * Naming the kind of data in passing ("map each site's account numbers to the ledger") asks for nothing.
 */
const ASKED =
  /\b(?:me|(?:i|we)(?:'ll|'d)? (?:just |only |really |first )?need|can i (?:get|have|grab)|could i (?:get|have)|grab|have handy|what's|what is|verify|confirm)\b/;
const LEADS_OWN = /\b(?:your|ur)\s+(?:[\w'-]+\s+){0,2}$/;

function asksForSensitiveData(s: Sentence): boolean {
  const hit = findIn(SENSITIVE_DATA, s.norm);
  if (!hit) return false;
  const clause = clauseBefore(s, hit.index);
  if (GOVERNING_NEGATION.test(clause)) return false;
  return s.question || /\byour\b/.test(hit.match) || LEADS_OWN.test(clause) || ASKED.test(clause + hit.match);
}

/**
 * A promised outcome is a breach only as a promise: unnegated, not a question about what happened, and with no
 * condition the rep names in the same sentence (a rate locked for a term that "depends on" the purchase date
 * describes the product).
 */
function promises(lex: Lexicon, s: Sentence): boolean {
  // A question about what happened asks for a fact; a claim with a question tagged on ("…, right?") still claims.
  if (s.question && ASKS_WHAT_HAPPENED.test(s.norm)) return false;
  return unnegated(lex, s) && findIn(CONDITIONS, s.norm) === undefined;
}

/** Asking to get back in touch later: a call-back or a check-in is a meeting of its own. */
const FOLLOW_UP =
  /\b(?:check(?:ed)? (?:back )?in|check back|call(?: you)? back|touch base|follow up|reach out|ping you|ring you)\b/;

function proposesContact(s: Sentence): boolean {
  return proposesMeeting(s) || ((s.question || PROPOSING.test(s.norm)) && FOLLOW_UP.test(s.norm));
}

/**
 * Said of the meeting or call-back the rep has proposed, in this turn before it ("Could I check back in next spring?
 * Nothing to buy, only a catch-up") or in an earlier turn ("…Monday at ten?" then "keep your card handy for Monday").
 */
function ofProposedMeeting(s: Sentence, turn: ReadTurn, proposedEarlier: boolean): boolean {
  return proposedEarlier || turn.sentences.slice(0, turn.sentences.indexOf(s) + 1).some(proposesContact);
}

const CHECKS: ReadonlyArray<{
  kind: BreachKind;
  test: (s: Sentence, vertical: Vertical | null, turn: ReadTurn, proposedEarlier: boolean) => boolean;
}> = [
  {
    kind: "guaranteed_outcome",
    test: (s, v) => promises(REGULATED_PROMISES, s) || (v !== "saas" && promises(UNDERWRITTEN_PRICE_PROMISES, s)),
  },
  { kind: "steering", test: (s, v) => (v === null || v === "real_estate") && unnegated(STEERING, s) },
  { kind: "false_urgency", test: (s) => unnegated(FALSE_URGENCY, s) },
  {
    kind: "sensitive_data_request",
    test: (s, _v, turn, earlier) =>
      asksForSensitiveData(s) || (unnegated(CARD_FETCH, s) && !ofProposedMeeting(s, turn, earlier)),
  },
  {
    kind: "misrepresentation",
    test: (s, _v, turn, earlier) =>
      unnegated(MISREPRESENTATION, s) ||
      unnegated(PRETEXT, s) ||
      (unnegated(SALES_CALL_DENIAL, s) && !ofProposedMeeting(s, turn, earlier)),
  },
  {
    kind: "competitor_disparaged",
    test: (s) => (OTHER_PARTY.test(s.norm) || NAMED.test(s.text)) && unnegated(DISPARAGEMENT, s),
  },
];

/** Any of the compliance lexicons, to skip the sentence checks on turns that cannot hold a breach. */
const ANY = new RegExp(
  [
    REGULATED_PROMISES,
    UNDERWRITTEN_PRICE_PROMISES,
    STEERING,
    FALSE_URGENCY,
    SENSITIVE_DATA,
    CARD_FETCH,
    MISREPRESENTATION,
    SALES_CALL_DENIAL,
    PRETEXT,
    DISPARAGEMENT,
  ]
    .map((l) => l.regex.source)
    .join("|"),
  "u",
);

export function breachesIn(turns: readonly ReadTurn[], vertical: Vertical | null): Breach[] {
  const found: Breach[] = [];
  let proposedEarlier = false;
  for (const turn of turns) {
    if (turn.speaker !== "agent") continue;
    if (ANY.test(turn.norm))
      for (const s of turn.sentences)
        for (const check of CHECKS)
          if (check.test(s, vertical, turn, proposedEarlier))
            found.push({ kind: check.kind, time: s.time, quote: s.text });
    proposedEarlier ||= turn.sentences.some(proposesContact);
  }
  return found;
}

/** The rep saying what nobody can promise, or where the product falls short. */
export function honestLimitsIn(turns: readonly ReadTurn[]): Sentence[] {
  return turns
    .filter((t) => t.speaker === "agent")
    .flatMap((t) => t.sentences.filter((s) => findIn(HONEST_LIMITS, s.norm) !== undefined));
}
