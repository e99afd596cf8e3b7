import { RESPECTFUL_EXIT } from "./acknowledgement";
import { contentWords, sharedWords } from "./content-words";
import { LARGER_NUMBER_WORDS, NUMBER_WORDS } from "./lexicons/conversation";
import { has, phraseRegex } from "./phrases";
import { questionSentences } from "./questions";
import { memo, normalise, withoutHesitations } from "./text";
import type { MarkedRepTurns, Objection, ObjectionKind, Turn } from "./types";

/** A response shorter than this can't both acknowledge and address the concern. */
export const ANSWER_MIN_WORDS = 12;

const OBJECTION_PATTERNS: ReadonlyArray<readonly [ObjectionKind, RegExp]> = [
  [
    "not_interested",
    phraseRegex([
      "not (?:really |even )?interested",
      "no interest",
      "no,? thanks",
      "no,? thank you",
      "not for (?:me|us)",
      "(?:don't|do not) (?:need|want) (?:it|that|this|any|anything|your)",
      "we're (?:all )?(?:good|set|fine)",
      "i'm (?:all )?set",
    ]),
  ],
  [
    "price",
    phraseRegex([
      "too (?:expensive|pricey|much|high|steep)",
      "(?:costs?|charges?|prices?|fees?|commissions?|rates?) (?:is|are) (?:way |really |so |pretty |just )?(?:too |very )?(?:high|much|expensive|steep|crazy|ridiculous|outrageous|a lot)",
      "(?:high|huge|crazy|ridiculous|outrageous|steep|expensive|big) (?:fees|commissions?|prices?|rates?)",
      "(?:can't|cannot|can not) afford",
      "(?:don't|do not|won't|not) (?:want to )?pay(?:ing)? (?:a |that |the |your |an |any )?(?:\\w+ )?(?:commission|fees?)",
      "expensive",
      "out of (?:my|our) budget",
      "no budget",
      "(?:don't|do not|doesn't|does not) have (?:the |any |that kind of )?(?:money|budget|cash|funds)",
      "not in the budget",
      "sell it myself",
      "for sale by owner",
      "fsbo",
    ]),
  ],
  [
    "incumbent",
    phraseRegex([
      "already (?:have|got|working|work|use|using|talking|signed|listed|with|has|talked)",
      "(?:have|got) (?:an? |my )?(?:own )?(?:agent|realtor|broker|guy|provider|vendor|advisor|company|person|someone|somebody) (?:already|i use|we use|i trust|i like|for that|who)",
      "my (?:agent|realtor|broker|advisor|guy)",
      "my (?:brother|cousin|friend|sister|uncle|aunt|neighbor|neighbour)(?:-in-law)? (?:is|does|handles)",
      "we (?:use|work with|have) (?:someone|somebody|a company|a vendor|a provider|a guy)",
      "under contract",
      "locked in",
    ]),
  ],
  [
    "send_info",
    phraseRegex([
      "send (?:me |us )?(?:an? )?(?:email|info|information|something|details|brochure|link|literature|materials|some (?:info|information|details|stuff))",
      "send (?:it|that|something) over",
      "email me",
      "just email",
      "shoot me an email",
      "drop me an email",
      "put it in an email",
      "mail me",
    ]),
  ],
  [
    "timing",
    phraseRegex([
      "(?:no|don't have|do not have|haven't got|got no) (?:the )?time",
      "(?<!not |not that |not too )busy",
      "call (?:me )?back",
      "call (?:me )?later",
      "(?:bad|not a good|terrible|awkward) time",
      "in (?:a|the middle of a) meeting",
      "(?:i'm |i am )driving",
      "not (?:right )?now",
      "another time",
      "maybe later",
      "try me later",
      "middle of something",
      "can't talk",
    ]),
  ],
  [
    "privacy",
    phraseRegex([
      "how (?:did|do|'d) you get (?:my|this) (?:number|info|information|details|name)",
      "how'd you get",
      "where (?:did|do) you get (?:my|this) (?:number|info|information|name)",
      "who gave you (?:my|this) (?:number|name)",
    ]),
  ],
  [
    "not_looking",
    phraseRegex([
      "not (?:looking|selling|planning|buying|in the market|moving|thinking about|considering|shopping)",
      "no (?:plans|intention)",
      "(?:happy|satisfied|fine|content) with (?:my|our|the|what|it|them|ours|who)",
      "not (?:going|gonna) (?:to )?(?:sell|switch|move|change)",
      "(?:don't|do not) (?:plan|intend) to",
    ]),
  ],
  [
    "trust",
    phraseRegex([
      "(?:don't|do not|can't) trust",
      "(?:sounds like|is this|this is|is it|sounds like a) (?:a )?scam",
      "need to think",
      "think about it",
      "let me think",
      "sleep on it",
      "too good to be true",
      "not sure (?:about|if)",
      "skeptical",
      "sceptical",
      "(?:talk|speak|check|discuss) (?:it |this |that )?with my (?:wife|husband|spouse|partner|boss|team|family)",
      "how do i know",
      "prove it",
      "bad experience",
    ]),
  ],
];

