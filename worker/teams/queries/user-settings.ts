import { eq } from "drizzle-orm";
import {
  DEFAULT_USER_SETTINGS,
  type UserSettingsInput,
  type UserSettingsView,
} from "../../../domain/settings-contract";
import type { Database } from "../../../lib/db/client";
import { userSettings, type UserSettings } from "../../../lib/db/schema";
import { read, type Read, type UserRef } from "../../../lib/db/read";

function toView(row: UserSettings): UserSettingsView {
  return {
    companyName: row.companyName,
    emailNotifications: row.emailNotifications,
    trainingConfig: row.trainingConfig,
    teamManagement: row.teamManagement,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's settings, or the spec defaults while they have never saved any. */
export function userSettingsRead(db: Database, userId: UserRef): Read<UserSettingsView> {
  const statement = db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return read(statement, ([row]) => (row ? toView(row) : DEFAULT_USER_SETTINGS));
}

/** Replaces the user's settings with the full object given. */
export async function saveUserSettings(
  db: Database,
  userId: string,
  input: UserSettingsInput,
): Promise<UserSettingsView> {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  return toView(row!);
}
