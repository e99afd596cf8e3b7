import { beforeAll, describe, expect, it } from "vitest";
import { isNull } from "drizzle-orm";
import { STRONG_CALL, WEAK_CALL } from "../analysis/test-fixtures";
import { analyzeTranscript } from "../analysis/analyze-transcript";
import { apiAs, createUser, seededScenarios, withDb } from "../db/testing/broker-team-fixture";
import { phoneNumbers, type DemoScenario, type User } from "../../db/schema";
import type { PracticeSessionView } from "../db/queries/practice-sessions";

type Session = Omit<PracticeSessionView, "createdAt" | "updatedAt" | "aiEvaluatedAt"> & { createdAt: string };

let agent: User;
let otherAgent: User;
let broker: User;
let lineId: string;
let scenario: DemoScenario;
const aiAgentId = "skeptical-homeowner";

beforeAll(async () => {
  broker = await createUser({ role: "broker", firstName: "Bea" });
  agent = await createUser({ brokerId: broker.id, firstName: "Ana" });
  otherAgent = await createUser({ brokerId: broker.id, firstName: "Oto" });
  [scenario] = (await seededScenarios()) as [DemoScenario];
  const lines = await withDb((db) => db.select().from(phoneNumbers).where(isNull(phoneNumbers.brokerId)));
  lineId = lines[0]!.id;
});

async function send<T = Session>(user: User, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await apiAs(user, path, { method, body });
  return { status: response.status, body: (await response.json()) as T };
}

async function sessionsOf(user: User): Promise<Session[]> {
  return (await send<Session[]>(user, "GET", "/api/practice_sessions")).body;
}

async function createSession(user: User = agent, extra: Record<string, unknown> = {}): Promise<Session> {
  const created = await send(user, "POST", "/api/practice_sessions", { phoneNumberId: lineId, aiAgentId, scenarioId: scenario.id, ...extra });
  expect(created.status).toBe(201);
  return created.body;
}

async function startedSession(user: User = agent): Promise<Session> {
  const session = await createSession(user);
  expect((await send(user, "PUT", `/api/practice_sessions/${session.id}`, { status: "active", conversationId: "conv_test" })).status).toBe(200);
  return session;
}

describe("practice session lifecycle", () => {
  it("creates, starts and completes a call, storing the analyzer's scores and ignoring the client's", async () => {
    const created = await createSession();
    expect(created).toMatchObject({ status: "pending", agentId: agent.id, scenarioId: scenario.id, vertical: scenario.vertical, aiAgentId, score: null, scenario: { title: scenario.name } });

    const started = await send(agent, "PUT", `/api/practice_sessions/${created.id}`, { status: "active", conversationId: "conv_abc" });
    expect(started.body).toMatchObject({ status: "active", conversationId: "conv_abc" });

    const completed = await send(agent, "POST", `/api/practice_sessions/${created.id}/complete`, {
      transcript: STRONG_CALL,
      audioUrl: "https://audio.example/call.mp3",
      score: 1,
      feedback: "Client-made feedback",
      duration: 120,
    });
    const expected = analyzeTranscript(STRONG_CALL).result;
    expect(completed.status).toBe(200);
    expect(expected.overallScore).not.toBe(1);
    expect(completed.body).toMatchObject({
      status: "completed",
      score: expected.overallScore,
      scores: expected.scores,
      feedback: expected.feedback,
      leadSentiment: expected.leadSentiment,
      keyPhrases: expected.keyPhrases,
      duration: 120,
      audioUrl: "https://audio.example/call.mp3",
      aiEvaluationStatus: "completed",
      transcript: STRONG_CALL,
    });
    expect(completed.body.transcriptText).toContain(`agent: ${STRONG_CALL[0]!.text}`);
    expect((await sessionsOf(agent)).find((s) => s.id === created.id)).toMatchObject({ score: expected.overallScore, status: "completed" });
  });

  it("scores a weak call lower than a strong one", async () => {
    const weak = await startedSession();
    const completed = await send(agent, "POST", `/api/practice_sessions/${weak.id}/complete`, { transcript: WEAK_CALL, score: 99, duration: 60 });
    expect(completed.body.score).toBe(analyzeTranscript(WEAK_CALL).result.overallScore);
    expect(completed.body.score!).toBeLessThan(analyzeTranscript(STRONG_CALL).result.overallScore);
  });

  it("lists the agent's sessions newest first with the scenario title", async () => {
    const list = await sessionsOf(agent);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((s) => s.agentId === agent.id)).toBe(true);
    const times = list.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]!.scenario).toEqual({ title: scenario.name });
  });

  it("takes a custom prompt instead of a scenario", async () => {
    const created = await createSession(agent, { scenarioId: undefined, customPrompt: "You are Pat, a busy landlord." });
    expect(created).toMatchObject({ scenarioId: null, customPrompt: "You are Pat, a busy landlord.", scenario: null });
  });

  it("lets a call that never connects fail from pending", async () => {
    const session = await createSession();
    expect((await send(agent, "PUT", `/api/practice_sessions/${session.id}`, { status: "failed" })).body.status).toBe("failed");
  });
});

