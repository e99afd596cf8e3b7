import type { RedFlagKind } from "../../domain/call-review";
import { has, phraseRegex } from "./phrases";
import { normalise, sentences } from "./text";

/** Compliance red flags a sales manager stops a call for; each is named in the feedback and penalised. */
export type { RedFlagKind };

const PROMISE = phraseRegex([
  "guarantee[ds]?",
  "i promise(?: you)?",
  "promise (?:you|that)",
  "100 ?(?:percent|%)",
  "one hundred percent",
  "no matter (?:what|who|how)",
  "(?:will|you'll|you will|we will|we'll|it will|it'll) (?:definitely|certainly|absolutely) (?:save|sell|get|pay|lower|cut|beat)",
  "(?:can't|cannot) lose",
  "risk[- ]free",
]);

/** What a promise must be about to break the rules: money, a price, a result. */
const OUTCOME = phraseRegex([
  "sav(?:e|es|ed|ing|ings)",
  "cut",
  "lower",
  "reduce",
  "cheaper",
  "less",
  "more",
  "sell",
  "sold",
  "price",
  "premium",
  "rates?",
  "returns?",
  "approv\\w*",
  "results?",
  "money",
  "percent",
  "%",
  "above asking",
  "offers?",
  "roi",
  "revenue",
  "leads",
  "pipeline",
  "profit",
]);

/** Product names that contain the word "guaranteed" and promise nothing. */
const PRODUCT_TERM = phraseRegex(["guaranteed (?:issue|renewable|acceptance|universal|insurability|level)", "money[- ]back guarantee"]);

const URGENCY = phraseRegex([
  "(?:offer|price|pricing|rate|deal|discount|promotion|promo|special|quote) (?:ends|expires|disappears|goes away|won't last|runs out|is (?:only )?(?:good|valid) (?:until|through|for))",
  "(?:only|just) (?:good|valid|available) (?:today|until|through|for (?:today|this week|the next))",
  "(?:today|tonight|right now) only",
  "(?:only|just) (?:\\w+ ){0,2}(?:spots?|slots?|openings?|places?|seats?|units?) (?:left|remaining)",
  "(?:spots?|slots?|openings?) (?:are )?(?:filling|going) (?:up )?fast",
  "miss out",
  "(?:lose|losing) (?:this|the|that) (?:deal|rate|price|offer|spot|discount)",
  "(?:won't|will not|doesn't|does not|wouldn't) (?:last|hold|be around|be available)",
  "lock (?:it|this|that|you|the rate|the price|in) (?:in )?(?:now|today|right now|before)",
  "act (?:now|fast|today|quickly)",
  "before it's too late",
  "last chance",
  "limited[- ]time",
  "(?:enrol(?:l)?ment|registration|sign-?up|offer|deal|window|promotion|pricing|price|rate|discount|special|spots?) (?:\\w+ ){0,5}?(?:ends|closes|expires|runs out|goes away|disappears)",
  "(?:rates?|prices?|premiums?|costs?|fees?) (?:\\w+ ){0,2}?(?:are |is )?(?:going to|will|gonna) (?:double|triple|go up|jump|skyrocket|increase)",
  "(?:don't|do not) act (?:now|today|this week|fast|quickly)",
  "before (?:it's|they're|it is|they are) (?:gone|too late)",
  "(?:price|prices|rates?|premiums?|pricing) (?:go|goes|are going|is going|will go) up (?:by|next|after|on|tomorrow|at|this|on)",
  "(?:go|goes|going) up by \\d+",
  "(?:after|by) (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday|tomorrow|tonight|the end of (?:the )?(?:day|week|month)),? (?:it|the price|the rate|the offer|this)",
  "(?:you have to|you need to|you must|you've got to) (?:decide|sign|commit|act|list|book|buy) (?:now|today|right now|this week)",
]);

