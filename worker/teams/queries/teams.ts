import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { personName } from "../../../domain/people";
import { teamName, type TeamSummary } from "../../../domain/teams";
import type { Database } from "../../../lib/db/client";
import { users, userSettings } from "../../../lib/db/schema";
import { read, runRead, type Read, type UserRef } from "../../../lib/db/read";

/** The team a broker runs, named by their company name (Settings) or after them; one query. */
export function teamRead(db: Database, brokerId: UserRef): Read<TeamSummary | undefined> {
  const statement = db
    .select({ broker: users, companyName: userSettings.companyName })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.id, brokerId), eq(users.role, "broker")));
  return read(statement, ([row]) =>
    row
      ? { id: row.broker.id, name: teamName(row.companyName, row.broker), brokerName: personName(row.broker) }
      : undefined,
  );
}

export function findTeam(db: Database, brokerId: string): Promise<TeamSummary | undefined> {
  return runRead(teamRead(db, brokerId));
}

/** Whose team a user is on, as SQL: their broker's, or their own (only a broker's own id names a team). */
export const teamBrokerOf = (user: { id: SQL; brokerId: SQL }): SQL => sql`coalesce(${user.brokerId}, ${user.id})`;

export type CreateTeamResult = { outcome: "created"; team: TeamSummary } | { outcome: "on-a-team" | "already-broker" };

/**
 * An agent on no team becomes the broker of a new team named `name` (kept as their company name). The role
 * changes only while they are still an agent without a team, so two attempts at once make one team.
 */
export function createTeam(db: Database, userId: string, name: string): Promise<CreateTeamResult> {
  return db.transaction(async (tx) => {
    const [promoted] = await tx
      .update(users)
      .set({ role: "broker", updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.role, "agent"), isNull(users.brokerId)))
      .returning();
    if (!promoted) {
      const [current] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return { outcome: current?.role === "broker" ? "already-broker" : "on-a-team" };
    }
    await tx
      .insert(userSettings)
      .values({ userId, companyName: name })
      .onConflictDoUpdate({ target: userSettings.userId, set: { companyName: name, updatedAt: new Date() } });
    return { outcome: "created", team: { id: promoted.id, name, brokerName: personName(promoted) } };
  });
}
