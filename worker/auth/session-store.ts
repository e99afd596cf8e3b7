import { and, eq, gt, sql } from "drizzle-orm";
import { base64url } from "jose";
import type { Database } from "../../db/client";
import { sessions, users, type User } from "../../db/schema";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A session ends after a week without use, and a month after sign-in whatever happens. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** The idle deadline moves at most once an hour, so an active user does not cost a write per request. */
export const SESSION_SLIDE_INTERVAL_MS = HOUR_MS;

export interface NewSession {
  sid: string;
  /** When the session ends at the latest (absolute expiry): the token's `exp` and the cookie's lifetime. */
  endsAt: Date;
}

export interface ActiveSession {
  sid: string;
  user: User;
}

export function newSessionId(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

export async function createSession(db: Database, userId: string, now = new Date()): Promise<NewSession> {
  const sid = newSessionId();
  const createdAt = now.getTime();
  await db.insert(sessions).values({ sid, sess: { userId, createdAt }, expire: new Date(createdAt + SESSION_IDLE_MS) });
  return { sid, endsAt: new Date(createdAt + SESSION_ABSOLUTE_MS) };
}

/** The session and its user in one round trip; null when unknown, idle too long or past its absolute end. */
export async function findActiveSession(db: Database, sid: string, now = new Date()): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ user: users, sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)));
  if (!row) return null;

  const absoluteEnd = row.sess.createdAt + SESSION_ABSOLUTE_MS;
  if (absoluteEnd <= now.getTime()) {
    await deleteSession(db, sid);
    return null;
  }
  const slidExpire = Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd);
  if (slidExpire - row.expire.getTime() >= SESSION_SLIDE_INTERVAL_MS) {
    await db.update(sessions).set({ expire: new Date(slidExpire) }).where(eq(sessions.sid, sid));
  }
  return { sid, user: row.user };
}

export async function deleteSession(db: Database, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}
