/**
 * Security review, finding 1: no free voice minutes. A practice call holds the agent's one call (and a slot of the
 * voice plan) until the provider says its conversation is over, not until our server ends it; a team spends its
 * monthly minutes (an agent on no team a trial allowance), refused before any provider request; starts, sessions
 * and retries are limited per agent; and what each call used is recorded for the broker.
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { monthStart, TRIAL_MONTHLY_MINUTES, type TeamUsage } from "../../../domain/usage";
import { NO_BROWSER_CALL_ERROR, SIGNED_URL_LIFETIME_SECONDS } from "../../../durable-objects/conversation/protocol";
import { JOINED_LATE_REASON } from "../../../durable-objects/conversation/delivery-transitions";
import { callUsage, type User } from "../../../lib/db/schema";
import { apiAs, createUser, jsonAs, withDb } from "../../testing/team-fixture";
import {
  eventually,
  GOOD_CALL_LINES,
  hangUp,
  holdCall,
  holdsVoicePlanSlot,
  postJson,
  quietConversation,
  realEstateScenario,
  say,
  startDemo,
  stateOf,
} from "../testing/demo-calls";
import { app } from "../../local-entry";
import {
  AI_AGENT_ID,
  createSession,
  holdBrowserCall,
  practiceTeam,
  send,
  sessionOf,
  sessionWhen,
  startCall,
  type Session,
} from "../testing/practice-calls";
import { openSocket } from "../../simulator/testing/provider-socket";
import { withBindings } from "../../testing/bindings";
import { PRACTICE_CALL_BUSY_MESSAGE } from "../../../domain/practice-calls";
import { RATE_LIMITED_MESSAGE } from "../../http/middleware/rate-limit";
import { agentAssignments, createAssignment } from "../../training/testing/assignments";
import { objectionsOf, reviewAs, scoredPracticeCall } from "../../review/testing/reviewed-calls";

afterEach(() => {
  withBindings(null);
  vi.restoreAllMocks();
});

const scored = (session: Session) =>
  session.aiEvaluationStatus === "completed" || session.aiEvaluationStatus === "failed";
const PROMPT = "You are Pat Lee, a landlord with three rentals in Austin.";

async function providerOver(conversationId: string) {
  for (let i = 0; i < 300; i++) {
    const state = await env.CONVERSATIONS.getByName(conversationId).getState();
    // Both holds are given back in turn (the client's, then the plan's): wait for the last of them.
    const givenBack = state?.pending.releaseHold === false && state.pending.releasePlan === false;
    if (state?.providerOverAt !== null && givenBack) return state;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the provider's call ${conversationId} never ended`);
}

/** Twilio answers 500 to every hang-up (the Worker reaches the simulator's Twilio through `app.fetch` in this isolate). */
function twilioCannotHangUp() {
  const through = app.fetch;
  vi.spyOn(app, "fetch").mockImplementation((request: Request, ...rest) =>
    new URL(request.url).pathname.startsWith("/api/dev/simulator/twilio/")
      ? Promise.resolve(Response.json({ code: 20500, message: "Internal Server Error", status: 500 }, { status: 500 }))
      : through(request, ...rest),
  );
}

async function setBudget(broker: User, monthlyPracticeMinutes: number) {
  const response = await apiAs(broker, "/api/broker/usage/budget", { method: "PUT", body: { monthlyPracticeMinutes } });
  expect(response.status).toBe(200);
  return (await response.json()) as TeamUsage;
}

/** Minutes spent earlier this month (a settled call), for `agent` of `teamId` (null: their trial allowance). */
async function spentEarlier(agent: User, teamId: string | null, seconds: number) {
  const at = new Date(Math.max(monthStart(new Date()).getTime(), Date.now() - 86_400_000));
  await withDb((db) =>
    db.insert(callUsage).values({
      conversationId: crypto.randomUUID(),
      agentId: agent.id,
      teamId,
      channel: "phone",
      startedAt: at,
      reservedSeconds: seconds,
      billedSeconds: seconds,
      settledAt: at,
    }),
  );
}

/** A browser practice call the page says it ended (our side) while its socket stays open: the provider's runs on. */
async function browserCallEndedByThePage() {
  const { agent, lineId } = await practiceTeam();
  const first = await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
  const start = await startCall(agent, first.id, "browser");
  const call = await holdBrowserCall(agent, first.id, start);
  expect((await send(agent, "POST", `/api/practice_sessions/${first.id}/complete`)).status).toBe(200);
  return { agent, lineId, start, call };
}

