import { count, phraseRegex } from "./phrases";
import { normalise } from "./text";
import type { LeadSignals } from "./types";

const POSITIVE = phraseRegex([
  "(?<!no )thanks",
  "(?<!no )thank you",
  "(?<!not |not that |not so )great",
  "(?:good|fair) point",
  "(?<!not |not that )interesting",
  "(?<!not )nice",
  "helpful",
  "appreciate",
  "(?:i |i'd |would )love",
  "sounds (?:good|great|nice|fine)",
  "that's fair",
  "makes sense",
  "fair enough",
  "good to know",
  "happy to",
  "glad",
  "cool",
  "wonderful",
  "perfect",
  "excellent",
  "awesome",
  "no problem",
]);

const NEGATIVE = phraseRegex([
  "not (?:really |even )?interested",
  "no,? thanks",
  "no,? thank you",
  "(?:don't|do not) (?:need|want) (?:it|that|this|any|anything|your)",
  "not (?:looking|selling|now|right now|a good time|for me|for us)",
  "too (?:expensive|much|high|busy|pushy)",
  "(?:can't|cannot) afford",
  "waste of (?:my )?time",
  "i'll pass",
  "^no(?!,?\\s+(?:problem|worries))",
  "nope",
  "not really",
  "don't think so",
  "annoying",
  "(?<!not |not that |not too )busy",
  "(?:happy|satisfied) with (?:my|our|the|what)",
  "already (?:have|got|working|using)",
  "(?:i'm|we're) (?:all )?set",
  "we're (?:all )?good",
  "(?:don't|do not) trust",
  "pushy",
]);

const HOSTILE = phraseRegex([
  "f+u+c+k\\w*",
  "f\\*+\\w*",
  "shit\\w*",
  "bullshit",
  "(?:god)?damn(?:it)?",
  "the hell",
  "crap",
  "bastard",
  "asshole",
  "piss(?:ed)? off",
  "screw you",
  "idiot",
  "moron",
  "stupid",
  "stop calling",
  "quit calling",
  "(?:take|remove|put) me (?:off|on) (?:your|the|this) (?:\\w+ )*?list",
  "(?:don't|do not|never) (?:ever )?call (?:me|here|this number)(?: again| anymore| ever)?",
  "leave me alone",
  "go away",
  "get lost",
  "lose my number",
  "harass\\w*",
  "how dare",
  "shut up",
  "get off (?:my|the) (?:phone|line)",
  "(?:i'll|i will|gonna|going to) report you",
]);

const INTERESTED = phraseRegex([
  "how much",
  "what (?:do|does|would|will) (?:it|that|this|you|they) (?:cost|charge|run)",
  "what are (?:your|the) (?:fees|rates|prices|terms|options)",
  "what's (?:the|your) (?:price|rate|fee|commission|cost)",
  "how (?:does|would|do|will) (?:it|that|this|you|your \\w+|the \\w+) work",
  "tell me more",
  "(?:i'm|i am|i'd be|i would be|we're|we'd be|sounds|that's|might be|could be|actually|definitely|very|kind of|somewhat) interest(?:ed|ing)",
  "(?:i'd|i would|i'm|i am|we're|we'd) (?:be )?open to",
  "(?:could|might|may) work",
  "what would (?:that|it|this) look like",
  "what(?:'s| are| is) (?:the )?next steps?",
  "how soon",
  "how long (?:does|would|will)",
  "when (?:can|could) (?:you|we)",
  "what do you need from me",
  "let's do it",
  "(?:i'm|i am) (?:free|available)",
  "that works",
  "works for me",
  "sign me up",
  "book it",
  "i'm curious",
  "what kind of (?:results|numbers|return|savings)",
  "can you show me",
  "send (?:me )?(?:the|an?|a calendar) invite",
  "see you (?:then|on|at|tomorrow)",
  "how do (?:we|i) get started",
  "do you have (?:any )?availability",
  "what times?",
]);

export function countLeadSignals(leadTexts: readonly string[]): LeadSignals {
  const signals: LeadSignals = { positive: 0, negative: 0, hostile: 0, interested: 0 };
  for (const raw of leadTexts) {
    const text = normalise(raw);
    signals.positive += count(POSITIVE, text);
    signals.negative += count(NEGATIVE, text);
    signals.hostile += count(HOSTILE, text);
    signals.interested += count(INTERESTED, text);
  }
  return signals;
}
