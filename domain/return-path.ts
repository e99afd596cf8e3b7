/**
 * Where a visitor may be sent after signing in: a path on this site, or nothing. The rule judges the path
 * *after* the URL parser has normalised it (dot segments, `%2e`, backslashes, stripped tabs and newlines), and
 * returns that normalised form, so what was checked is exactly what ends up in a `Location` header:
 * `/.//evil.example` passes a prefix check but normalises to the scheme-relative `//evil.example`.
 */
// Any origin works as the base: a path that stays on one origin stays on every origin.
const BASE = "https://return-path.invalid";

export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith("/")) return undefined;
  let target: URL;
  try {
    target = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (target.origin !== BASE) return undefined;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return /^\/(?![/\\])/.test(path) ? path : undefined;
}
