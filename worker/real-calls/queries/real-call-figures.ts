/** @file The team's setting whether its scored real calls count in the practice figures (its broker's settings row). */
import { sql } from "drizzle-orm";
import type { Database } from "../../../lib/db/client";
import { userSettings } from "../../../lib/db/schema";
import type { RealCallFigures } from "../../../domain/real-call-figures";
import { read, type Read, type UserRef } from "../../../lib/db/read";

/** The setting of the team whose broker is `brokerId` (off without a settings row). */
export function realCallFiguresRead(db: Database, brokerId: UserRef): Read<RealCallFigures> {
  const statement = db.execute<RealCallFigures>(sql`
    SELECT coalesce((SELECT ${userSettings.includeRealCalls} FROM ${userSettings} WHERE ${userSettings.userId} = ${brokerId}), false) AS "includeRealCalls"
  `);
  return read(statement, ({ rows }) => ({ includeRealCalls: rows[0]!.includeRealCalls }));
}

/** Stores it (a row of settings, made when the broker has none yet); the stored setting. */
export async function saveRealCallFigures(
  db: Database,
  brokerId: string,
  includeRealCalls: boolean,
): Promise<RealCallFigures> {
  const [row] = await db
    .insert(userSettings)
    .values({ userId: brokerId, includeRealCalls })
    .onConflictDoUpdate({ target: userSettings.userId, set: { includeRealCalls, updatedAt: new Date() } })
    .returning({ includeRealCalls: userSettings.includeRealCalls });
  return row!;
}
