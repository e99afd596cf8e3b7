/**
 * @file The one guard of every /api route: it finds the route the request matched, looks up that route's policy
 * (worker/auth/route-policies.ts) and refuses whoever the policy does not let through, before the route runs.
 * A route is guarded by what its table entry says, not by where it sits in a chain; a route with no entry is
 * refused (docs/decisions/0007-authorization-table.md).
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { RouterRoute } from "hono/types";
import type { Role } from "../../../domain/enums";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";
import { refuseUnlessRole, signedInUser } from "./auth";
import { refuseOutsideDevelopment } from "./development-only";

/**
 * Who may call a route.
 * - `public`: anyone; `signed-in`: any signed-in user; `agent` / `broker`: a signed-in user of that role.
 * - `dev-only`: only on a development stack (the same 404 as an unknown path elsewhere).
 * - `webhook-signed`: the voice provider, proved by its signature or shared secret, which the route checks (it
 *   must read the raw body); `token-gated`: whoever holds a secret or a signed link the route checks (a bearer
 *   secret, a demo call's capability cookie, a signed invitation code). Never a session.
 */
export type Access = "public" | "signed-in" | "agent" | "broker" | "dev-only" | "webhook-signed" | "token-gated";

/**
 * Whose rows a signed-in caller reaches, enforced in the route's own SQL (decision 0002), never by the guard:
 * `own-record` their own; `own-team` their team's (a broker's agents); `own-or-team` an agent's own and their
 * broker's; `team-authors` the team's broker and its trainers (the route answers 403 to anyone else);
 * `operators` the addresses in LEAD_EXPORT_EMAILS (the route answers 403 to anyone else).
 */
export type TeamScope = "own-record" | "own-team" | "own-or-team" | "team-authors" | "operators";

/**
 * When the guard checks the session of a signed-in policy.
 * - `eager` (writes): before the route runs, one round trip of its own.
 * - `in-read` (reads, decision 0002): 401 at once without a signed session cookie; the route's read then checks the
 *   session and the policy's role in its own batch (`readAsSignedIn`), scoped in SQL. If the route answered without
 *   that check (bad input, an id that cannot exist, a forgotten read), the guard checks after it and its 401/403
 *   replaces the answer; a server error is left as it is.
 * - `in-route`: the route checks the session itself and answers the 401 its own way (`/api/auth/user` also clears
 *   the signed-in hint); if it answered with success without checking, the guard checks after it.
 */
export type SessionCheck = "eager" | "in-read" | "in-route";

export type RoutePolicy =
  | { access: "public" | "dev-only" | "webhook-signed" | "token-gated" }
  | { access: "signed-in" | "agent" | "broker"; check: SessionCheck; scope?: TeamScope };

/** A policy per route, keyed "METHOD /api/path/:param" exactly as Hono registers it. */
export type RoutePolicies = Readonly<Record<string, RoutePolicy>>;

/** The key of a registered route in a policy table. */
export const routeKey = (route: Pick<RouterRoute, "method" | "path">): string => `${route.method} ${route.path}`;

/** A route that answers requests (not a middleware registered with `.use()`, nor a catch-all). */
export const isEndpoint = (route: Pick<RouterRoute, "method" | "path">): boolean =>
  route.path.startsWith("/api/") && !(route.method === "ALL" && route.path.endsWith("*"));

const ROLE_OF: Record<"signed-in" | "agent" | "broker", Role | null> = {
  "signed-in": null,
  agent: "agent",
  broker: "broker",
};

/** Refuses a request its route's policy does not allow; a request that matched no route goes on to the 404. */
export function authorize(policies: RoutePolicies) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const matched = [...new Set(matchedRoutes(c).filter(isEndpoint).map(routeKey))];
    if (matched.length === 0) return next();
    const unstated = matched.filter((key) => !(key in policies));
    if (unstated.length > 0) {
      console.error(
        JSON.stringify({
          level: "error",
          event: "route-without-policy",
          routes: unstated,
          requestId: c.get("requestId"),
        }),
      );
      throw new ApiError(404, "Not found");
    }
    const policy = policies[matched[0]!]!;
    switch (policy.access) {
      case "public":
      case "webhook-signed":
      case "token-gated":
        return next();
      case "dev-only":
        refuseOutsideDevelopment(c.env);
        return next();
      default:
        return guardSession(c, next, ROLE_OF[policy.access], policy.check);
    }
  });
}

async function guardSession(c: Context<AppEnv>, next: () => Promise<void>, role: Role | null, check: SessionCheck) {
  if (check === "eager") {
    refuseUnlessRole(await signedInUser(c), role);
    return next();
  }
  if (check === "in-read") {
    if (!c.var.sessionId) throw new ApiError(401, "Unauthorized");
    c.set("readRole", role ?? "any");
  }
  await next();
  // Hono has already turned the route's answer or refusal into c.res; a 401/403 thrown here replaces it. A server
  // error stands, and so does an in-route check's own refusal.
  if (c.var.sessionChecked || c.res.status >= 500 || (check === "in-route" && !c.res.ok)) return;
  refuseUnlessRole(await signedInUser(c), role);
}