export const objectionKinds = memo((leadText: string): readonly ObjectionKind[] => {
  const text = normalise(leadText);
  return OBJECTION_PATTERNS.filter(([, pattern]) => has(pattern, text)).map(([kind]) => kind);
});

/** "One minute", "one day" are manners of speech, not a figure: a specific amount starts at two. */
const NUMBER_WORD = `(?:(?!one\\b)(?:${NUMBER_WORDS})|${LARGER_NUMBER_WORDS})`;
/** Checkable detail: a figure, a percentage, an amount of something, or a name mid-sentence. */
const SPECIFIC_FACT = new RegExp(
  `\\d|\\bpercent\\b|\\b${NUMBER_WORD}(?:[- ]${NUMBER_WORD})* (?:percent|days?|weeks?|months?|years?|hours?|minutes?|dollars?|thousand|hundred|million|homes?|houses?|clients?|customers?|trucks?|seats?|people|reps?|sales|offers?|sites?|locations?|drivers?|users?|policies|families)\\b|(?<=[\\p{Ll},]\\s)\\p{Lu}\\p{Ll}+`,
  "u",
);

function givesSpecifics(text: string): boolean {
  return SPECIFIC_FACT.test(text);
}

/**
 * How the rep's next turn met an objection. Acknowledged: real empathy (not empathy turned into pitch) or a
 * question on the lead's own point. Answered: substantive and engaged (a question, the lead's topic, or
 * specifics), never by pushing on. Specific: the answer carried checkable facts.
 */
export function assessResponse(
  response: Turn | undefined,
  objection: Turn,
  conduct: { realAcknowledgement: boolean; pushed: boolean },
): { acknowledged: boolean; answered: boolean; specific: boolean; pushed: boolean } {
  if (!response || response.speaker !== "agent")
    return { acknowledged: false, answered: false, specific: false, pushed: false };
  const asks = response.texts.some((t) => questionSentences(t).length > 0);
  const onTopic = sharedWords(contentWords(response.text), contentWords(objection.text)).length > 0;
  const specific = givesSpecifics(response.text);
  const acknowledged = !conduct.pushed && (conduct.realAcknowledgement || (asks && onTopic));
  const letsGo = has(RESPECTFUL_EXIT, withoutHesitations(response.text));
  const answered = !conduct.pushed && response.words >= ANSWER_MIN_WORDS && (asks || onTopic || specific || letsGo);
  return { acknowledged, answered, specific: answered && specific, pushed: conduct.pushed };
}

/** Objections the rep had a turn to answer; a parting shot as the call closes is not one. */
export function detectObjections(turns: readonly Turn[], conduct: MarkedRepTurns): Objection[] {
  const objections: Objection[] = [];
  turns.forEach((turn, index) => {
    const response = turns[index + 1];
    if (turn.speaker !== "customer" || !response) return;
    const kinds = objectionKinds(turn.text);
    if (kinds.length === 0) return;
    const assessed = assessResponse(response, turn, {
      realAcknowledgement: conduct.acknowledgedTurns.has(index + 1),
      pushed: conduct.pushedTurns.has(index + 1),
    });
    objections.push({ leadText: turn.text, timestamp: turn.start, kinds: [...kinds], ...assessed });
  });
  return objections;
}