describe("a call's hold lasts as long as the provider's call", () => {
  it("is not given back when our server ends a browser call the browser keeps open, only when the provider says it is over", async () => {
    const { agent, lineId, start, call } = await browserCallEndedByThePage();
    expect(await env.CONVERSATIONS.getByName(start.conversationId).getState()).toMatchObject({
      status: "completed",
      providerOverAt: null,
    });
    const second = await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
    const refused = await apiAs(agent, `/api/practice_sessions/${second.id}/call`, {
      method: "POST",
      body: { via: "browser" },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: PRACTICE_CALL_BUSY_MESSAGE, code: "conflict" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await sessionOf(agent, second.id)).toMatchObject({ status: "pending", conversationId: null });
    expect(await holdsVoicePlanSlot(start.conversationId)).toBe(true);

    // The browser lets go: the provider ends the conversation and says so (its transcript); the next call may start.
    call.socket.close();
    await providerOver(start.conversationId);
    expect(await holdsVoicePlanSlot(start.conversationId)).toBe(false);
    expect((await send(agent, "POST", `/api/practice_sessions/${second.id}/call`, { via: "browser" })).status).toBe(
      201,
    );
  });

  it("gives the hold back once the provider's longest call has passed, though the provider never said the call was over", async () => {
    const { agent, lineId, start, call } = await browserCallEndedByThePage();
    const stub = env.CONVERSATIONS.getByName(start.conversationId);
    // No word ever comes (the transcript webhook is lost, the API says the conversation still runs): each alarm
    // runs what is due next, and the hold stays until the longest call the provider allows has passed.
    for (let alarm = 0; alarm < 20 && (await stub.getState())!.providerOverAt === null; alarm++) {
      expect(await holdsVoicePlanSlot(start.conversationId)).toBe(true);
      expect(await runDurableObjectAlarm(stub)).toBe(true);
    }
    const state = await providerOver(start.conversationId);
    expect(state.providerOverAt).toBe(state.holdUntil);
    expect(await holdsVoicePlanSlot(start.conversationId)).toBe(false);
    const second = await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
    expect((await send(agent, "POST", `/api/practice_sessions/${second.id}/call`, { via: "browser" })).status).toBe(
      201,
    );
    call.socket.close();
  });

  it("keeps a browser call nobody joined until its link expires, then asks the provider before giving it back", async () => {
    const { agent, lineId } = await practiceTeam();
    const first = await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
    const start = await startCall(agent, first.id, "browser");
    const stub = env.CONVERSATIONS.getByName(start.conversationId);
    // A minute on, the browser never joined: the session fails, but its signed URL could still open a conversation.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await sessionWhen(agent, first.id, (s) => s.status === "failed")).toMatchObject({
      errorMessage: NO_BROWSER_CALL_ERROR,
    });
    const state = (await stub.getState())!;
    expect(state).toMatchObject({ status: "abandoned", providerOverAt: null });
    expect(state.timers.urlCheck).toBeGreaterThanOrEqual(state.startedAt + SIGNED_URL_LIFETIME_SECONDS * 1000);
    const second = await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
    expect((await send(agent, "POST", `/api/practice_sessions/${second.id}/call`, { via: "browser" })).status).toBe(
      409,
    );

    // The link has expired and the provider never saw its conversation: nothing ran, the hold goes back, no minutes spent.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await providerOver(start.conversationId);
    const [usage] = await withDb((db) =>
      db.select().from(callUsage).where(eq(callUsage.conversationId, start.conversationId)),
    );
    expect(usage).toMatchObject({ billedSeconds: 0, settledAt: expect.any(Date) });
    expect((await send(agent, "POST", `/api/practice_sessions/${second.id}/call`, { via: "browser" })).status).toBe(
      201,
    );
  });

  it("counts a link used after the call was given up: its minutes are spent, and it is no practice call", async () => {
    const { agent, lineId } = await practiceTeam();
    const created = await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
    const start = await startCall(agent, created.id, "browser");
    expect(await runDurableObjectAlarm(env.CONVERSATIONS.getByName(start.conversationId))).toBe(true);
    await sessionWhen(agent, created.id, (s) => s.status === "failed");
    // The signed URL still works at the provider for its 15 minutes: someone opens it and talks.
    const socket = await openSocket(start.signedUrl);
    socket.send({
      type: "conversation_initiation_client_data",
      conversation_config_override: { agent: { prompt: { prompt: PROMPT } } },
    });
    const metadata = await socket.next("conversation_initiation_metadata");
    await say(metadata.conversation_initiation_metadata_event.conversation_id, GOOD_CALL_LINES[0]!);
    socket.close();
    await providerOver(start.conversationId);
    const session = await sessionWhen(agent, created.id, (s) => s.connectedAt !== null);
    expect(session).toMatchObject({ status: "failed", score: null, invalidReason: JOINED_LATE_REASON });
    const [usage] = await withDb((db) =>
      db.select().from(callUsage).where(eq(callUsage.conversationId, start.conversationId)),
    );
    expect(usage!.billedSeconds).toBeGreaterThan(0);
  });

  it("keeps a demo's slot while its phone call runs on at the provider after the visitor's End, until the provider says it is over", async () => {
    const started = await startDemo({ scenarioId: await realEstateScenario() });
    const call = await holdCall(started.phoneNumber, GOOD_CALL_LINES.slice(0, 1));
    await quietConversation(started.conversationId);
    expect(await holdsVoicePlanSlot(started.conversationId)).toBe(true);

    // The visitor ends the demo on the page; Twilio cannot hang the phone call up, so it runs on at the provider.
    twilioCannotHangUp();
    expect((await postJson(`/api/demo/conversation/${started.conversationId}/end`)).status).toBe(200);
    await quietConversation(started.conversationId);
    expect(await stateOf(started.conversationId)).toMatchObject({
      status: "completed",
      providerOverAt: null,
      pending: { hangUp: false },
    });
    expect(await holdsVoicePlanSlot(started.conversationId)).toBe(true);
    vi.restoreAllMocks();

    // The caller hangs up: the provider's transcript says the call is over, and the slot goes back.
    await hangUp(call.simCallId);
    await eventually(
      () => holdsVoicePlanSlot(started.conversationId),
      (held) => !held,
    );
    expect((await stateOf(started.conversationId))!.providerOverAt).not.toBeNull();
  });
});

