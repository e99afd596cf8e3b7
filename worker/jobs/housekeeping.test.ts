import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../lib/db/client";
import { audioProcessingJobs, demoCallerClaims, demoCallLogs, practiceSessions, sessions } from "../../lib/db/schema";
import { PRACTICE_NEVER_STARTED_MESSAGE } from "../../domain/practice-calls";
import { createUser, jsonAs } from "../testing/team-fixture";
import { runHousekeeping } from "./housekeeping";
import { audioKey, STALE_CALL_ERROR } from "../../durable-objects/conversation/protocol";
import {
  api,
  callLog,
  hangUp,
  holdCall,
  postJson,
  processingStatus,
  quietConversation,
  scenarioIds,
  settledStatus,
  startDemo,
  proveCallerNumber,
} from "../calls/testing/demo-calls";

const { db, close } = openDatabase(env);
afterAll(() => close());

describe("hourly housekeeping", () => {
  it("removes expired login sessions and keeps live ones", async () => {
    const now = new Date();
    const expired = `expired-${crypto.randomUUID()}`;
    const live = `live-${crypto.randomUUID()}`;
    await db.insert(sessions).values([
      { sid: expired, sess: { userId: "u", createdAt: 0 }, expire: new Date(now.getTime() - 1000) },
      { sid: live, sess: { userId: "u", createdAt: 0 }, expire: new Date(now.getTime() + 3_600_000) },
    ]);
    const result = await runHousekeeping(env, now);
    expect(result.expiredSessions).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(inArray(sessions.sid, [expired, live]));
    expect(left.map((s) => s.sid)).toEqual([live]);
  });
});

describe("hourly housekeeping of the call pipeline", () => {
  it("deletes call audio past its retention from R2, marks it deleted, and keeps audio still within it", async () => {
    const now = new Date();
    const expired = { conversationId: crypto.randomUUID(), expiresAt: new Date(now.getTime() - 1000) };
    const kept = { conversationId: crypto.randomUUID(), expiresAt: new Date(now.getTime() + 86_400_000) };
    for (const job of [expired, kept]) {
      await env.AUDIO.put(audioKey(job.conversationId), new Uint8Array([0xff, 0xfb, 0x18, 0xc0]), {
        httpMetadata: { contentType: "audio/mpeg" },
      });
      await db.insert(audioProcessingJobs).values({
        conversationId: job.conversationId,
        status: "completed",
        audioFilePath: audioKey(job.conversationId),
        audioFileSize: 4,
        fileExpiresAt: job.expiresAt,
      });
    }
    const result = await runHousekeeping(env, now);
    expect(result.deletedAudioFiles).toBeGreaterThanOrEqual(1);
    expect(await env.AUDIO.head(audioKey(expired.conversationId))).toBeNull();
    expect(await env.AUDIO.head(audioKey(kept.conversationId))).not.toBeNull();
    const rows = await db
      .select({
        conversationId: audioProcessingJobs.conversationId,
        isFileDeleted: audioProcessingJobs.isFileDeleted,
        path: audioProcessingJobs.audioFilePath,
      })
      .from(audioProcessingJobs)
      .where(inArray(audioProcessingJobs.conversationId, [expired.conversationId, kept.conversationId]));
    expect(Object.fromEntries(rows.map((r) => [r.conversationId, r.isFileDeleted]))).toEqual({
      [expired.conversationId]: true,
      [kept.conversationId]: false,
    });
    // A second run finds nothing more to delete for these.
    await runHousekeeping(env, now);
    expect(await env.AUDIO.head(audioKey(kept.conversationId))).not.toBeNull();
  });

  it("closes conversations still open an hour after they started, and leaves recent ones alone", async () => {
    const [scenarioId] = await scenarioIds("saas");
    const stale = await startDemo({ scenarioId: scenarioId! });
    const recent = await startDemo({ scenarioId: scenarioId! });
    const orphan = crypto.randomUUID();
    const hoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await db
      .update(demoCallLogs)
      .set({ createdAt: hoursAgo })
      .where(eq(demoCallLogs.conversationId, stale.conversationId));
    await db
      .insert(demoCallLogs)
      .values({ conversationId: orphan, vertical: "saas", status: "started", createdAt: hoursAgo });

    const result = await runHousekeeping(env, new Date());
    expect(result.closedConversations).toBeGreaterThanOrEqual(2);
    expect(await processingStatus(stale.conversationId)).toMatchObject({
      processingStatus: "failed",
      callStatus: "abandoned",
    });
    expect((await callLog(db, stale.conversationId)).log.status).toBe("abandoned");
    const [orphanLog] = await db.select().from(demoCallLogs).where(eq(demoCallLogs.conversationId, orphan));
    expect(orphanLog).toMatchObject({ status: "abandoned", errorMessage: STALE_CALL_ERROR });
    expect(await processingStatus(recent.conversationId)).toMatchObject({
      processingStatus: "pending",
      callStatus: "started",
    });
    await postJson(`/api/demo/conversation/${recent.conversationId}/end`);
  });

  it("closes practice sessions still open an hour after they were created: never started, or left active with no call", async () => {
    const broker = await createUser({ role: "broker" });
    const agent = await createUser({ brokerId: broker.id });
    const hoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const rows = await db
      .insert(practiceSessions)
      .values([
        { agentId: agent.id, teamId: broker.id, status: "pending", createdAt: hoursAgo },
        // What the browser used to report: active for ever, with a call id no conversation ever had.
        {
          agentId: agent.id,
          teamId: broker.id,
          status: "active",
          conversationId: "conv_from_the_browser",
          createdAt: hoursAgo,
        },
        { agentId: agent.id, teamId: broker.id, status: "pending", createdAt: new Date() },
      ])
      .returning({ id: practiceSessions.id });
    await runHousekeeping(env, new Date());
    const after = await db
      .select()
      .from(practiceSessions)
      .where(
        inArray(
          practiceSessions.id,
          rows.map((row) => row.id),
        ),
      );
    const byId = new Map(after.map((row) => [row.id, row]));
    expect(byId.get(rows[0]!.id)).toMatchObject({
      status: "failed",
      aiEvaluationStatus: "failed",
      errorMessage: PRACTICE_NEVER_STARTED_MESSAGE,
    });
    expect(byId.get(rows[1]!.id)).toMatchObject({
      status: "failed",
      aiEvaluationStatus: "failed",
      errorMessage: STALE_CALL_ERROR,
    });
    expect(byId.get(rows[2]!.id)).toMatchObject({ status: "pending", errorMessage: null });
    expect((await jsonAs<{ activeSessions: number }>(broker, "/api/broker/stats")).activeSessions).toBe(0);
  });
});