describe("illegal transitions are refused with 409 and change nothing", () => {
  async function statusOf(id: string) {
    return (await sessionsOf(agent)).find((s) => s.id === id)!.status;
  }

  it.each([
    ["pending", "completed"],
    ["pending", "pending"],
  ] as const)("%s → %s", async (_from, to) => {
    const session = await createSession();
    const response = await send(agent, "PUT", `/api/practice_sessions/${session.id}`, { status: to });
    expect(response.status).toBe(409);
    expect(await statusOf(session.id)).toBe("pending");
  });

  it("active → pending, and a finished session never moves again", async () => {
    const session = await startedSession();
    expect((await send(agent, "PUT", `/api/practice_sessions/${session.id}`, { status: "pending" })).status).toBe(409);
    expect(await statusOf(session.id)).toBe("active");
    await send(agent, "PUT", `/api/practice_sessions/${session.id}`, { status: "failed" });
    for (const status of ["active", "completed", "pending"]) {
      expect((await send(agent, "PUT", `/api/practice_sessions/${session.id}`, { status })).status).toBe(409);
    }
    expect(await statusOf(session.id)).toBe("failed");
  });

  it("completing a call that never started, or twice", async () => {
    const pending = await createSession();
    const call = { transcript: STRONG_CALL, duration: 120 };
    expect((await send(agent, "POST", `/api/practice_sessions/${pending.id}/complete`, call)).status).toBe(409);
    expect((await sessionsOf(agent)).find((s) => s.id === pending.id)).toMatchObject({ status: "pending", score: null });

    const started = await startedSession();
    expect((await send(agent, "POST", `/api/practice_sessions/${started.id}/complete`, call)).status).toBe(200);
    expect((await send(agent, "POST", `/api/practice_sessions/${started.id}/complete`, { transcript: WEAK_CALL, duration: 5 })).status).toBe(409);
    expect((await sessionsOf(agent)).find((s) => s.id === started.id)).toMatchObject({ duration: 120, score: analyzeTranscript(STRONG_CALL).result.overallScore });
  });
});

