import { lt } from "drizzle-orm";
import { openDatabase } from "../../lib/db/client";
import { sessions } from "../../lib/db/schema";
import {
  closeStaleConversations,
  deleteExpiredAudio,
  deleteExpiredRealCallAudio,
  redactExpiredDemoCalls,
  sweepPracticeLines,
} from "./retention";

export interface HousekeepingResult {
  expiredSessions: number;
  deletedAudioFiles: number;
  redactedDemoCalls: number;
  closedConversations: number;
  /** Caller numbers the practice lines forgot (they had expired). */
  forgottenCallers: number;
}

/** Hourly cron: remove what has expired, and close calls that never finished. */
export async function runHousekeeping(env: Env, now: Date): Promise<HousekeepingResult> {
  const { db, close } = openDatabase(env);
  try {
    const deleted = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
    const deletedAudioFiles =
      (await deleteExpiredAudio(env, db, now)) + (await deleteExpiredRealCallAudio(env, db, now));
    const redactedDemoCalls = await redactExpiredDemoCalls(env, db, now);
    const closedConversations = await closeStaleConversations(env, db, now);
    const forgottenCallers = await sweepPracticeLines(env, db, now);
    return {
      expiredSessions: deleted.length,
      deletedAudioFiles,
      redactedDemoCalls,
      closedConversations,
      forgottenCallers,
    };
  } finally {
    await close();
  }
}

/** The cron trigger of both entries. */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(runHousekeeping(env, new Date(controller.scheduledTime)).then(() => undefined));
};
