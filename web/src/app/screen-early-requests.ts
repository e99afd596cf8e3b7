/**
 * @file What an app screen asks first, started by the entry script while the screen's code downloads
 * (lib/early-request-start.ts): a signed-in visitor's screen asks who is signed in, and a call's review asks for
 * the call. Kept free of shared chunks: the entry script of every page imports it.
 */
import { paths } from "@domain/app-paths";
import { isUuid } from "@domain/ids";
import { hasSignedInHint } from "@/features/auth/signed-in-cookie";
import { startEarlyRequests, type EarlyRequests } from "@/lib/early-request-start";

/** The paths the typed client asks (`api.auth.user.$get()`, `api["call-reviews"][":id"].$get(…)`). */
export const CURRENT_USER_PATH = "/api/auth/user";
export const callReviewPath = (sessionId: string) => `/api/call-reviews/${encodeURIComponent(sessionId)}`;

export function startScreenRequests(location: Pick<Location, "pathname" | "search">): EarlyRequests | null {
  // Without the hint the visitor is signed out: the screens ask nothing of the API until they sign in.
  if (!hasSignedInHint()) return null;
  const requests = [CURRENT_USER_PATH];
  if (location.pathname === paths.reviewPath) {
    const session = new URLSearchParams(location.search).get("session");
    if (session && isUuid(session)) requests.push(callReviewPath(session));
  }
  return startEarlyRequests(requests);
}
