import { memo, normalise } from "./text";

const B = "(?<![\\p{L}\\p{N}'])";
const E = "(?![\\p{L}\\p{N}'])";

/**
 * Each filler has its own pattern so the count per word can be reported. Exclusions keep literal uses
 * out: "do you know", "let you know", "what kind of", "what I mean"; "like" counts only when it is set
 * off by a comma or follows um/uh/so, since comparisons ("looks like", "I'd like") are far more common.
 */
const FILLER_PATTERNS: ReadonlyArray<readonly [string, RegExp]> = [
  ["um", new RegExp(`${B}(?:u+m+|e+r+m+)${E}`, "gu")],
  ["uh", new RegExp(`${B}u+h+${E}`, "gu")],
  ["er", new RegExp(`${B}e+r+${E}`, "gu")],
  ["ah", new RegExp(`${B}a+h+${E}`, "gu")],
  ["like", new RegExp(`(?:,\\s*like${E}|${B}like\\s*,|${B}(?:um|uh|so)\\s+like${E})`, "gu")],
  [
    "you know",
    new RegExp(
      `(?<!${B}(?:do|did|don't|didn't|if|as|let|would|will|to|you|i)\\s)${B}you know${E}(?!\\s+(?:what|how|where|who|why|when|if|whether|that|about|anyone|someone|any|the|a|an|my|your|his|her|their|our|it|this|him|them)${E})`,
      "gu",
    ),
  ],
  ["basically", new RegExp(`${B}basically${E}`, "gu")],
  ["actually", new RegExp(`${B}actually${E}`, "gu")],
  ["literally", new RegExp(`${B}literally${E}`, "gu")],
  [
    "kind of",
    new RegExp(
      `(?<!${B}(?:what|which|the|a|this|that|any|some|every|no|same|these|those|one|what's|that's)\\s)${B}kind of${E}`,
      "gu",
    ),
  ],
  [
    "sort of",
    new RegExp(
      `(?<!${B}(?:what|which|the|a|this|that|any|some|every|no|same|these|those|one|what's|that's)\\s)${B}sort of${E}`,
      "gu",
    ),
  ],
  ["i mean", new RegExp(`(?<!${B}(?:what|if|that's what)\\s)${B}i mean${E}`, "gu")],
];

export interface FillerCount {
  total: number;
  byWord: Record<string, number>;
}

/** Each filler said in one text, with how often, in the order of FILLER_PATTERNS (shared, never changed). */
const fillersIn = memo((raw: string): ReadonlyArray<readonly [string, number]> => {
  const text = normalise(raw);
  const found: Array<readonly [string, number]> = [];
  for (const [word, pattern] of FILLER_PATTERNS) {
    const n = text.match(pattern)?.length ?? 0;
    if (n > 0) found.push([word, n]);
  }
  return found;
});

export function countFillers(texts: readonly string[]): FillerCount {
  const byWord: Record<string, number> = {};
  let total = 0;
  for (const raw of texts) {
    for (const [word, n] of fillersIn(raw)) {
      byWord[word] = (byWord[word] ?? 0) + n;
      total += n;
    }
  }
  return { total, byWord };
}
