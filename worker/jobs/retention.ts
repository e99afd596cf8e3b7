/**
 * @file The call pipeline's share of the hourly cron: call audio past its retention leaves R2 (its job row
 * stays, marked isFileDeleted), demo calls past it lose the visitor's words and call details, and
 * conversations that never settled are closed out.
 */
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AnalysisResult } from "../../domain/analysis-result";
import type { Database } from "../../lib/db/client";
import { audioProcessingJobs, demoCallLogs, phoneNumbers, practiceSessions } from "../../lib/db/schema";
import { PRACTICE_NEVER_STARTED_MESSAGE } from "../../domain/practice-calls";
import { retentionMs } from "../../domain/retention";
import { isUuid } from "../../domain/ids";
import { eraseCallerNumbers } from "../calls/caller-claims";
import { eraseConversations } from "../calls/erase-conversations";
import { STALE_CALL_ERROR, STALE_CALL_MS } from "../../durable-objects/conversation/protocol";

const AUDIO_BATCH = 1000;
const REDACT_BATCH = 200;
const STALE_BATCH = 100;
/** A redacted call's analysis keeps its scores and sentiment; the quotes and the text built on them (and the review's moments) go. */
const ANALYSIS_WITHOUT_WORDS: Pick<AnalysisResult, "keyPhrases" | "feedback" | "improvements"> = {
  keyPhrases: [],
  feedback: "",
  improvements: [],
};

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
    .where(
      inArray(
        audioProcessingJobs.id,
        expired.map((job) => job.id),
      ),
    );
  return expired.length;
}

/** Uploaded real calls' recordings, kept as long as practice audio (from the upload): they leave R2, the call stays. */
export async function deleteExpiredRealCallAudio(env: Env, db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionMs(env.AUDIO_RETENTION_DAYS));
  const expired = await db
    .select({ id: practiceSessions.id, key: sql<string>`${practiceSessions.realCall}->>'audioKey'` })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.source, "real_call"),
        sql`${practiceSessions.realCall}->>'audioKey' IS NOT NULL`,
        lte(practiceSessions.createdAt, cutoff),
      ),
    )
    .limit(AUDIO_BATCH);
  if (expired.length === 0) return 0;
  await env.AUDIO.delete(expired.map((call) => call.key));
  await db
    .update(practiceSessions)
    .set({
      realCall: sql`${practiceSessions.realCall} || jsonb_build_object('audioKey', null, 'audioDeletedAt', ${now.toISOString()}::text)`,
    })
    .where(
      inArray(
        practiceSessions.id,
        expired.map((call) => call.id),
      ),
    );
  return expired.length;
}

/**
 * Demo calls older than AUDIO_RETENTION_DAYS: the transcript, the analysis' quotes and feedback, the client's
 * address and browser, the provider's call handles, the ConversationDO's storage and any recording still in R2
 * are removed. Scenario, vertical, status, timings, scores and sentiment stay, so analytics keep working.
 */
export async function redactExpiredDemoCalls(env: Env, db: Database, now: Date): Promise<number> {
  const expired = await db
    .select({
      conversationId: demoCallLogs.conversationId,
      audioKey: audioProcessingJobs.audioFilePath,
      isFileDeleted: audioProcessingJobs.isFileDeleted,
    })
    .from(demoCallLogs)
    .leftJoin(audioProcessingJobs, eq(audioProcessingJobs.conversationId, demoCallLogs.conversationId))
    .where(
      and(
        isNull(demoCallLogs.redactedAt),
        lte(demoCallLogs.createdAt, new Date(now.getTime() - retentionMs(env.AUDIO_RETENTION_DAYS))),
      ),
    )
    .orderBy(demoCallLogs.createdAt)
    .limit(REDACT_BATCH);
  if (expired.length === 0) return 0;
  // The conversations' own storage goes first, so their database mirror can never write the words back.
  await eraseConversations(
    env,
    expired.map((call) => ({
      conversationId: call.conversationId,
      audioKey: call.isFileDeleted === false ? call.audioKey : null,
    })),
  );
  const conversationIds = expired.map((call) => call.conversationId);
  await db
    .update(audioProcessingJobs)
    .set({ isFileDeleted: true, audioBase64: null, providerConversationId: null })
    .where(inArray(audioProcessingJobs.conversationId, conversationIds));
  await eraseCallerNumbers(db, conversationIds);
  // redactedAt last: a run that fails half-way leaves the calls in the queue for the next one.
  await db
    .update(demoCallLogs)
    .set({
      transcript: null,
      analysis: sql`(${demoCallLogs.analysis} - 'review') || ${JSON.stringify(ANALYSIS_WITHOUT_WORDS)}::jsonb`,
      ipAddress: null,
      userAgent: null,
      callSid: null,
      providerConversationId: null,
      redactedAt: now,
    })
    .where(and(inArray(demoCallLogs.conversationId, conversationIds), isNull(demoCallLogs.redactedAt)));
  return expired.length;
}

