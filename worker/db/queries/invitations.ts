import { and, desc, eq, or, sql } from "drizzle-orm";
import type { TeamInvitation } from "../../../domain/broker";
import type { Database } from "../../../db/client";
import { invitations, users, type Invitation, type User } from "../../../db/schema";
import { read, type Read, type UserRef } from "../read";

function toView(row: Invitation): TeamInvitation {
  return { id: row.id, email: row.email, status: row.status, createdAt: row.createdAt.toISOString() };
}

/** The broker's open invitations, newest first. */
export function pendingInvitationsRead(db: Database, brokerId: UserRef): Read<TeamInvitation[]> {
  const statement = db
    .select()
    .from(invitations)
    .where(and(eq(invitations.brokerId, brokerId), eq(invitations.status, "pending")))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return read(statement, (rows) => rows.map(toView));
}

export type CreateInvitationResult =
  | { outcome: "created"; invitation: TeamInvitation }
  | { outcome: "already-on-team" }
  | { outcome: "duplicate" };

/** Invites `email` (lowercase) to the broker's team, unless they are on it or already invited by this broker. */
export async function createInvitation(db: Database, broker: User, email: string): Promise<CreateInvitationResult> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email),
        or(eq(users.brokerId, broker.id), eq(users.id, broker.id)),
      ),
    );
  if (member) return { outcome: "already-on-team" };
  // The partial unique index makes a second open invitation a no-op, even when two requests race.
  const [created] = await db.insert(invitations).values({ brokerId: broker.id, email }).onConflictDoNothing().returning();
  return created ? { outcome: "created", invitation: toView(created) } : { outcome: "duplicate" };
}

/** Withdraws an open invitation of this broker; false when there is none with that id. */
export async function revokeInvitation(db: Database, brokerId: string, invitationId: string): Promise<boolean> {
  const revoked = await db
    .update(invitations)
    .set({ status: "revoked", updatedAt: new Date() })
    .where(and(eq(invitations.id, invitationId), eq(invitations.brokerId, brokerId), eq(invitations.status, "pending")))
    .returning({ id: invitations.id });
  return revoked.length > 0;
}

/**
 * Called on sign-in: an agent who is on no team joins the broker of their newest open invitation, and that
 * invitation is marked accepted, in one statement. Returns the user as stored afterwards. Someone already on a
 * team, or a broker, is never moved; their invitations stay open for the inviting broker to see.
 */
export async function acceptPendingInvitations(db: Database, user: User): Promise<User> {
  const { rows } = await db.execute<{ brokerId: string }>(sql`
    WITH invite AS (
      SELECT id, broker_id FROM invitations
      WHERE lower(email) = lower(${user.email}) AND status = 'pending' AND broker_id <> ${user.id}
      ORDER BY created_at DESC, id DESC
      LIMIT 1
      FOR UPDATE
    ), joined AS (
      UPDATE users SET broker_id = invite.broker_id, updated_at = now()
      FROM invite
      WHERE users.id = ${user.id} AND users.broker_id IS NULL AND users.role = 'agent'
      RETURNING users.id, users.broker_id
    ), accepted AS (
      UPDATE invitations SET status = 'accepted', accepted_user_id = joined.id, accepted_at = now(), updated_at = now()
      FROM invite, joined
      WHERE invitations.id = invite.id
      RETURNING invitations.id
    )
    SELECT joined.broker_id AS "brokerId" FROM joined, accepted
  `);
  const joined = rows[0];
  return joined ? { ...user, brokerId: joined.brokerId } : user;
}