const DISPARAGING = phraseRegex([
  "(?:one of )?the worst",
  "rip(?:ping)?[- ]?(?:you |people |customers |their customers |them )?off",
  "rip[- ]off",
  "(?:a )?scam(?:mers)?",
  "crooks?",
  "garbage",
  "trash",
  "junk",
  "a joke",
  "dinosaurs?",
  "clunky",
  "useless",
  "incompetent",
  "lazy",
  "terrible",
  "awful",
  "horrible",
  "overpriced",
  "(?:don't|doesn't|do not|does not|won't|never) (?:care|know what they're doing|pick up|call (?:you )?back)",
  "(?:eat|eats|ate) (?:\\w+ )?alive",
  "(?:can't|cannot) be trusted",
  "shady",
  "(?:way )?behind the times",
]);

/** A third party in the sentence: the lead's current provider, "they", a named company, other firms. */
const THIRD_PARTY = /(?:\b(?:they|they're|their|them|those guys|those companies|other (?:agents|companies|brokers|providers|carriers|vendors|tools|firms)|competitors?|your (?:current |old |last |existing )?(?:agent|realtor|broker|provider|insurer|carrier|company|vendor|tool|software|system|crm|plan|guy|advisor|bank|lender))\b|(?<=\S\s)\p{Lu}[\p{L}&]+)/u;

const EXCUSED = /\b(?:we|we're|our|i|i'm|my)\b/;
/** Sympathy, not a verdict on anyone: "that sounds awful". */
const SYMPATHY = phraseRegex(["(?:that|it|this) (?:sounds|must be|must have been|is|was|'s) (?:so |really |just )?(?:terrible|awful|horrible|the worst)"]);

const SENSITIVE = phraseRegex([
  "social security(?: number)?",
  "\\bssn\\b",
  "last (?:four|4) (?:digits )?(?:of )?(?:your|the)",
  "date of birth",
  "birth ?date",
  "(?:driver's|drivers|driving) licen[cs]e(?: number)?",
  "licen[cs]e number",
  "(?:bank|checking|savings|routing|account|card|credit card|debit card) (?:number|details|info)",
  "(?:credit|debit) card",
  "card details",
  "cvv",
  "policy number",
  "medicare (?:number|id)",
  "passport number",
  "password",
  "mother's maiden name",
]);

const ASKS_FOR = phraseRegex([
  "(?:i|we)(?:'ll| will|'m going to|'re going to)?(?: just| also| still| first)? need",
  "(?:can|could|may) i (?:get|have|grab|take|confirm)",
  "(?:what's|what is|give me|tell me|read me|confirm)",
  "(?:can|could) you (?:give|tell|read|confirm|provide)",
]);

function matches(pattern: RegExp, sentence: string): boolean {
  return has(pattern, normalise(sentence));
}

/** The red flags one rep sentence raises, in a fixed order. */
export function redFlagsIn(sentence: string): RedFlagKind[] {
  const text = normalise(sentence);
  const flags: RedFlagKind[] = [];
  if (has(PROMISE, text) && has(OUTCOME, text) && !has(PRODUCT_TERM, text)) flags.push("guaranteed_outcome");
  if (has(URGENCY, text)) flags.push("false_urgency");
  const disparaging = text.match(DISPARAGING)?.[0];
  if (disparaging && !has(SYMPATHY, text) && THIRD_PARTY.test(sentence) && !EXCUSED.test(text.slice(0, text.indexOf(disparaging)).split(/[,;]/).at(-1) ?? "")) {
    flags.push("competitor_disparaged");
  }
  if (matches(SENSITIVE, sentence) && matches(ASKS_FOR, sentence)) flags.push("sensitive_data_request");
  return flags;
}

/** Splits a long sentence at commas and conjunctions, keeping each piece a verbatim substring. */
function clauses(sentence: string): string[] {
  return sentence.split(/(?:[,;:]\s+|\s+(?=(?:and|but|so|because)\s))/u).map((c) => c.trim()).filter(Boolean);
}

/** The shortest stretch of the sentence that still raises the flag: one clause, else the sentence. */
function quotableFor(sentence: string, kind: RedFlagKind): string {
  return clauses(sentence).find((c) => redFlagsIn(c).includes(kind)) ?? sentence;
}

/** Each red flag of a rep line, once per sentence, quoted by the clause that raised it. */
export function redFlagsInText(text: string): Array<{ kind: RedFlagKind; quote: string }> {
  return sentences(text).flatMap((sentence) => redFlagsIn(sentence).map((kind) => ({ kind, quote: quotableFor(sentence, kind) })));
}
