import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Role } from "../../domain/enums";
import { isUuid } from "../../domain/ids";
import { readSessionToken } from "../auth/cookies";
import { signingKey } from "../auth/secret";
import { findActiveSession } from "../auth/session-store";
import { verifySessionToken } from "../auth/session-token";
import type { Database } from "../../db/client";
import { users, type User } from "../../db/schema";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";

/** What handlers behind `requireAuth()`/`requireRole()` can rely on. */
export interface SignedInEnv {
  Variables: { user: User; sessionId: string };
}

const ROLE_PLURAL: Record<Role, string> = { broker: "brokers", agent: "agents" };

/**
 * Reads the session cookie: a validly signed token puts the session it names on `c.var.sessionId`. No database
 * here: the session is checked by the first thing that needs the user (`signedInUser`, the guards below), or
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

/** 401 unless signed in. */
export function requireAuth() {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    refuseUnlessRole(await signedInUser(c as unknown as Context<AppEnv>), null);
    await next();
  });
}

/** 401 unless signed in, 403 unless the user has `role`. */
export function requireRole(role: Role) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    refuseUnlessRole(await signedInUser(c as unknown as Context<AppEnv>), role);
    await next();
  });
}

/**
 * A broker reaches only agents whose brokerId is theirs: the agent, or 404 when there is no such agent
 * and 403 when the agent belongs to someone else.
 */
export async function assertTeamMember(db: Database, broker: User, agentId: string): Promise<User> {
  if (!isUuid(agentId)) throw new ApiError(404, "Agent not found");
  const [agent] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.role, "agent")));
  if (!agent) throw new ApiError(404, "Agent not found");
  if (agent.brokerId !== broker.id) throw new ApiError(403, "This agent is not on your team.");
  return agent;
}

/** An agent reaches only their own records. */
export function assertOwnRecord(user: User, ownerId: string | null | undefined): void {
  if (!ownerId || ownerId !== user.id) throw new ApiError(403, "This record belongs to someone else.");
}
