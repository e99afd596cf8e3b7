import { clock, type Evidence } from "./moments";
import { sentences, wordCount } from "./text";

const QUOTE_IN_TEXT_MAX = 90;

/** Fewer words than this ("No.", "Got it.") say nothing on their own; the next sentence is taken instead. */
const QUOTE_MIN_WORDS = 3;

/** One sentence of a moment's words, without its end mark, so a quote never adds a sentence. */
function shortQuote(text: string): string {
  const all = sentences(text);
  const chosen = all.find((s) => wordCount(s) >= QUOTE_MIN_WORDS) ?? all[0] ?? text;
  const first = chosen.replace(/[.?!…]+["'”’)\]]*$/u, "");
  if (first.length <= QUOTE_IN_TEXT_MAX) return first;
  const cut = first.slice(0, QUOTE_IN_TEXT_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

/** "at 1:07 (“Don't call me again”)": where a moment happened, in the lead's or rep's own words. */
export function at(evidence: Pick<Evidence, "time" | "text">): string {
  return `at ${clock(evidence.time)} (“${shortQuote(evidence.text)}”)`;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
export const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;
