import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Server-to-server callers that prove themselves with a shared secret or signature, not a cookie. */
const EXEMPT_PREFIXES = ["/api/webhooks/"];

/**
 * State-changing requests from a browser must come from our own pages (cross-site request forgery).
 * - `Sec-Fetch-Site` (set by the browser, unforgeable by page script): only `same-origin` passes.
 * - Otherwise `Origin` must be APP_ORIGIN (the request's own origin when unset).
 * - With neither header the caller is not a browser: every current browser sends `Origin` on
 *   POST/PUT/PATCH/DELETE, so such a request cannot carry a victim's cookies; it is let through and
 *   the route's own checks apply.
 */
export function sameOrigin() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || EXEMPT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) {
      return next();
    }
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    if (site !== undefined) {
      if (site !== "same-origin") throw new ApiError(403, "Cross-origin request refused");
    } else if (origin !== undefined) {
      if (origin !== allowedOrigin(c.env.APP_ORIGIN, c.req.url)) throw new ApiError(403, "Cross-origin request refused");
    }
    await next();
  });
}

function allowedOrigin(appOrigin: string | undefined, requestUrl: string): string {
  try {
    return new URL(appOrigin ?? requestUrl).origin;
  } catch {
    return new URL(requestUrl).origin;
  }
}
