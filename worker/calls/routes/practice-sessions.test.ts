import { beforeAll, describe, expect, it } from "vitest";
import { isNull } from "drizzle-orm";
import { STRONG_CALL } from "../../../lib/analysis/testing/fixtures";
import { SERVER_OWNED_MESSAGE } from "../../../domain/practice-calls";
import { seededScenarios, withDb, createUser } from "../../testing/team-fixture";
import { phoneNumbers, type DemoScenario, type User } from "../../../lib/db/schema";
import {
  AI_AGENT_ID as aiAgentId,
  createSession as create,
  practiceTeam,
  send,
  sessionOf,
  startCall,
  type Session,
} from "../testing/practice-calls";

let agent: User;
let otherAgent: User;
let broker: User;
let lineId: string;
let scenario: DemoScenario;

beforeAll(async () => {
  broker = await createUser({ role: "broker", firstName: "Bea" });
  agent = await createUser({ brokerId: broker.id, firstName: "Ana" });
  otherAgent = await createUser({ brokerId: broker.id, firstName: "Oto" });
  [scenario] = (await seededScenarios()) as [DemoScenario];
  const lines = await withDb((db) => db.select().from(phoneNumbers).where(isNull(phoneNumbers.brokerId)));
  lineId = lines[0]!.id;
});

async function sessionsOf(user: User): Promise<Session[]> {
  return (await send<Session[]>(user, "GET", "/api/practice_sessions")).body;
}

const createSession = (user: User = agent, extra: Record<string, unknown> = {}) =>
  create(user, { phoneNumberId: lineId, scenarioId: scenario.id, ...extra });

/** Everything a browser could claim about a call it may not report: what the spec's old `complete` took, and more. */
const FABRICATED = {
  transcript: STRONG_CALL,
  transcriptText: "agent: I closed the deal",
  audioUrl: "https://audio.example/call.mp3",
  score: 99,
  scores: { tone: 99, pacing: 99, objectionHandling: 99, scriptAdherence: 99, conversionLikelihood: 99 },
  feedback: "Perfect call",
  duration: 600,
  leadSentiment: "interested",
  keyPhrases: ["yes, sign me up"],
  conversationId: "conv_fabricated",
  aiEvaluationStatus: "completed",
};

