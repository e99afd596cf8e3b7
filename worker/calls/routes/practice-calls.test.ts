/**
 * An agent's practice call is a call like any other: its own ConversationDO, the provider's signed webhooks,
 * the same analysis, audio in R2. By phone (routed by the agent's verified number on a shared line, dialled on the
 * simulator's phone) and in the browser (a signed URL whose conversation the server registered first); scored by
 * the pipeline only.
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AgentAnalytics } from "../../../domain/practice-sessions";
import {
  audioKey,
  CONNECT_WAIT_SECONDS,
  NO_BROWSER_CALL_ERROR,
  NO_CALL_ERROR,
} from "../../../durable-objects/conversation/protocol";
import { audioProcessingJobs } from "../../../lib/db/schema";
import { apiAs, jsonAs, withDb } from "../../testing/team-fixture";
import { GOOD_CALL_LINES, hangUp, quietConversation } from "../testing/demo-calls";
import {
  createSession,
  holdBrowserCall,
  holdPhoneCall,
  practiceTeam,
  send,
  sessionOf,
  sessionWhen,
  startCall,
  verifyAgentNumber,
  type Session,
} from "../testing/practice-calls";

const scored = (session: Session) =>
  session.aiEvaluationStatus === "completed" || session.aiEvaluationStatus === "failed";
const activeSessions = async (broker: Parameters<typeof jsonAs>[0]) =>
  (await jsonAs<{ activeSessions: number }>(broker, "/api/broker/stats")).activeSessions;

async function audioJob(conversationId: string) {
  const [job] = await withDb((db) =>
    db.select().from(audioProcessingJobs).where(eq(audioProcessingJobs.conversationId, conversationId)),
  );
  return job!;
}

async function expectScoredByThePipeline(agent: Parameters<typeof sessionOf>[0], sessionId: string) {
  const session = await sessionWhen(agent, sessionId, scored);
  expect(session).toMatchObject({ status: "completed", aiEvaluationStatus: "completed", errorMessage: null });
  expect(session.score).toEqual(expect.any(Number));
  expect(session.scores).toEqual(
    expect.objectContaining({ tone: expect.any(Number), conversionLikelihood: expect.any(Number) }),
  );
  expect(session.transcript!.filter((entry) => entry.speaker === "agent").map((entry) => entry.text)).toEqual(
    GOOD_CALL_LINES,
  );
  expect(session.transcriptText).toContain(`agent: ${GOOD_CALL_LINES[0]}`);
  expect(session.duration).toBeGreaterThan(0);
  const job = await audioJob(session.conversationId!);
  expect(job).toMatchObject({ status: "completed", audioFilePath: audioKey(session.conversationId!) });
  const recording = await apiAs(agent, session.audioUrl!);
  expect(recording.status).toBe(200);
  expect(recording.headers.get("content-type")).toBe("audio/mpeg");
  expect(new Uint8Array(await recording.arrayBuffer()).byteLength).toBe(job.audioFileSize);
  return session;
}

describe("a practice call by phone", () => {
  it("routes the dial by the agent's verified number, answers with the session's persona, and is scored from the pipeline", async () => {
    const { broker, agent, lineId, phoneNumber } = await practiceTeam();
    const agentNumber = await verifyAgentNumber(agent);
    const analyticsBefore = await jsonAs<AgentAnalytics>(agent, "/api/analytics/agent?period=weekly");
    const created = await createSession(agent, {
      phoneNumberId: lineId,
      customPrompt: "You are Pat Lee, a landlord with three rentals in Austin.",
    });
    const start = await startCall(agent, created.id, "phone");
    expect(start).toMatchObject({ via: "phone", phoneNumber, callFrom: agentNumber, limitSeconds: 600 });
    expect(Date.parse(start.connectBy) - Date.now()).toBeLessThanOrEqual(CONNECT_WAIT_SECONDS * 1000);
    expect(await sessionOf(agent, created.id)).toMatchObject({
      status: "pending",
      conversationId: start.conversationId,
    });
    // No lease: the line carries any number of calls, each reaching the session of the number it comes from.
    expect(await env.PHONE_LINES.getByName(phoneNumber).holder()).toBeNull();

    const call = await holdPhoneCall(phoneNumber, agentNumber);
    // The simulated lead got the session's own persona from our initiation webhook.
    expect(call.firstMessage).toBe("Hello?");
    expect(await sessionWhen(agent, created.id, (s) => s.status === "active")).toMatchObject({ status: "active" });
    expect(await activeSessions(broker)).toBe(1);

    const ended = await send(agent, "POST", `/api/practice_sessions/${created.id}/complete`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: "completed", score: null });
    await expectScoredByThePipeline(agent, created.id);
    expect(await activeSessions(broker)).toBe(0);
    expect(await env.PHONE_LINES.getByName(phoneNumber).holder()).toBeNull();

    const history = await send<Session[]>(agent, "GET", "/api/practice_sessions");
    expect(history.body[0]).toMatchObject({ id: created.id, status: "completed", score: expect.any(Number) });
    const analytics = await jsonAs<AgentAnalytics>(agent, "/api/analytics/agent?period=weekly");
    expect(analytics.totalSessions).toBe(analyticsBefore.totalSessions + 1);
    expect(analytics.sessions[0]).toMatchObject({ id: created.id, score: history.body[0]!.score });
  });

  it("lasts the broker's session duration: the alarm hangs up through Twilio at the limit", async () => {
    const { broker, agent, lineId, phoneNumber } = await practiceTeam();
    const agentNumber = await verifyAgentNumber(agent);
    const settings = await jsonAs<Record<string, unknown> & { trainingConfig: Record<string, unknown> }>(
      broker,
      "/api/user/settings",
    );
    const { updatedAt: _updatedAt, ...saved } = settings;
    const put = await apiAs(broker, "/api/user/settings", {
      method: "PUT",
      body: { ...saved, trainingConfig: { ...settings.trainingConfig, defaultSessionDuration: 5 } },
    });
    expect(put.status).toBe(200);
    const created = await createSession(agent, {
      phoneNumberId: lineId,
      customPrompt: "You are Pat, a busy landlord.",
    });
    const start = await startCall(agent, created.id, "phone");
    expect(start.limitSeconds).toBe(300);
    expect(Date.parse(start.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);

    const call = await holdPhoneCall(phoneNumber, agentNumber);
    await sessionWhen(agent, created.id, (s) => s.status === "active");
    await quietConversation(start.conversationId);
    expect(await runDurableObjectAlarm(env.CONVERSATIONS.getByName(start.conversationId))).toBe(true);
    expect(
      (await (await apiAs(agent, `/api/dev/simulator/calls/${call.simCallId}`)).json()) as { status: string },
    ).toMatchObject({ status: "done" });
    await expectScoredByThePipeline(agent, created.id);
  });

  it("abandons a call nobody dialled after a minute: the session fails, saying so, and is never active", async () => {
    const { broker, agent, lineId } = await practiceTeam();
    await verifyAgentNumber(agent);
    const created = await createSession(agent, {
      phoneNumberId: lineId,
      customPrompt: "You are Pat, a busy landlord.",
    });
    const start = await startCall(agent, created.id, "phone");
    expect(await runDurableObjectAlarm(env.CONVERSATIONS.getByName(start.conversationId))).toBe(true);
    const state = await env.CONVERSATIONS.getByName(start.conversationId).getState();
    expect(state).toMatchObject({ status: "abandoned", endedAt: state!.startedAt + CONNECT_WAIT_SECONDS * 1000 });
    expect(await sessionWhen(agent, created.id, (s) => s.status !== "pending")).toMatchObject({
      status: "failed",
      errorMessage: NO_CALL_ERROR,
      score: null,
    });
    expect(await activeSessions(broker)).toBe(0);
  });

  it("takes one practice call per agent at a time", async () => {
    const { agent, lineId } = await practiceTeam();
    await verifyAgentNumber(agent);
    const first = await createSession(agent, { phoneNumberId: lineId, customPrompt: "You are Pat." });
    await startCall(agent, first.id, "phone");
    const second = await createSession(agent, { phoneNumberId: lineId, customPrompt: "You are Sam." });
    const refused = await apiAs(agent, `/api/practice_sessions/${second.id}/call`, {
      method: "POST",
      body: { via: "browser" },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "You already have a practice call on. End it before starting another.",
      code: "conflict",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await sessionOf(agent, second.id)).toMatchObject({ status: "pending", conversationId: null });
    // Cancelling the first (nobody dialled it: no call can reach it now) frees the agent for the next.
    expect((await send(agent, "PUT", `/api/practice_sessions/${first.id}`, { status: "failed" })).body).toMatchObject({
      status: "failed",
    });
    expect((await send(agent, "POST", `/api/practice_sessions/${second.id}/call`, { via: "browser" })).status).toBe(
      201,
    );
  });
});

describe("a practice call in the browser", () => {
  it("registers the signed URL's conversation, confirms the join with the provider, and is scored from the pipeline", async () => {
    const { broker, agent, lineId } = await practiceTeam();
    const created = await createSession(agent, {
      phoneNumberId: lineId,
      customPrompt: "You are Pat Lee, a landlord with three rentals in Austin.",
    });
    const start = await startCall(agent, created.id, "browser");
    const providerConversationId = new URL(start.signedUrl).searchParams.get("conversation_id");
    expect(providerConversationId).toMatch(/^conv_/);
    expect(start.overrides).toMatchObject({
      agent: { prompt: { prompt: expect.stringContaining("You are Pat Lee") }, firstMessage: "Hello?", language: "en" },
      tts: { voiceId: expect.any(String) },
    });
    expect(await env.CONVERSATIONS.getByName(start.conversationId).getState()).toMatchObject({
      providerConversationId,
      channel: "browser",
      kind: "practice",
    });
    // The browser's word alone moves nothing: before it opened the URL, the provider has no such call.
    expect((await send(agent, "PUT", `/api/practice_sessions/${created.id}`, { status: "active" })).status).toBe(409);

    const call = await holdBrowserCall(agent, created.id, start);
    expect(call.simCallId).toBe(providerConversationId);
    expect(await activeSessions(broker)).toBe(1);
    // End Call: the client closes its socket, and the page says the call is over; the provider's webhooks follow.
    call.socket.close();
    expect((await send(agent, "POST", `/api/practice_sessions/${created.id}/complete`, {})).status).toBe(200);
    await expectScoredByThePipeline(agent, created.id);
    expect(await activeSessions(broker)).toBe(0);
  });

  it("ends a call the browser never joins, saying so", async () => {
    const { agent, lineId } = await practiceTeam();
    const created = await createSession(agent, { phoneNumberId: lineId, customPrompt: "You are Pat." });
    const start = await startCall(agent, created.id, "browser");
    expect(await runDurableObjectAlarm(env.CONVERSATIONS.getByName(start.conversationId))).toBe(true);
    expect(await sessionWhen(agent, created.id, (s) => s.status !== "pending")).toMatchObject({
      status: "failed",
      errorMessage: NO_BROWSER_CALL_ERROR,
    });
  });

  it("ends a call whose browser vanished at the limit, counting only what was said before it", async () => {
    const { broker, agent, lineId } = await practiceTeam();
    const created = await createSession(agent, { phoneNumberId: lineId, customPrompt: "You are Pat." });
    const start = await startCall(agent, created.id, "browser");
    const call = await holdBrowserCall(agent, created.id, start, GOOD_CALL_LINES.slice(0, 2));
    await quietConversation(start.conversationId);

    // The tab is gone: nobody ends the call. The limit does, and the session stops counting as active.
    expect(await runDurableObjectAlarm(env.CONVERSATIONS.getByName(start.conversationId))).toBe(true);
    const ended = await sessionWhen(agent, created.id, (s) => s.status !== "active");
    expect(ended).toMatchObject({ status: "completed" });
    expect(await activeSessions(broker)).toBe(0);
    expect(await env.CONVERSATIONS.getByName(start.conversationId)!.getState()).toMatchObject({
      endedBy: "timeout",
      endedAt: Date.parse(start.expiresAt),
    });

    // The provider ends it later (its own cap), and delivers: the session is scored, its length at most the limit.
    await hangUp(call.simCallId);
    const session = await sessionWhen(agent, created.id, scored);
    expect(session.duration).toBeLessThanOrEqual(start.limitSeconds);
    expect(session.aiEvaluationStatus).toBe("completed");
  });
});
