import { and, desc, eq, lte, or, sql } from "drizzle-orm";
import { invitationState, type TeamInvitation } from "../../../domain/invitations";
import type { Database } from "../../../lib/db/client";
import { invitations, users, userSettings, type Invitation, type User } from "../../../lib/db/schema";
import { personName } from "../../../domain/people";
import { teamName } from "../../../domain/teams";
import { read, type Read, type UserRef } from "../../../lib/db/read";
import { autoAssignBeginnerScenarios } from "../../training/queries/assignments";

export function toTeamInvitation(row: Invitation, link: string, now: Date): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    status: invitationState(row.status, row.expiresAt, now) === "expired" ? "expired" : "pending",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    link,
  };
}

/** The broker's open invitations (expired ones included, until revoked or renewed), newest first. */
export function openInvitationsRead(db: Database, brokerId: UserRef): Read<Invitation[]> {
  const statement = db
    .select()
    .from(invitations)
    .where(and(eq(invitations.brokerId, brokerId), eq(invitations.status, "pending")))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return read(statement, (rows) => rows);
}

export type CreateInvitationResult =
  { outcome: "created"; invitation: Invitation } | { outcome: "already-on-team" } | { outcome: "duplicate" };

/**
 * Invites `email` (lowercase) to the broker's team for `validForDays`, unless they are on it or hold an open
 * invitation of this broker that still works; an expired one for the address is replaced.
 */
export async function createInvitation(
  db: Database,
  broker: User,
  email: string,
  validForDays: number,
  now: Date,
): Promise<CreateInvitationResult> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), or(eq(users.brokerId, broker.id), eq(users.id, broker.id))));
  if (member) return { outcome: "already-on-team" };
  const sameAddress = and(
    eq(invitations.brokerId, broker.id),
    eq(sql`lower(${invitations.email})`, email),
    eq(invitations.status, "pending"),
  );
  await db
    .update(invitations)
    .set({ status: "revoked", updatedAt: now })
    .where(and(sameAddress, lte(invitations.expiresAt, now)));
  const expiresAt = new Date(now.getTime() + validForDays * 86_400_000);
  // The partial unique index makes a second open invitation a no-op, even when two requests race.
  const [created] = await db
    .insert(invitations)
    .values({ brokerId: broker.id, email, expiresAt })
    .onConflictDoNothing()
    .returning();
  return created ? { outcome: "created", invitation: created } : { outcome: "duplicate" };
}

/** Withdraws an open (or expired) invitation of this broker; false when there is none with that id. */
export async function revokeInvitation(db: Database, brokerId: string, invitationId: string): Promise<boolean> {
  const revoked = await db
    .update(invitations)
    .set({ status: "revoked", updatedAt: new Date() })
    .where(and(eq(invitations.id, invitationId), eq(invitations.brokerId, brokerId), eq(invitations.status, "pending")))
    .returning({ id: invitations.id });
  return revoked.length > 0;
}

export interface InvitationWithTeam {
  invitation: Invitation;
  teamName: string;
  invitedBy: string;
}

/** An invitation with the name of the team it is for, in one query. */
export function invitationWithTeamRead(db: Database, invitationId: string): Read<InvitationWithTeam | undefined> {
  const statement = db
    .select({ invitation: invitations, broker: users, companyName: userSettings.companyName })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.brokerId))
    .leftJoin(userSettings, eq(userSettings.userId, invitations.brokerId))
    .where(eq(invitations.id, invitationId));
  return read(statement, ([row]) =>
    row
      ? {
          invitation: row.invitation,
          teamName: teamName(row.companyName, row.broker),
          invitedBy: personName(row.broker),
        }
      : undefined,
  );
}

export type AcceptInvitationResult =
  | { outcome: "joined"; brokerId: string }
  | { outcome: "not-found" | "expired" | "revoked" | "used" | "broker" | "confirm-leaving" };

/**
 * The invitee's explicit acceptance, in one transaction with both rows locked: a link joins one person, once,
 * before it expires; a broker never becomes someone's agent; someone on another team moves only when they
 * confirmed leaving it. Someone new to the team gets its beginner scenarios assigned when the broker's Team
 * Management says so.
 */
export function acceptInvitation(
  db: Database,
  request: { invitationId: string; userId: string; leaveCurrentTeam: boolean; now: Date },
): Promise<AcceptInvitationResult> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.id, request.invitationId))
      .for("update");
    if (!invitation) return { outcome: "not-found" };
    const state = invitationState(invitation.status, invitation.expiresAt, request.now);
    if (state === "accepted") return { outcome: "used" };
    if (state !== "pending") return { outcome: state };
    const [member] = await tx.select().from(users).where(eq(users.id, request.userId)).for("update");
    if (!member) return { outcome: "not-found" };
    if (member.role === "broker") return { outcome: "broker" };
    const moving = member.brokerId !== null && member.brokerId !== invitation.brokerId;
    if (moving && !request.leaveCurrentTeam) return { outcome: "confirm-leaving" };
    const joining = member.brokerId !== invitation.brokerId;
    // A trainer is one team's trainer: someone who joins a team starts as an agent there.
    await tx
      .update(users)
      .set({ brokerId: invitation.brokerId, ...(joining ? { isTrainer: "no" as const } : {}), updatedAt: request.now })
      .where(eq(users.id, member.id));
    if (joining) await autoAssignBeginnerScenarios(tx, invitation.brokerId, member.id, request.now);
    await tx
      .update(invitations)
      .set({ status: "accepted", acceptedUserId: member.id, acceptedAt: request.now, updatedAt: request.now })
      .where(eq(invitations.id, invitation.id));
    return { outcome: "joined", brokerId: invitation.brokerId };
  });
}