describe("the browser cannot report a call: every practice route refuses a fabricated result, changing nothing", () => {
  it.each([
    [
      "create",
      "POST",
      () => "/api/practice_sessions",
      { phoneNumberId: "line", aiAgentId, customPrompt: "You are Pat." },
    ],
    ["start the call", "POST", (id: string) => `/api/practice_sessions/${id}/call`, { via: "browser" }],
    ["change the status", "PUT", (id: string) => `/api/practice_sessions/${id}`, { status: "completed" }],
    ["change the status to active", "PUT", (id: string) => `/api/practice_sessions/${id}`, { status: "active" }],
    ["complete", "POST", (id: string) => `/api/practice_sessions/${id}/complete`, {}],
  ] as const)("%s", async (_route, method, path, body) => {
    const { agent: trainee, lineId: ownLine } = await practiceTeam();
    const pending = await create(trainee, { phoneNumberId: ownLine, customPrompt: "You are Pat." });
    const live = await create(trainee, { phoneNumberId: ownLine, customPrompt: "You are Sam." });
    const start = await startCall(trainee, live.id, "browser");
    const before = await sessionsOf(trainee);
    for (const id of [pending.id, live.id]) {
      const response = await send<{ message: string; issues: Array<{ path: string }> }>(trainee, method, path(id), {
        ...body,
        ...FABRICATED,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(SERVER_OWNED_MESSAGE);
      expect(response.body.issues.map((issue) => issue.path).sort()).toEqual(Object.keys(FABRICATED).sort());
    }
    expect(await sessionsOf(trainee)).toEqual(before);
    expect(await sessionOf(trainee, live.id)).toMatchObject({
      status: "pending",
      conversationId: start.conversationId,
      score: null,
      transcript: null,
    });
  });

  it("refuses the spec's old complete contract even alone, and an unknown field anywhere", async () => {
    const session = await createSession();
    for (const field of ["transcript", "score", "duration", "audioUrl", "feedback"] as const) {
      const response = await send<{ message: string }>(agent, "POST", `/api/practice_sessions/${session.id}/complete`, {
        [field]: FABRICATED[field],
      });
      expect(response).toMatchObject({ status: 400, body: { message: SERVER_OWNED_MESSAGE } });
    }
    expect((await send(agent, "POST", `/api/practice_sessions/${session.id}/complete`, { note: "hi" })).status).toBe(
      400,
    );
    expect(
      (await send(agent, "PUT", `/api/practice_sessions/${session.id}`, { status: "failed", note: "hi" })).status,
    ).toBe(400);
    expect(
      (await send(agent, "POST", `/api/practice_sessions/${session.id}/call`, { via: "carrier-pigeon" })).status,
    ).toBe(400);
    expect(await sessionOf(agent, session.id)).toMatchObject({
      status: "pending",
      score: null,
      transcript: null,
      conversationId: null,
    });
  });
});

describe("practice session lifecycle", () => {
  it("creates a pending session with the scenario, lists it, and reads it alone", async () => {
    const created = await createSession();
    expect(created).toMatchObject({
      status: "pending",
      agentId: agent.id,
      scenarioId: scenario.id,
      vertical: scenario.vertical,
      aiAgentId,
      score: null,
      scenario: { title: scenario.name },
    });
    expect(await sessionOf(agent, created.id)).toMatchObject({
      id: created.id,
      status: "pending",
      conversationId: null,
    });
    const list = await sessionsOf(agent);
    expect(list.every((s) => s.agentId === agent.id)).toBe(true);
    const times = list.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("takes a custom prompt instead of a scenario", async () => {
    const created = await createSession(agent, {
      scenarioId: undefined,
      customPrompt: "You are Pat, a busy landlord.",
    });
    expect(created).toMatchObject({ scenarioId: null, customPrompt: "You are Pat, a busy landlord.", scenario: null });
  });

  it("cancels a session whose call never started, and one whose call never connected", async () => {
    const idle = await createSession();
    expect((await send(agent, "PUT", `/api/practice_sessions/${idle.id}`, { status: "failed" })).body).toMatchObject({
      status: "failed",
      errorMessage: "The practice call was cancelled before it connected.",
    });
    const { agent: trainee, lineId: ownLine } = await practiceTeam();
    const ringing = await create(trainee, { phoneNumberId: ownLine, customPrompt: "You are Pat." });
    await startCall(trainee, ringing.id, "browser");
    expect(
      (await send(trainee, "PUT", `/api/practice_sessions/${ringing.id}`, { status: "failed" })).body,
    ).toMatchObject({ status: "failed", aiEvaluationStatus: "failed" });
  });

  it("refuses what a session cannot do with 409, changing nothing", async () => {
    const session = await createSession();
    for (const status of ["completed", "pending", "active"]) {
      expect((await send(agent, "PUT", `/api/practice_sessions/${session.id}`, { status })).status).toBe(409);
    }
    expect((await send(agent, "POST", `/api/practice_sessions/${session.id}/complete`)).status).toBe(409);
    await send(agent, "PUT", `/api/practice_sessions/${session.id}`, { status: "failed" });
    expect((await send(agent, "POST", `/api/practice_sessions/${session.id}/call`, { via: "browser" })).status).toBe(
      409,
    );
    expect((await send(agent, "PUT", `/api/practice_sessions/${session.id}`, { status: "failed" })).status).toBe(409);
    expect(await sessionOf(agent, session.id)).toMatchObject({ status: "failed", conversationId: null });
  });
});

describe("validation: 400 with the spec's messages, nothing stored", () => {
  let newcomer: User;
  beforeAll(async () => {
    newcomer = await createUser({ brokerId: broker.id, firstName: "Nia" });
  });

  it.each([
    [
      "no phone number",
      { aiAgentId, scenarioId: "x" },
      "Missing Configuration: Please select phone number and AI agent",
    ],
    [
      "no AI agent",
      { phoneNumberId: "x", scenarioId: "x" },
      "Missing Configuration: Please select phone number and AI agent",
    ],
    [
      "blank phone number",
      { phoneNumberId: "  ", aiAgentId, customPrompt: "p" },
      "Missing Configuration: Please select phone number and AI agent",
    ],
    [
      "neither scenario nor prompt",
      { phoneNumberId: "x", aiAgentId },
      "Missing Scenario: Please select a scenario or provide custom prompt",
    ],
    [
      "a blank custom prompt",
      { phoneNumberId: "x", aiAgentId, customPrompt: "   " },
      "Missing Scenario: Please select a scenario or provide custom prompt",
    ],
  ])("%s", async (_case, body, message) => {
    const response = await send<{ message: string }>(newcomer, "POST", "/api/practice_sessions", body);
    expect(response).toEqual({ status: 400, body: { message, code: "validation_failed" } });
    expect(await sessionsOf(newcomer)).toEqual([]);
  });

  it("unknown phone number, AI agent or scenario", async () => {
    const unknown = crypto.randomUUID();
    for (const body of [
      { phoneNumberId: unknown, aiAgentId, scenarioId: scenario.id },
      { phoneNumberId: lineId, aiAgentId: "nobody", scenarioId: scenario.id },
      { phoneNumberId: lineId, aiAgentId, scenarioId: unknown },
      { phoneNumberId: lineId, aiAgentId, scenarioId: "not-a-uuid" },
    ]) {
      expect((await send(newcomer, "POST", "/api/practice_sessions", body)).status).toBe(400);
    }
    expect(await sessionsOf(newcomer)).toEqual([]);
  });
});

describe("agents reach only their own sessions", () => {
  it("another agent's session is 404 on every route and stays as it was", async () => {
    const mine = await createSession(agent);
    for (const [method, path, body] of [
      ["GET", `/api/practice_sessions/${mine.id}`, undefined],
      ["PUT", `/api/practice_sessions/${mine.id}`, { status: "failed" }],
      ["POST", `/api/practice_sessions/${mine.id}/call`, { via: "browser" }],
      ["POST", `/api/practice_sessions/${mine.id}/complete`, undefined],
      ["GET", `/api/practice_sessions/${mine.id}/recording`, undefined],
    ] as const) {
      expect((await send(otherAgent, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await sessionsOf(otherAgent)).some((s) => s.id === mine.id)).toBe(false);
    expect(await sessionOf(agent, mine.id)).toMatchObject({ status: "pending", conversationId: null });
  });

  it("a broker calling the agent endpoints gets 403 and creates nothing", async () => {
    expect((await send(broker, "GET", "/api/practice_sessions")).status).toBe(403);
    expect(
      (
        await send(broker, "POST", "/api/practice_sessions", {
          phoneNumberId: lineId,
          aiAgentId,
          scenarioId: scenario.id,
        })
      ).status,
    ).toBe(403);
    expect((await send(broker, "GET", "/api/analytics/agent")).status).toBe(403);
    expect((await send(broker, "GET", "/api/agent/scenarios")).status).toBe(403);
  });

  it("a call without a recording answers 404 for it", async () => {
    const session = await createSession();
    expect((await send(agent, "GET", `/api/practice_sessions/${session.id}/recording`)).status).toBe(404);
  });
});

describe("choices for a practice call", () => {
  it("lists scenarios with title, category, description and opening line, and the training options", async () => {
    const scenarios = (
      await send<{ id: string; title: string; category: string; description: string; scriptIntro: string }[]>(
        agent,
        "GET",
        "/api/agent/scenarios",
      )
    ).body;
    expect(scenarios).toHaveLength(12);
    expect(scenarios.find((s) => s.id === scenario.id)).toMatchObject({
      title: scenario.name,
      category: scenario.vertical,
      scriptIntro: scenario.conversationConfig.firstMessage,
    });
    expect(scenarios.every((s) => s.description.length > 0)).toBe(true);
    const options = (
      await send<{ phoneNumbers: { id: string }[]; aiAgents: { id: string }[] }>(
        agent,
        "GET",
        "/api/agent/training-options",
      )
    ).body;
    expect(options.phoneNumbers.map((line) => line.id)).toContain(lineId);
    expect(options.aiAgents.map((a) => a.id)).toEqual([
      "friendly-customer",
      "skeptical-homeowner",
      "interested-seller",
    ]);
  });
});
