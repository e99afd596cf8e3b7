/**
 * @file A lexicon is a list of patterns that each carry the reason they belong: the analyser keeps word
 * lists only where a list is the truth (filler words, a vertical's regulated promises, steering words,
 * calendar words, the ways people ask to be left alone). Every entry says why, none quotes a graded call,
 * and scripts/quality/analysis-generality.test.ts holds them to it.
 */
import { phraseRegex } from "../phrases";

export interface LexiconEntry {
  /** A regular-expression source matched as whole words against lower-cased text with straight apostrophes. */
  pattern: string;
  /** Why this belongs to the lexicon, in a sales manager's terms. */
  reason: string;
}

export interface Lexicon {
  name: string;
  entries: readonly LexiconEntry[];
  regex: RegExp;
}

/** Every lexicon built, for the generality test to read. */
export const LEXICONS: Lexicon[] = [];

export function lexicon(name: string, entries: readonly LexiconEntry[]): Lexicon {
  const built = { name, entries, regex: phraseRegex(entries.map((e) => e.pattern)) };
  LEXICONS.push(built);
  return built;
}

/** Where the lexicon first matches in a normalised text, or -1. */
export function findIn(lex: Lexicon, text: string): { index: number; match: string } | undefined {
  lex.regex.lastIndex = 0;
  const m = lex.regex.exec(text);
  lex.regex.lastIndex = 0;
  return m ? { index: m.index, match: m[0] } : undefined;
}

/** One answer per lexicon and text within an analysis: the signals ask about the same lines many times. */
const answers = new Map<Lexicon, Map<string, boolean>>();

export function matches(lex: Lexicon, text: string): boolean {
  let known = answers.get(lex);
  if (!known) answers.set(lex, (known = new Map()));
  let hit = known.get(text);
  if (hit === undefined) {
    hit = text.search(lex.regex) >= 0;
    known.set(text, hit);
  }
  return hit;
}

/** Nothing read outlives one call's analysis. */
export function forgetMatches(): void {
  answers.clear();
}
