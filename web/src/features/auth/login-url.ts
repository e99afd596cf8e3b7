/** A path on this site, or nothing: never an absolute or scheme-relative URL. */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return undefined;
  return raw;
}

/** The server's sign-in route, remembering where the visitor was going. */
export function loginUrl(returnTo?: string): string {
  const path = safeReturnPath(returnTo);
  return path && path !== "/" ? `/api/login?returnTo=${encodeURIComponent(path)}` : "/api/login";
}
