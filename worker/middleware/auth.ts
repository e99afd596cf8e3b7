import { and, eq } from "drizzle-orm";
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

/** Puts the signed-in user on `c.var.user` when the session cookie is valid; never refuses by itself. */
export function loadSession() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionToken(c);
    if (token) {
      const sid = await verifySessionToken(token, signingKey(c.env));
      const session = sid ? await findActiveSession(c.var.db, sid) : null;
      if (session) {
        c.set("user", session.user);
        c.set("sessionId", session.sid);
      }
    }
    await next();
  });
}

/** 401 unless signed in. */
export function requireAuth() {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (!c.var.user) throw new ApiError(401, "Unauthorized");
    await next();
  });
}

/** 401 unless signed in, 403 unless the user has `role`. */
export function requireRole(role: Role) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw new ApiError(401, "Unauthorized");
    if (user.role !== role) throw new ApiError(403, `This is only available to ${ROLE_PLURAL[role]}.`);
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