/** A finished demo call through the simulator: transcript, analysis, audio in R2, all stored. */
async function finishedDemoCall(callerNumber?: string): Promise<string> {
  const [scenarioId] = await scenarioIds("real_estate");
  if (callerNumber) await proveCallerNumber(callerNumber);
  const started = await startDemo({
    scenarioId: scenarioId!,
    customInstructions: "Mention my listing on Elm Street.",
    callerNumber,
  });
  const call = await holdCall(started.phoneNumber, undefined, callerNumber);
  await hangUp(call.simCallId);
  expect(await settledStatus(started.conversationId)).toMatchObject({ processingStatus: "completed" });
  await quietConversation(started.conversationId);
  return started.conversationId;
}

describe("hourly housekeeping: retention of demo calls", () => {
  it("after AUDIO_RETENTION_DAYS removes the visitor's words, call details, recording and conversation storage, keeps the scores, and leaves newer calls whole", async () => {
    const old = await finishedDemoCall("+17375559901");
    const fresh = await finishedDemoCall("+17375559902");
    const retentionDays = Number(env.AUDIO_RETENTION_DAYS);
    const client = { ipAddress: "203.0.113.7", userAgent: "Mozilla/5.0 (retention test)" };
    await db
      .update(demoCallLogs)
      .set(client)
      .where(inArray(demoCallLogs.conversationId, [old, fresh]));
    await db
      .update(demoCallLogs)
      .set({ createdAt: new Date(Date.now() - (retentionDays + 1) * 86_400_000) })
      .where(eq(demoCallLogs.conversationId, old));
    const oldBefore = await callLog(db, old);
    const freshBefore = await callLog(db, fresh);
    expect(oldBefore.log.transcript!.length).toBeGreaterThan(0);
    expect(oldBefore.log.analysis!.keyPhrases.length).toBeGreaterThan(0);
    expect(oldBefore.log.callSid).not.toBeNull();
    expect(await env.AUDIO.head(audioKey(old))).not.toBeNull();

    const now = new Date();
    const result = await runHousekeeping(env, now);
    expect(result.redactedDemoCalls).toBeGreaterThanOrEqual(1);

    const { log, job } = await callLog(db, old);
    expect(log).toMatchObject({
      transcript: null,
      ipAddress: null,
      userAgent: null,
      callSid: null,
      providerConversationId: null,
      redactedAt: now,
      status: oldBefore.log.status,
      scenarioId: oldBefore.log.scenarioId,
      callDuration: oldBefore.log.callDuration,
    });
    const { review, ...withoutReview } = oldBefore.log.analysis!;
    expect(review?.timeline.length).toBeGreaterThan(0);
    expect(log.analysis).toEqual({ ...withoutReview, keyPhrases: [], feedback: "", improvements: [] });
    expect(job).toMatchObject({ isFileDeleted: true, providerConversationId: null, status: "completed" });
    expect(await env.AUDIO.head(audioKey(old))).toBeNull();
    const conversation = env.CONVERSATIONS.getByName(old);
    expect(await conversation.getState()).toBeNull();
    expect(await conversation.getTranscript()).toBeNull();
    expect((await api(`/api/demo/conversation/${old}/processing-status`)).status).toBe(404);

    const callerNumbers = await db
      .select({ conversationId: demoCallerClaims.conversationId, callerNumber: demoCallerClaims.callerNumber })
      .from(demoCallerClaims)
      .where(inArray(demoCallerClaims.conversationId, [old, fresh]));
    expect(new Map(callerNumbers.map((row) => [row.conversationId, row.callerNumber]))).toEqual(
      new Map([
        [old, null],
        [fresh, "+17375559902"],
      ]),
    );

    expect(await callLog(db, fresh)).toEqual(freshBefore);
    expect(await env.AUDIO.head(audioKey(fresh))).not.toBeNull();
    expect(await env.CONVERSATIONS.getByName(fresh).getTranscript()).toEqual(freshBefore.log.transcript);
    expect((await processingStatus(fresh)).analysis).toEqual(freshBefore.log.analysis);

    // Idempotent: a later run leaves the redacted call as it is.
    await runHousekeeping(env, new Date(now.getTime() + 60_000));
    expect(await callLog(db, old)).toEqual({ log, job });
  });
});
