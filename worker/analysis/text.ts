const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const SENTENCE_END = /[.?!…]+["'”’)\]]*(?=\s|$)/g;
const ABBREVIATION = /(?:^|[^\p{L}])(?:mr|mrs|ms|dr|st|jr|sr|vs|etc)\.$/iu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function wordCount(text: string): number {
  return words(text).length;
}

/** Lower-cased, straight apostrophes, single spaces: the form every lexicon pattern is written against. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
}

/** Sentences as trimmed slices of the original, so each one stays a verbatim substring. */
export function sentences(text: string): string[] {
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
}

export function isQuestion(sentence: string): boolean {
  return /\?["'”’)\]]*$/.test(sentence);
}
