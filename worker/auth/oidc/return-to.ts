/**
 * Where to go after signing in: a path on our own origin, or `/`. Absolute and scheme-relative URLs
 * (`https://evil`, `//evil`, `/\evil`) are refused so the login can never become an open redirect.
 */
export function safeReturnTo(raw: string | undefined, appOrigin: string): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  try {
    const origin = new URL(appOrigin).origin;
    const target = new URL(raw, origin);
    if (target.origin !== origin) return "/";
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return "/";
  }
}
