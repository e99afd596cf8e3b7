/**
 * Builds one global, unicode regex matching any alternative as whole words. Alternatives are regex
 * sources written against `normalise()`d text. Global so `count` can use String#match; `has` uses
 * String#search, which ignores lastIndex, so sharing the instance is safe.
 */
export function phraseRegex(alternatives: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}'])`, "gu");
}

export function has(pattern: RegExp, text: string): boolean {
  return text.search(pattern) >= 0;
}

export function count(pattern: RegExp, text: string): number {
  return text.match(pattern)?.length ?? 0;
}

export function firstMatch(pattern: RegExp, text: string): string | undefined {
  return text.match(pattern)?.[0];
}