describe("validation: 400 with the spec's messages, nothing stored", () => {
  let newcomer: User;
  beforeAll(async () => {
    newcomer = await createUser({ brokerId: broker.id, firstName: "Nia" });
  });

  it.each([
    ["no phone number", { aiAgentId, scenarioId: "x" }, "Missing Configuration: Please select phone number and AI agent"],
    ["no AI agent", { phoneNumberId: "x", scenarioId: "x" }, "Missing Configuration: Please select phone number and AI agent"],
    ["blank phone number", { phoneNumberId: "  ", aiAgentId, customPrompt: "p" }, "Missing Configuration: Please select phone number and AI agent"],
    ["neither scenario nor prompt", { phoneNumberId: "x", aiAgentId }, "Missing Scenario: Please select a scenario or provide custom prompt"],
    ["a blank custom prompt", { phoneNumberId: "x", aiAgentId, customPrompt: "   " }, "Missing Scenario: Please select a scenario or provide custom prompt"],
  ])("%s", async (_case, body, message) => {
    const response = await send<{ message: string }>(newcomer, "POST", "/api/practice_sessions", body);
    expect(response).toEqual({ status: 400, body: { message } });
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

  it("a bad status or a bad finished call", async () => {
    const session = await startedSession(newcomer);
    expect((await send(newcomer, "PUT", `/api/practice_sessions/${session.id}`, { status: "done" })).status).toBe(400);
    for (const body of [
      { transcript: [], duration: 10 },
      { transcript: [{ speaker: "robot", text: "Hi", timestamp: 0 }], duration: 10 },
      { transcript: [{ speaker: "agent", text: "", timestamp: 0 }], duration: 10 },
      { transcript: [{ speaker: "agent", text: "x".repeat(2001), timestamp: 0 }], duration: 10 },
      { transcript: Array.from({ length: 501 }, () => ({ speaker: "agent", text: "Hi", timestamp: 0 })), duration: 10 },
      { transcript: STRONG_CALL, duration: -1 },
      { transcript: STRONG_CALL },
    ]) {
      expect((await send(newcomer, "POST", `/api/practice_sessions/${session.id}/complete`, body)).status).toBe(400);
    }
    expect(await sessionsOf(newcomer)).toMatchObject([{ id: session.id, status: "active", score: null, transcript: null }]);
  });
});

describe("agents reach only their own sessions", () => {
  it("another agent's session is 404 and stays as it was", async () => {
    const mine = await startedSession(agent);
    expect((await send(otherAgent, "PUT", `/api/practice_sessions/${mine.id}`, { status: "failed" })).status).toBe(404);
    expect((await send(otherAgent, "POST", `/api/practice_sessions/${mine.id}/complete`, { transcript: WEAK_CALL, duration: 5 })).status).toBe(404);
    expect((await send(otherAgent, "POST", `/api/practice_sessions/${mine.id}/voice-session`)).status).toBe(404);
    expect((await send(otherAgent, "POST", `/api/practice_sessions/${mine.id}/simulator-reply`, { traineeLines: ["Hi"] })).status).toBe(404);
    expect((await sessionsOf(otherAgent)).some((s) => s.id === mine.id)).toBe(false);
    expect((await sessionsOf(agent)).find((s) => s.id === mine.id)).toMatchObject({ status: "active", score: null });
  });

  it("a broker calling the agent endpoints gets 403 and creates nothing", async () => {
    expect((await send(broker, "GET", "/api/practice_sessions")).status).toBe(403);
    expect((await send(broker, "POST", "/api/practice_sessions", { phoneNumberId: lineId, aiAgentId, scenarioId: scenario.id })).status).toBe(403);
    expect((await send(broker, "GET", "/api/analytics/agent")).status).toBe(403);
    expect((await send(broker, "GET", "/api/agent/scenarios")).status).toBe(403);
  });
});

describe("the browser's call", () => {
  it("runs on the simulator locally, whose lead answers the trainee's lines in character", async () => {
    const session = await startedSession();
    const voice = await send<{ provider: string; firstMessage: string }>(agent, "POST", `/api/practice_sessions/${session.id}/voice-session`);
    expect(voice.body).toEqual({ provider: "simulator", firstMessage: scenario.conversationConfig.firstMessage });
    const first = await send<{ reply: string; ended: boolean }>(agent, "POST", `/api/practice_sessions/${session.id}/simulator-reply`, { traineeLines: ["Hi, this is Sam from Harbor Realty."] });
    expect(first.body).toEqual({ reply: scenario.conversationConfig.objections[0], ended: false });
    const bye = await send<{ reply: string; ended: boolean }>(agent, "POST", `/api/practice_sessions/${session.id}/simulator-reply`, { traineeLines: ["Hi, this is Sam from Harbor Realty.", "Okay, goodbye."] });
    expect(bye.body.ended).toBe(true);
  });
});

describe("choices for a practice call", () => {
  it("lists scenarios with title, category, description and opening line, and the training options", async () => {
    const scenarios = (await send<{ id: string; title: string; category: string; description: string; scriptIntro: string }[]>(agent, "GET", "/api/agent/scenarios")).body;
    expect(scenarios).toHaveLength(12);
    expect(scenarios.find((s) => s.id === scenario.id)).toMatchObject({ title: scenario.name, category: scenario.vertical, scriptIntro: scenario.conversationConfig.firstMessage });
    expect(scenarios.every((s) => s.description.length > 0)).toBe(true);
    const options = (await send<{ phoneNumbers: { id: string }[]; aiAgents: { id: string }[] }>(agent, "GET", "/api/agent/training-options")).body;
    expect(options.phoneNumbers.map((line) => line.id)).toContain(lineId);
    expect(options.aiAgents.map((a) => a.id)).toEqual(["friendly-customer", "skeptical-homeowner", "interested-seller"]);
  });
});