/**
 * Conversations still open an hour after they started (demo calls and practice calls): their ConversationDO
 * gives up on them. Practice sessions whose call was never started are closed too, saying so.
 */
export async function closeStaleConversations(env: Env, db: Database, now: Date): Promise<number> {
  const demo = await closeStaleDemoCalls(env, db, now);
  return demo + (await closeStalePracticeSessions(env, db, now));
}

async function closeStaleDemoCalls(env: Env, db: Database, now: Date): Promise<number> {
  const stale = await db
    .selectDistinct({ conversationId: demoCallLogs.conversationId })
    .from(demoCallLogs)
    .leftJoin(audioProcessingJobs, eq(audioProcessingJobs.conversationId, demoCallLogs.conversationId))
    .where(
      and(
        lt(demoCallLogs.createdAt, new Date(now.getTime() - STALE_CALL_MS)),
        or(
          inArray(demoCallLogs.status, ["started", "active"]),
          inArray(audioProcessingJobs.status, ["pending", "processing"]),
        ),
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
      .where(
        and(
          eq(audioProcessingJobs.conversationId, conversationId),
          inArray(audioProcessingJobs.status, ["pending", "processing"]),
        ),
      );
  }
  return stale.length;
}

async function closeStalePracticeSessions(env: Env, db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STALE_CALL_MS);
  const stale = await db
    .select({ id: practiceSessions.id, conversationId: practiceSessions.conversationId })
    .from(practiceSessions)
    .where(
      and(
        lt(practiceSessions.createdAt, before),
        or(
          inArray(practiceSessions.status, ["pending", "active"]),
          inArray(practiceSessions.aiEvaluationStatus, ["pending", "processing"]),
        ),
      ),
    )
    .limit(STALE_BATCH);
  for (const session of stale) {
    const closed = isUuid(session.conversationId)
      ? await env.CONVERSATIONS.getByName(session.conversationId).expire(STALE_CALL_ERROR, now.getTime())
      : null;
    if (closed) continue;
    // No conversation ever ran for it (never started, or a start that failed half-way): close the row itself.
    await db
      .update(practiceSessions)
      .set({
        status: sql`case when ${practiceSessions.status} in ('pending', 'active') then 'failed'::practice_session_status else ${practiceSessions.status} end`,
        aiEvaluationStatus: "failed",
        errorMessage: sql`coalesce(${practiceSessions.errorMessage}, ${session.conversationId ? STALE_CALL_ERROR : PRACTICE_NEVER_STARTED_MESSAGE})`,
        updatedAt: now,
      })
      .where(eq(practiceSessions.id, session.id));
  }
  return stale.length;
}

/**
 * Every practice line forgets what has expired: the callers' numbers it was told to expect (and a lease). Its own
 * alarm does this as each expires; the hourly sweep makes sure no number outlives the job that promises it.
 */
export async function sweepPracticeLines(env: Env, db: Database, now: Date): Promise<number> {
  const lines = await db.select({ phoneNumber: phoneNumbers.phoneNumber }).from(phoneNumbers);
  let forgotten = 0;
  for (const line of lines)
    forgotten += (await env.PHONE_LINES.getByName(line.phoneNumber).sweep(now.getTime())).forgottenCallers;
  return forgotten;
}
