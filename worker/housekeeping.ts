import { lt } from "drizzle-orm";
import { openDatabase } from "./db/client";
import { sessions } from "./db/schema";

/** Hourly cron: remove what has expired. */
export async function runHousekeeping(env: Env, now: Date): Promise<{ expiredSessions: number }> {
  const { db, close } = openDatabase(env);
  try {
    const deleted = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
    return { expiredSessions: deleted.length };
  } finally {
    await close();
  }
}
