/**
 * @file Reads for the signed-in user in one database round trip: the session check and the route's own statement
 * go in one batch (one HTTP request to the database, one transaction). The route's statement learns who is asking
 * from the session in SQL (`me`), role included, so it never reads another user's data even before the check's
 * answer is read; the check then decides 401/403 as the route's policy says. The role comes from the route's entry
 * in worker/auth/route-policies.ts (`check: "in-read"`), which the guard (authorize.ts) puts on `c.var.readRole`.
 */
import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { User } from "../../../lib/db/schema";
import { activeSessionQuery, sessionUserColumn } from "../../auth/session-store";
import type { Batch, Read } from "../../../lib/db/read";
import type { AppEnv } from "../context";
import { refuseUnlessRole } from "./auth";

/** The signed-in user's columns as SQL for the route's statement: null unless the session is valid for the role. */
export interface SessionUser {
  id: SQL;
  brokerId: SQL;
  email: SQL;
}

/** The route's read and the session check in one batch; 401/403 as the route's policy says, else the read's value. */
export async function readAsSignedIn<T>(
  c: Context<AppEnv>,
  build: (me: SessionUser) => Read<T>,
): Promise<{ user: User; data: T }> {
  return sendAsSignedIn(c, (me) => {
    const read = build(me);
    return { statements: [read.statement], shape: ([answer]) => read.shape(answer) };
  });
}

/**
 * The session check and the route's statements in one batch (one round trip, one transaction); 401/403 as the
 * route's policy says, else what the statements' answers make (shaped only then, so it may refuse the input itself).
 */
export async function sendAsSignedIn<T>(
  c: Context<AppEnv>,
  build: (me: SessionUser) => Batch<T>,
): Promise<{ user: User; data: T }> {
  const sid = c.var.sessionId;
  const required = c.var.readRole;
  if (!sid || !required) throw new Error("sendAsSignedIn serves routes whose policy checks the session in-read");
  const role = required === "any" ? null : required;
  const now = new Date();
  const me: SessionUser = {
    id: sessionUserColumn(sid, now, role, "id"),
    brokerId: sessionUserColumn(sid, now, role, "broker_id"),
    email: sessionUserColumn(sid, now, role, "email"),
  };
  const batch = build(me);
  const db = c.var.db;
  const [session, ...answers] = await db.batch([activeSessionQuery(db, sid, now), ...batch.statements] as [
    ReturnType<typeof activeSessionQuery>,
    ...BatchItem<"pg">[],
  ]);
  const user = (session as Awaited<ReturnType<typeof activeSessionQuery>>)[0]?.user ?? null;
  c.set("sessionChecked", true);
  if (user) c.set("user", user);
  refuseUnlessRole(user, role);
  return { user, data: batch.shape(answers) };
}

/**
 * A read open to visitors that says more to someone signed in: with a session cookie, the session check goes in
 * the read's batch (one round trip either way); `user` is null for a visitor or a session that is gone.
 */
export async function readAsVisitorOrUser<T>(
  c: Context<AppEnv>,
  read: Read<T>,
): Promise<{ user: User | null; data: T }> {
  const sid = c.var.sessionId;
  if (!sid || c.var.sessionChecked) return { user: c.var.user ?? null, data: read.shape(await read.statement) };
  const db = c.var.db;
  const [session, answer] = await db.batch([activeSessionQuery(db, sid, new Date()), read.statement]);
  const user = session[0]?.user ?? null;
  c.set("sessionChecked", true);
  if (user) c.set("user", user);
  return { user, data: read.shape(answer) };
}
