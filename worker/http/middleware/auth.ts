import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Role } from "../../../domain/enums";
import { readSessionToken } from "../../auth/cookies";
import { signingKey } from "../../auth/secret";
import { findActiveSession } from "../../auth/session-store";
import { verifySessionToken } from "../../auth/session-token";
import type { User } from "../../../lib/db/schema";
import type { AppEnv, AppVariables } from "../context";
import { ApiError } from "../errors";

/**
 * The env of routes whose policy checks the session before they run (`check: "eager"` in
 * worker/auth/route-policies.ts): the guard has put the signed-in user on `c.var.user`. An app that also serves
 * reads checked in their own batch (`check: "in-read"`) reaches its caller with `signedInCaller(c)` instead.
 */
export interface SignedInAppEnv extends AppEnv {
  Variables: AppVariables & { user: User; sessionId: string };
}

const ROLE_PLURAL: Record<Role, string> = { broker: "brokers", agent: "agents" };

/**
 * Reads the session cookie: a validly signed token puts the session it names on `c.var.sessionId`. No database
 * here: the session is checked by the first thing that needs the user (`signedInUser`, the guard of authorize.ts), or
 * inside a read's own round trip (signed-in-read.ts). Never refuses by itself.
 */
export function loadSession() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionToken(c);
    const sid = token ? await verifySessionToken(token, signingKey(c.env)) : null;
    if (sid) c.set("sessionId", sid);
    await next();
  });
}

/** The signed-in user: the session is checked once per request (one round trip); null when signed out or gone. */
export async function signedInUser(c: Context<AppEnv>): Promise<User | null> {
  const sid = c.var.sessionId;
  if (!sid || c.var.sessionChecked) return c.var.user ?? null;
  const session = await findActiveSession(c.var.db, sid);
  c.set("sessionChecked", true);
  if (session) c.set("user", session.user);
  return session?.user ?? null;
}

/** 401 unless `user` is signed in, 403 unless they have `role` (any role when null). */
export function refuseUnlessRole(user: User | null, role: Role | null): asserts user is User {
  if (!user) throw new ApiError(401, "Unauthorized");
  if (role && user.role !== role) throw new ApiError(403, `This is only available to ${ROLE_PLURAL[role]}.`);
}

/**
 * The caller of a route whose policy checks the session before it runs (`check: "eager"`), where the route's
 * Hono app also serves reads and so cannot be typed `SignedInAppEnv` as a whole.
 */
export function signedInCaller(c: { var: { user?: User } }): User {
  if (!c.var.user) throw new Error("signedInCaller() serves routes whose policy checks the session before they run");
  return c.var.user;
}
