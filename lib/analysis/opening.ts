import { has, phraseRegex } from "./phrases";
import { withoutHesitations } from "./text";
import type { OpeningQuality, Turn } from "./types";

/** The opener is judged on the first few rep turns; a lead's "Hello? Who's this?" can push it back a turn. */
export const OPENING_REP_TURNS = 3;

const NOT_A_NAME =
  "(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Just|Calling|Sorry|Not|Also|So|Really|Here|With|From|Great|Good|Fine|Glad|Happy|Okay|Reaching|Following|Trying)\\b)";
/** Case-sensitive on purpose: a capitalised word after "this is"/"I'm" is how a name shows in transcripts. */
export const INTRODUCTION = new RegExp(
  `(?:\\b[Mm]y name(?:'s| is)\\s+\\p{L}+|(?<![\\p{L}'])(?:I'm|I am|[Tt]his is|[Ii]t's|[Hh]i,? it's)\\s+${NOT_A_NAME}\\p{Lu}\\p{Ll}+|(?<![\\p{L}'])\\p{Lu}\\p{Ll}+ here (?:from|with|at)\\b|(?:^|[,.!]\\s*|\\b[Hh](?:i|ey|ello)\\s+\\p{Lu}\\p{Ll}+,?\\s+)${NOT_A_NAME}\\p{Lu}\\p{Ll}+(?:\\s\\p{Lu}\\p{Ll}+)?\\s(?:from|with|at|over at)\\s\\p{Lu})`,
  "u",
);

export const REASON = phraseRegex([
  "(?:the )?reason (?:i'm|i am|for) (?:calling|my call|the call|reaching out)",
  "(?:the )?reason (?:i called|for calling)",
  "i'm calling (?:you )?(?:today )?(?:because|about|to|since|regarding|as)",
  "calling (?:because|about|to see|to ask|to let|to find out|regarding|since)",
  "reaching out",
  "wanted to (?:reach out|see|ask|touch base|talk|chat|share|introduce|follow up|let you know)",
  "why i'm calling",
  "i noticed",
  "i saw (?:that|your|the|you)",
  "(?:i'm|i am|we're|we are|i've been|we've been) (?:just )?(?:calling|ringing|contacting|reaching)(?! (?:at a bad time|back|you back))",
  "we (?:help|work with|do|make|build|provide|offer|run|specialize in|specialise in|just (?:closed|sold|listed|helped|opened|launched))",
  "you (?:filled out|requested|signed up|downloaded|registered|stopped by|visited|asked|enquired|inquired)",
  "(?:your|the) (?:home|house|listing|property|policy|renewal|company|team|business) (?:on|at|that|came|is|was)",
]);

export const PERMISSION = phraseRegex([
  "(?:do|did) you have (?:a|one|two|30|thirty|a few|a quick|just a) (?:quick )?(?:minute|moment|sec|second|seconds|minutes)",
  "(?:got|have you got) (?:a|one|two|30|thirty|a few|a quick) (?:quick )?(?:minute|moment|sec|second|seconds|minutes)",
  "is (?:now|this|it) (?:an? )?(?:bad|good|okay|ok|terrible|convenient|alright|all right) (?:time|moment)",
  "did i catch you",
  "(?:have|caught|catch) you at a (?:\\w+ )?(?:bad|good|okay|ok|reasonable|convenient|busy|decent|quiet)(?: time| moment)?",
  "(?:can|could|may) i (?:have|borrow|take|steal) (?:a|one|two|30|thirty|a few|just a) (?:quick )?(?:minute|moment|sec|second|seconds|minutes)",
  "(?:do you )?mind if i",
  "is it (?:okay|ok|alright|all right) if i",
  "bad time",
]);

/** Hesitations dropped first ("This is, uh, Sam"), keeping the capitals the name test relies on. */
export function introduces(text: string): boolean {
  const plain = text
    .replace(/[’‘]/g, "'")
    .replace(/,?\s*(?<![\p{L}'])(?:[Uu]+[mh]+|[Ee]r+m*|[Aa]h+)(?![\p{L}'])[,.]?\s*/gu, " ");
  return INTRODUCTION.test(plain);
}

export function assessOpening(turns: readonly Turn[]): OpeningQuality {
  const opening = turns.filter((t) => t.speaker === "agent").slice(0, OPENING_REP_TURNS);
  const raw = opening.map((t) => t.text).join(" ");
  const text = withoutHesitations(raw);
  return { introducedSelf: introduces(raw), statedReason: has(REASON, text), askedPermission: has(PERMISSION, text) };
}
