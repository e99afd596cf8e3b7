/**
 * @file The objections a live hint names, read from the lead's line as it arrives. A live hint only has to tell
 * the rep "that was an objection" in time to meet it; the score is the analyser's business after the call, so
 * this is a short lexicon of how leads commonly put each kind, not a judgement. Each entry says why it is there.
 */
import { OBJECTION_LABELS, type ObjectionKind } from "../call-review";

const CUES: ReadonlyArray<readonly [ObjectionKind, RegExp]> = [
  // The cost itself, or being unable or unwilling to pay it.
  [
    "price",
    /\b(too (expensive|pricey|much|high|steep)|expensive|can(no|')t afford|(fees?|commissions?|prices?|rates?|premiums?|costs?) (is|are) (too|so|way|really)|no budget|out of (my|our) budget)\b/i,
  ],
  // Not now: the moment, the season, or the lead's day.
  [
    "timing",
    /\b(bad time|not a good time|not (right )?now|busy|no time|call (me )?(back|later)|in a meeting|driving|next (year|quarter|month)|maybe later)\b/i,
  ],
  // Doubt about the caller, the offer or the claims.
  [
    "trust",
    /\b(scam|don'?t trust|how do i know|sounds too good|never heard of (you|your)|prove it|what'?s the catch|is this legit|skeptical|sceptical)\b/i,
  ],
  // Someone already does this for the lead.
  [
    "incumbent",
    /\b(already (have|got|use|using|work with|working with)|my (agent|realtor|broker|advisor|guy) (already|handles|does)|happy with (my|our) (current|agent|provider|vendor))\b/i,
  ],
  // A brush-off that moves the conversation to the inbox.
  [
    "send_info",
    /\b(send (me|us) (an? )?(email|info|information|something|details|brochure)|email me|put it in an email)\b/i,
  ],
  // Questioning why the call reached them at all.
  ["privacy", /\b(how did you get (my|this) number|where did you get my|take me off your list|do not call)\b/i],
  // Not in the market.
  ["not_looking", /\b(not (looking|selling|buying|shopping)|not in the market|no plans to (sell|buy|move|switch))\b/i],
  // A plain no.
  [
    "not_interested",
    /\b(not interested|no,? thanks?( you)?|we'?re (all )?(good|set|fine)|i'?m (all )?set|don'?t need (it|that|this|one|any))\b/i,
  ],
];

/** The kinds of objection in one line of the lead's, in a fixed order; empty when it raised none. */
export function objectionCues(line: string): ObjectionKind[] {
  return CUES.filter(([, cue]) => cue.test(line)).map(([kind]) => kind);
}

/** "a price objection", "a price and timing objection". */
export function objectionPhrase(kinds: readonly ObjectionKind[]): string {
  const labels = kinds.map((kind) => OBJECTION_LABELS[kind]);
  if (labels.length === 0) return "an objection";
  const joined = labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
  return `${/^[aeiou]/i.test(joined) ? "an" : "a"} ${joined} objection`;
}
