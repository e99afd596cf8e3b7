import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { base64url } from "jose";
import type { Role } from "../../domain/enums";
import type { Database } from "../../lib/db/client";
import { sessions, users, type User } from "../../lib/db/schema";

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

/** The session's start (ms since the epoch), from its row. */
const createdAtMs = sql`(${sessions.sess}->>'createdAt')::bigint`;

/** A session usable at `now`: known, used within the idle window, and not past its absolute end. */
function usable(sid: string, now: Date) {
  return and(
    eq(sessions.sid, sid),
    gt(sessions.expire, now),
    sql`${createdAtMs} + ${SESSION_ABSOLUTE_MS} > ${now.getTime()}`,
  );
}

/**
 * The session and its user, checked in one statement, so it can share a round trip with a route's own query
 * (`db.batch`). The same statement slides the idle deadline when it is due (at most once an hour, never past
 * the absolute end) and deletes a session past its absolute end, which then answers no user.
 */
export function activeSessionQuery(db: Database, sid: string, now = new Date()) {
  const slidMs = sql`least(${now.getTime() + SESSION_IDLE_MS}::bigint, ${createdAtMs} + ${SESSION_ABSOLUTE_MS})`;
  const slid = db.$with("slid_session").as(
    db
      .update(sessions)
      .set({ expire: sql`'epoch'::timestamptz + ${slidMs} * interval '1 millisecond'` })
      .where(
        and(
          usable(sid, now),
          sql`${slidMs} - extract(epoch from ${sessions.expire}) * 1000 >= ${SESSION_SLIDE_INTERVAL_MS}`,
        ),
      )
      .returning({ sid: sessions.sid }),
  );
  const ended = db.$with("ended_session").as(
    db
      .delete(sessions)
      .where(
        and(
          eq(sessions.sid, sid),
          gt(sessions.expire, now),
          sql`${createdAtMs} + ${SESSION_ABSOLUTE_MS} <= ${now.getTime()}`,
        ),
      )
      .returning({ sid: sessions.sid }),
  );
  return db
    .with(slid, ended)
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .where(usable(sid, now));
}

/** The session and its user in one round trip; null when unknown, idle too long or past its absolute end. */
export async function findActiveSession(db: Database, sid: string, now = new Date()): Promise<ActiveSession | null> {
  const [row] = await activeSessionQuery(db, sid, now);
  return row ? { sid, user: row.user } : null;
}

/**
 * The session's user as SQL a route's own query can use in place of a user id (`(select ...)`): null unless the
 * session is usable at `now` and, when `role` is given, its user has that role. Sent in one batch with
 * activeSessionQuery, the route's query needs no round trip of its own to learn who is asking. The tables are named
 * with their schema, so a query's own CTE called `sessions` or `users` cannot stand in for them.
 */
export function sessionUserColumn(
  sid: string,
  now: Date,
  role: Role | null,
  column: "id" | "broker_id" | "email",
): SQL {
  return sql`(select su.${sql.identifier(column)} from public.sessions ss join public.users su on su.id = (ss.sess->>'userId')::uuid
    where ss.sid = ${sid} and ss.expire > ${now.toISOString()}::timestamptz and (ss.sess->>'createdAt')::bigint + ${SESSION_ABSOLUTE_MS} > ${now.getTime()}${
      role ? sql` and su.role = ${role}` : sql``
    })`;
}

export async function deleteSession(db: Database, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}
