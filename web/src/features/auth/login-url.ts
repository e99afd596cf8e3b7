import { safeReturnPath } from "@domain/return-path";

/** The server's sign-in route, remembering where the visitor was going. */
export function loginUrl(returnTo?: string): string {
  const path = safeReturnPath(returnTo);
  return path && path !== "/" ? `/api/login?returnTo=${encodeURIComponent(path)}` : "/api/login";
}
