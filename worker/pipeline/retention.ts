/**
 * @file The call pipeline's share of the hourly cron: call audio past its retention leaves R2 (its job row
 * stays, marked isFileDeleted), and conversations that never settled are closed out.
 */
import { and, eq, inArray, isNotNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { audioProcessingJobs, demoCallLogs } from "../db/schema";
import { STALE_CALL_MS } from "./timing";

const AUDIO_BATCH = 1000;
const STALE_BATCH = 100;
export const STALE_CALL_ERROR = "The call was never finished, so it was closed after an hour.";

export async function deleteExpiredAudio(env: Env, db: Database, now: Date): Promise<number> {
  const expired = await db
    .select({ id: audioProcessingJobs.id, key: audioProcessingJobs.audioFilePath })
    .from(audioProcessingJobs)
    .where(
      and(
        eq(audioProcessingJobs.isFileDeleted, false),
        isNotNull(audioProcessingJobs.audioFilePath),
        lte(audioProcessingJobs.fileExpiresAt, now),
      ),
    )
    .limit(AUDIO_BATCH);
  if (expired.length === 0) return 0;
  await env.AUDIO.delete(expired.map((job) => job.key!));
  await db
    .update(audioProcessingJobs)
    .set({ isFileDeleted: true })
    .where(inArray(audioProcessingJobs.id, expired.map((job) => job.id)));
  return expired.length;
}

/** Conversations still open an hour after they started: their ConversationDO gives up on them. */
export async function closeStaleConversations(env: Env, db: Database, now: Date): Promise<number> {
  const stale = await db
    .selectDistinct({ conversationId: demoCallLogs.conversationId })
    .from(demoCallLogs)
    .leftJoin(audioProcessingJobs, eq(audioProcessingJobs.conversationId, demoCallLogs.conversationId))
    .where(
      and(
        lt(demoCallLogs.createdAt, new Date(now.getTime() - STALE_CALL_MS)),
        or(inArray(demoCallLogs.status, ["started", "active"]), inArray(audioProcessingJobs.status, ["pending", "processing"])),
      ),
    )
    .limit(STALE_BATCH);
  for (const { conversationId } of stale) {
    const closed = await env.CONVERSATIONS.getByName(conversationId).expire(STALE_CALL_ERROR, now.getTime());
    if (closed) continue;
    // The conversation's object was never created (its start failed half-way): close the rows directly.
    await db
      .update(demoCallLogs)
      .set({ status: "abandoned", errorMessage: STALE_CALL_ERROR })
      .where(and(eq(demoCallLogs.conversationId, conversationId), inArray(demoCallLogs.status, ["started", "active"])));
    await db
      .update(audioProcessingJobs)
      .set({ status: "failed", errorMessage: STALE_CALL_ERROR })
      .where(and(eq(audioProcessingJobs.conversationId, conversationId), inArray(audioProcessingJobs.status, ["pending", "processing"])));
  }
  return stale.length;
}
