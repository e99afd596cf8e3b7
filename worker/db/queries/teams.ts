import { and, eq, isNull } from "drizzle-orm";
import { personName } from "../../../domain/people";
import { teamName, type TeamSummary } from "../../../domain/teams";
import type { Database } from "../../../db/client";
import { users, userSettings, type User } from "../../../db/schema";

/** The team a broker runs, named by their company name (Settings) or after them; one query. */
export async function findTeam(db: Database, brokerId: string): Promise<TeamSummary | undefined> {
  const [row] = await db
    .select({ broker: users, companyName: userSettings.companyName })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.id, brokerId), eq(users.role, "broker")));
  return row ? { id: row.broker.id, name: teamName(row.companyName, row.broker), brokerName: personName(row.broker) } : undefined;
}

/** The broker's own team, or the team an agent belongs to. */
export function teamOf(db: Database, user: User): Promise<TeamSummary | undefined> {
  const brokerId = user.role === "broker" ? user.id : user.brokerId;
  return brokerId ? findTeam(db, brokerId) : Promise.resolve(undefined);
}

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
