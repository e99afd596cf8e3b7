import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Server-to-server callers that prove themselves with a shared secret or signature, not a cookie. */
const EXEMPT_PREFIXES = ["/api/webhooks/"];
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

export const CROSS_ORIGIN_MESSAGE = "Cross-origin request refused";
export const UNKNOWN_HOST_MESSAGE = "This server only answers requests addressed to its own origin (APP_ORIGIN).";

/**
 * The origins whose pages may talk to this Worker: APP_ORIGIN (the request's own origin when unset) and, on a
 * local stack whose APP_ORIGIN is a loopback origin, the other loopback spellings of the same port, so
 * http://localhost:5173 and http://127.0.0.1:5173 both work. Nothing else: another port is another origin.
 */
export function allowedOrigins(env: Pick<Env, "APP_ORIGIN" | "ENVIRONMENT">, requestUrl: string): Set<string> {
  let app: URL;
  try {
    app = new URL(env.APP_ORIGIN ?? requestUrl);
  } catch {
    app = new URL(requestUrl);
  }
  const origins = new Set([app.origin]);
  if (env.ENVIRONMENT !== "production" && LOOPBACK_HOSTS.includes(app.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${app.protocol}//${host}${app.port ? `:${app.port}` : ""}`);
  }
  return origins;
}

/**
 * A page must talk to us from our own origin.
 * - Local stacks (any ENVIRONMENT but production): every request must be addressed to an allowed origin (its
 *   URL and Host header), and a page's `Origin`, when sent, must be allowed too. This stops DNS rebinding:
 *   a site whose name the attacker re-points at 127.0.0.1 is same-origin to the browser, but its Host is not
 *   ours. Production needs no such check: Cloudflare sends the Worker only requests for our own hostnames.
 * - State-changing requests (cross-site request forgery): `Sec-Fetch-Site` (set by the browser, unforgeable
 *   by page script) must be `same-origin`; without it `Origin` must be allowed. With neither header the caller
 *   is not a browser (every current browser sends `Origin` on POST/PUT/PATCH/DELETE), so it cannot carry a
 *   victim's cookies; it goes on to the route's own checks.
 */
export function sameOrigin() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const allowed = allowedOrigins(c.env, c.req.url);
    const origin = c.req.header("origin");
    const exempt = EXEMPT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix));
    if (c.env.ENVIRONMENT !== "production") {
      const url = new URL(c.req.url);
      const host = c.req.header("host");
      const addressed = (name: string) => allowed.has(`${url.protocol}//${name}`);
      if (!addressed(url.host) || (host !== undefined && !addressed(host.toLowerCase())))
        throw new ApiError(403, UNKNOWN_HOST_MESSAGE);
      if (!exempt && origin !== undefined && !allowed.has(origin)) throw new ApiError(403, CROSS_ORIGIN_MESSAGE);
    }
    if (!STATE_CHANGING.has(c.req.method) || exempt) return next();
    const site = c.req.header("sec-fetch-site");
    if (site !== undefined) {
      if (site !== "same-origin") throw new ApiError(403, CROSS_ORIGIN_MESSAGE);
    } else if (origin !== undefined && !allowed.has(origin)) {
      throw new ApiError(403, CROSS_ORIGIN_MESSAGE);
    }
    await next();
  });
}