describe("a team's monthly minutes", () => {
  it("refuses a call the month's minutes cannot hold, with a clear message and Retry-After, before any provider request", async () => {
    const { broker, agent, lineId } = await practiceTeam();
    const colleague = await createUser({ brokerId: broker.id, firstName: "Cal" });
    await setBudget(broker, 15);
    const created = await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
    const start = await startCall(agent, created.id, "browser");
    // The first call reserves its 10 minutes while it may run: the next 10-minute call does not fit in 15.
    const other = await createSession(colleague, { phoneNumberId: lineId, customPrompt: PROMPT });
    // The provider unreachable: a refusal that asked it would be a 502, not this.
    withBindings({ ELEVENLABS_BASE_URL: "http://127.0.0.1:9/unreachable" });
    const refused = await apiAs(colleague, `/api/practice_sessions/${other.id}/call`, {
      method: "POST",
      body: { via: "browser" },
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Not enough practice minutes left this month: your team has 5 of its 15 minutes, and a call can last 10 minutes. Ask your broker to raise the monthly minutes in Settings → Usage.",
    );
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(31 * 86_400);
    expect(await sessionOf(colleague, other.id)).toMatchObject({ status: "pending", conversationId: null });
    // Control: with minutes to spare, the same unreachable provider is what refuses (so the refusal above came first).
    await setBudget(broker, 100);
    expect(
      (await apiAs(colleague, `/api/practice_sessions/${other.id}/call`, { method: "POST", body: { via: "browser" } }))
        .status,
    ).toBe(502);
    withBindings(null);

    // Once the first call is over, only the minutes the provider billed count.
    await setBudget(broker, 15);
    const call = await holdBrowserCall(agent, created.id, start, GOOD_CALL_LINES.slice(0, 1));
    call.socket.close();
    await providerOver(start.conversationId);
    // The Object writes the billed seconds to Postgres after the provider's word; until then the reservation counts.
    await eventually(
      async () => (await apiAs(broker, "/api/broker/usage")).json() as Promise<TeamUsage>,
      (usage) => usage.calls.some((row) => row.sessionId === created.id && row.durationSeconds !== null),
    );
    expect((await send(colleague, "POST", `/api/practice_sessions/${other.id}/call`, { via: "browser" })).status).toBe(
      201,
    );
  });

  it("gives an agent on no team a small trial allowance", async () => {
    const loner = await createUser({ firstName: "Lou" });
    const shared = (await jsonAs<{ phoneNumbers: Array<{ id: string }> }>(loner, "/api/agent/training-options"))
      .phoneNumbers[0]!.id;
    await spentEarlier(loner, null, (TRIAL_MONTHLY_MINUTES - 5) * 60);
    const created = await createSession(loner, { phoneNumberId: shared, customPrompt: PROMPT });
    const refused = await send<{ message: string }>(loner, "POST", `/api/practice_sessions/${created.id}/call`, {
      via: "browser",
    });
    expect(refused).toEqual({
      status: 429,
      body: {
        message: `Not enough practice minutes left this month: your trial allowance has 5 of its ${TRIAL_MONTHLY_MINUTES} minutes, and a call can last 10 minutes. Join a team to practise more.`,
        code: "budget_exhausted",
      },
    });
  });

  it("shows the broker the month per agent and per call: minutes, estimated cost, how fast the lead answered", async () => {
    const { broker, agent, lineId } = await practiceTeam();
    const before = await jsonAs<TeamUsage>(broker, "/api/broker/usage");
    expect(before).toMatchObject({
      budgetMinutes: 500,
      budgetIsDefault: true,
      usedSeconds: 0,
      liveCalls: 0,
      calls: [],
    });
    const created = await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
    const start = await startCall(agent, created.id, "browser");
    const live = await jsonAs<TeamUsage>(broker, "/api/broker/usage");
    expect(live).toMatchObject({
      usedSeconds: 600,
      liveCalls: 1,
      calls: [{ sessionId: created.id, durationSeconds: null, channel: "browser" }],
    });
    const call = await holdBrowserCall(agent, created.id, start);
    await hangUp(call.simCallId);
    await providerOver(start.conversationId);
    await sessionWhen(agent, created.id, scored);
    const after = await jsonAs<TeamUsage>(broker, "/api/broker/usage");
    const billed = after.calls[0]!.durationSeconds!;
    expect(billed).toBeGreaterThan(0);
    expect(after).toMatchObject({ usedSeconds: billed, liveCalls: 0 });
    expect(after.agents.find((row) => row.agent.id === agent.id)).toMatchObject({ seconds: billed, calls: 1 });
    expect(after.calls[0]).toMatchObject({
      agent: { id: agent.id },
      estimatedCostUsd: expect.any(Number),
      leadLatencyMs: expect.any(Number),
    });
    expect(after.calls[0]!.leadLatencyMs).toBeGreaterThan(0);
  });

  it("takes a budget of whole minutes from the broker only, refusing anything else with 400 and changing nothing", async () => {
    const { broker, agent } = await practiceTeam();
    await setBudget(broker, 120);
    for (const body of [
      { monthlyPracticeMinutes: -1 },
      { monthlyPracticeMinutes: 1.5 },
      { monthlyPracticeMinutes: "lots" },
      { monthlyPracticeMinutes: 10_000_000 },
      {},
    ]) {
      const response = await apiAs(broker, "/api/broker/usage/budget", { method: "PUT", body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await apiAs(agent, "/api/broker/usage/budget", { method: "PUT", body: { monthlyPracticeMinutes: 9999 } }))
        .status,
    ).toBe(403);
    expect((await jsonAs<TeamUsage>(broker, "/api/broker/usage")).budgetMinutes).toBe(120);
  });
});

describe("per-agent limits on starting calls and making sessions", () => {
  it("refuses the seventh call start of a minute, and the eleventh session, with 429 and Retry-After, writing nothing", async () => {
    const { agent, lineId } = await practiceTeam();
    withBindings({ LOAD_TEST_RATE_LIMITS: undefined });
    const sessions: string[] = [];
    for (let i = 0; i < 10; i++)
      sessions.push((await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT })).id);
    const eleventh = await apiAs(agent, "/api/practice_sessions", {
      method: "POST",
      body: { phoneNumberId: lineId, aiAgentId: "skeptical-homeowner", customPrompt: PROMPT },
    });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send<Session[]>(agent, "GET", "/api/practice_sessions")).body).toHaveLength(10);

    // Starts: each refused for one call at a time here, but every attempt counts, and the seventh is refused as too many.
    const statuses: number[] = [];
    for (const id of sessions.slice(0, 7))
      statuses.push(
        (await apiAs(agent, `/api/practice_sessions/${id}/call`, { method: "POST", body: { via: "browser" } })).status,
      );
    expect(statuses.slice(0, 6)).toEqual([201, 409, 409, 409, 409, 409]);
    expect(statuses[6]).toBe(429);
  });

  it("refuses new sessions past the tenth of a minute even when sent all at once: 429 with Retry-After, never more than ten", async () => {
    const { agent, lineId } = await practiceTeam();
    withBindings({ LOAD_TEST_RATE_LIMITS: undefined });
    for (let i = 0; i < 8; i++) await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
    const sessionCount = async () => (await send<Session[]>(agent, "GET", "/api/practice_sessions")).body.length;
    expect(await sessionCount()).toBe(8);

    // Four at once with room for two: two are made, two refused.
    const burst = await Promise.all(
      Array.from({ length: 4 }, () =>
        apiAs(agent, "/api/practice_sessions", {
          method: "POST",
          body: { phoneNumberId: lineId, aiAgentId: AI_AGENT_ID, customPrompt: PROMPT },
        }),
      ),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([201, 201, 429, 429]);
    for (const refused of burst.filter((response) => response.status === 429))
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await sessionCount()).toBe(10);
  });

  it("refuses a retry that would be the eleventh session of a minute, even sent all at once, with 429 and Retry-After, writing nothing", async () => {
    const { agent, lineId } = await practiceTeam();
    const original = await scoredPracticeCall(agent, { lineId });
    const momentTime = objectionsOf((await reviewAs(agent, original.id)).body)[0]!.time;
    withBindings({ LOAD_TEST_RATE_LIMITS: undefined });
    for (let i = 0; i < 7; i++) await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
    const sessionCount = async () => (await send<Session[]>(agent, "GET", "/api/practice_sessions")).body.length;
    expect(await sessionCount()).toBe(8);

    // Four retries at once with room for two: two are made, two refused, never more than ten in the minute.
    const burst = await Promise.all(
      Array.from({ length: 4 }, () =>
        apiAs(agent, `/api/practice_sessions/${original.id}/retries`, { method: "POST", body: { momentTime } }),
      ),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([201, 201, 429, 429]);
    for (const refused of burst.filter((response) => response.status === 429))
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await sessionCount()).toBe(10);

    const eleventh = await apiAs(agent, `/api/practice_sessions/${original.id}/retries`, {
      method: "POST",
      body: { momentTime },
    });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await sessionCount()).toBe(10);
  });

  it("refuses assignment attempts past the tenth session of a minute, even sent all at once: 429 with Retry-After, no session or attempt beyond ten", async () => {
    const { broker, agent, lineId } = await practiceTeam();
    const assignmentId = await createAssignment(broker, {
      title: "Burst",
      customPrompt: PROMPT,
      vertical: "real_estate",
      agentIds: [agent.id],
      attemptLimit: null,
    });
    withBindings({ LOAD_TEST_RATE_LIMITS: undefined });
    for (let i = 0; i < 8; i++) await createSession(agent, { phoneNumberId: lineId, customPrompt: PROMPT });
    const sessionCount = async () => (await send<Session[]>(agent, "GET", "/api/practice_sessions")).body.length;
    const attemptsUsed = async () =>
      (await agentAssignments(agent)).assignments.find((assignment) => assignment.id === assignmentId)?.attemptsUsed;
    expect(await sessionCount()).toBe(8);

    // Four attempts at once with room for two: two are made (and counted), two refused.
    const burst = await Promise.all(
      Array.from({ length: 4 }, () =>
        apiAs(agent, `/api/agent/assignments/${assignmentId}/practice_sessions`, {
          method: "POST",
          body: { phoneNumberId: lineId },
        }),
      ),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([201, 201, 429, 429]);
    for (const refused of burst.filter((response) => response.status === 429)) {
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ message: RATE_LIMITED_MESSAGE, code: "rate_limited" });
    }
    expect(await sessionCount()).toBe(10);
    expect(await attemptsUsed()).toBe(2);
  });
});
