const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const SENTENCE_END = /[.?!…]+["'”’)\]]*(?=\s|$)/g;
const ABBREVIATION = /(?:^|[^\p{L}])(?:mr|mrs|ms|dr|st|jr|sr|vs|etc)\.$/iu;

const caches: Array<Map<string, unknown>> = [];

/**
 * Memoises a pure string → value function: one analysis asks for the same line's forms many times.
 * `forgetMemos()` empties every cache at the start of an analysis, so nothing outlives one call (and a
 * benchmark that repeats a transcript still pays for each run); `limit` bounds a cache within a call.
 */
export function memo<T>(fn: (text: string) => T, limit = 4000): (text: string) => T {
  const cache = new Map<string, T>();
  caches.push(cache);
  return (text: string) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    if (cache.size >= limit) cache.clear();
    const value = fn(text);
    cache.set(text, value);
    return value;
  };
}

export function forgetMemos(): void {
  for (const cache of caches) cache.clear();
}

/** Lower-cased, straight apostrophes, single spaces: the form every lexicon pattern is written against. */
export const normalise = memo((text: string): string =>
  text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim(),
);

/** The words of a text, in order; the array is shared by every caller within an analysis, so never changed. */
export const words = memo((text: string): readonly string[] => text.match(WORD) ?? []);

export function wordCount(text: string): number {
  return words(text).length;
}

/** Sentences as trimmed slices of the original, so each one stays a verbatim substring (shared, never changed). */
export const sentences = memo((text: string): readonly string[] => {
  const out: string[] = [];
  let start = 0;
  const push = (slice: string) => {
    const trimmed = slice.trim();
    if (trimmed) out.push(trimmed);
  };
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (ABBREVIATION.test(text.slice(Math.max(0, match.index - 5), match.index + 1))) continue;
    push(text.slice(start, end));
    start = end;
  }
  push(text.slice(start));
  return out;
});

/** Lower-cased and without hesitations ("um", "uh"), so lexicons match what a nervous rep meant to say. */
export const withoutHesitations = memo((text: string): string =>
  normalise(text)
    .replace(/,?\s*(?<![\p{L}'])(?:u+m+|u+h+|e+r+m+|e+r+|a+h+|hmm+)(?![\p{L}'])[,.]?\s*/gu, " ")
    .replace(/,\s*like,/g, ",")
    .replace(/\s+([,.?!])/g, "$1")
    .replace(/,\s*,/g, ",")
    .replace(/\s+/g, " ")
    .trim(),
);

export function isQuestion(sentence: string): boolean {
  return /\?["'”’)\]]*$/.test(sentence);
}
