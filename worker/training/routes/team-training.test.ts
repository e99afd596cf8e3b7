/**
 * Assignments from a broker to their agents: creation and its validation, attempts that pass or fail, the attempt
 * limit, overdue by the clock, editing and cancelling (history kept), certificates, and who sees what.
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { assignments, certificates, type DemoScenario, type User } from "../../../lib/db/schema";
import { apiAs, createUser, seededScenarios, withDb } from "../../testing/team-fixture";
import {
  holdPhoneCall,
  practiceTeam,
  send,
  sessionWhen,
  startCall,
  verifyAgentNumber,
} from "../../calls/testing/practice-calls";
import {
  agentAssignments,
  cellOf,
  createAssignment,
  inDays,
  makeOverdue,
  matrixOf,
  scoreSession,
  startAttempt,
} from "../testing/assignments";
import { statementsOf } from "../../../lib/db/testing/count-statements";
import { fetchWithEnv } from "../../auth/testing/fetch-with-env";
import { sessionCookieFor } from "../../auth/testing/sign-in-as";
import { MATRIX_CSV_HEADER } from "../matrix-csv";
import { VERIFY_NUMBER_FIRST_MESSAGE } from "../../../domain/phone-verification";

let broker: User, ava: User, ben: User, otherBroker: User, zed: User;
let realEstate: DemoScenario, insurance: DemoScenario[];

beforeAll(async () => {
  const scenarios = await seededScenarios();
  realEstate = scenarios.find((scenario) => scenario.vertical === "real_estate")!;
  insurance = scenarios.filter((scenario) => scenario.vertical === "insurance");
  broker = await createUser({ role: "broker", firstName: "Bea", lastName: "Broker" });
  ava = await createUser({ brokerId: broker.id, firstName: "Ava", lastName: "Ito" });
  ben = await createUser({ brokerId: broker.id, firstName: "Ben", lastName: "Cole" });
  otherBroker = await createUser({ role: "broker", firstName: "Olga" });
  zed = await createUser({ brokerId: otherBroker.id, firstName: "Zed" });
});

const assignmentCount = () =>
  withDb(
    async (db) => (await db.select({ n: count() }).from(assignments).where(eq(assignments.brokerId, broker.id)))[0]!.n,
  );

describe("creating an assignment", () => {
  it("takes the team's passing score by default, and shows only to the chosen agents", async () => {
    const id = await createAssignment(broker, { title: "Cold open", scenarioId: realEstate.id, agentIds: [ava.id] });
    const [mine] = (await agentAssignments(ava)).assignments.filter((assignment) => assignment.id === id);
    expect(mine).toMatchObject({
      title: "Cold open",
      minScore: 75,
      vertical: "real_estate",
      scenario: { id: realEstate.id, title: realEstate.name },
      status: "not_started",
      attemptsUsed: 0,
    });
    expect((await agentAssignments(ben)).assignments.map((assignment) => assignment.id)).not.toContain(id);
    expect((await agentAssignments(zed)).assignments).toEqual([]);
  });

  it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
    const before = await assignmentCount();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ scenarioId: realEstate.id, customPrompt: "You are Pat", vertical: "saas", agentIds: [ava.id] }, "scenarioId"],
      [{ agentIds: [ava.id] }, "scenarioId"],
      [{ customPrompt: "You are Pat", agentIds: [ava.id] }, "vertical"],
      [{ scenarioId: realEstate.id, wholeTeam: true, agentIds: [ava.id] }, "agentIds"],
      [{ scenarioId: realEstate.id, agentIds: [] }, "agentIds"],
      [{ scenarioId: realEstate.id, agentIds: [zed.id] }, "agentIds"],
      [{ scenarioId: crypto.randomUUID(), agentIds: [ava.id] }, "scenarioId"],
      [{ scenarioId: realEstate.id, agentIds: [ava.id], dueAt: inDays(-1) }, "dueAt"],
      [{ scenarioId: realEstate.id, agentIds: [ava.id], dueAt: "next friday" }, "dueAt"],
      [{ scenarioId: realEstate.id, agentIds: [ava.id], minScore: 101 }, "minScore"],
      [{ scenarioId: realEstate.id, agentIds: [ava.id], attemptLimit: 0 }, "attemptLimit"],
      [{ scenarioId: realEstate.id, agentIds: [ava.id], brokerId: otherBroker.id }, "assignment"],
    ];
    for (const [input, path] of bad) {
      const response = await apiAs(broker, "/api/broker/assignments", {
        method: "POST",
        body: { title: "Bad", wholeTeam: false, dueAt: inDays(3), ...input },
      });
      expect(response.status, JSON.stringify(input)).toBe(400);
      const body = (await response.json()) as { issues?: { path: string }[] };
      if (path !== "assignment")
        expect(
          body.issues?.map((issue) => issue.path),
          JSON.stringify(input),
        ).toContain(path);
    }
    expect(await assignmentCount()).toBe(before);
  });
});

describe("attempts", () => {
  it("a real practice call started for the assignment is its attempt, and passes it when scored at the minimum", async () => {
    const team = await practiceTeam();
    const id = await createAssignment(team.broker, {
      title: "Any score",
      scenarioId: realEstate.id,
      agentIds: [team.agent.id],
      minScore: 1,
    });
    const sessionId = await startAttempt(team.agent, id, { phoneNumberId: team.lineId });
    expect((await agentAssignments(team.agent)).assignments[0]).toMatchObject({
      status: "in_progress",
      attemptsUsed: 1,
    });
    const agentNumber = await verifyAgentNumber(team.agent);
    await startCall(team.agent, sessionId, "phone");
    await holdPhoneCall(team.phoneNumber, agentNumber);
    await sessionWhen(team.agent, sessionId, (session) => session.status === "active");
    expect((await send(team.agent, "POST", `/api/practice_sessions/${sessionId}/complete`)).status).toBe(200);
    const scored = await sessionWhen(team.agent, sessionId, (session) => session.score !== null);
    expect(scored).toMatchObject({ scenarioId: realEstate.id, customPrompt: null });
    expect(cellOf(await matrixOf(team.broker), id, team.agent.id)).toMatchObject({
      status: "passed",
      bestScore: scored.score,
      attemptsUsed: 1,
    });
  });

  it("an attempt by phone needs the agent's verified number first: refused (409) before it is made, so no attempt is spent", async () => {
    const team = await practiceTeam();
    const id = await createAssignment(team.broker, {
      title: "By phone",
      scenarioId: realEstate.id,
      agentIds: [team.agent.id],
      minScore: 1,
      attemptLimit: 1,
    });
    const refused = await apiAs(team.agent, `/api/agent/assignments/${id}/practice_sessions`, {
      method: "POST",
      body: { via: "phone" },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: VERIFY_NUMBER_FIRST_MESSAGE, code: "conflict" });
    expect((await agentAssignments(team.agent)).assignments[0]).toMatchObject({
      status: "not_started",
      attemptsUsed: 0,
    });
    const bad = await apiAs(team.agent, `/api/agent/assignments/${id}/practice_sessions`, {
      method: "POST",
      body: { via: "fax" },
    });
    expect(bad.status).toBe(400);
    await verifyAgentNumber(team.agent);
    const made = await apiAs(team.agent, `/api/agent/assignments/${id}/practice_sessions`, {
      method: "POST",
      body: { via: "phone" },
    });
    expect(made.status).toBe(201);
    expect((await agentAssignments(team.agent)).assignments[0]).toMatchObject({
      status: "in_progress",
      attemptsUsed: 1,
    });
  });

  it("fails once the attempt limit is used without a pass, then refuses another attempt", async () => {
    const id = await createAssignment(broker, {
      title: "Two tries",
      scenarioId: realEstate.id,
      agentIds: [ava.id],
      minScore: 80,
      attemptLimit: 2,
    });
    await scoreSession(await startAttempt(ava, id), 60);
    expect(cellOf(await matrixOf(broker), id, ava.id)).toMatchObject({
      status: "in_progress",
      bestScore: 60,
      attemptsUsed: 1,
    });
    const second = await startAttempt(ava, id);
    // A call under way holds the last attempt: a second click cannot start a third.
    const third = await apiAs(ava, `/api/agent/assignments/${id}/practice_sessions`, { method: "POST", body: {} });
    expect(third.status).toBe(409);
    expect(await third.json()).toEqual({ message: "No attempts left for this assignment", code: "conflict" });
    await scoreSession(second, 79);
    expect(cellOf(await matrixOf(broker), id, ava.id)).toMatchObject({
      status: "failed",
      bestScore: 79,
      attemptsUsed: 2,
    });
  });

  it("a custom-prompt assignment for the whole team sets the session up with that prompt, for each agent", async () => {
    const id = await createAssignment(broker, {
      title: "Custom",
      customPrompt: "You are Pat, 50, from Leeds.",
      vertical: "saas",
      wholeTeam: true,
    });
    const sessionId = await startAttempt(ben, id);
    expect((await send(ben, "GET", `/api/practice_sessions/${sessionId}`)).body).toMatchObject({
      customPrompt: "You are Pat, 50, from Leeds.",
      scenarioId: null,
      vertical: "saas",
    });
    const matrix = await matrixOf(broker);
    expect(cellOf(matrix, id, ben.id)).toMatchObject({ status: "in_progress" });
    expect(cellOf(matrix, id, ava.id)).toMatchObject({ status: "not_started" });
  });

  it("is overdue once the clock passes the due date without a pass", async () => {
    const id = await createAssignment(broker, { title: "Soon", scenarioId: realEstate.id, agentIds: [ava.id, ben.id] });
    await scoreSession(await startAttempt(ben, id), 90);
    await makeOverdue(id);
    const matrix = await matrixOf(broker);
    expect(cellOf(matrix, id, ava.id)?.status).toBe("overdue");
    expect(cellOf(matrix, id, ben.id)?.status).toBe("passed");
    expect((await agentAssignments(ava)).assignments.find((assignment) => assignment.id === id)?.status).toBe(
      "overdue",
    );
  });

  it("nobody starts an attempt at an assignment that is not theirs", async () => {
    const id = await createAssignment(broker, { title: "Ava only", scenarioId: realEstate.id, agentIds: [ava.id] });
    for (const agent of [ben, zed]) {
      expect(
        (await apiAs(agent, `/api/agent/assignments/${id}/practice_sessions`, { method: "POST", body: {} })).status,
      ).toBe(404);
    }
    expect(
      (await apiAs(ava, `/api/agent/assignments/${id}/practice_sessions`, { method: "POST", body: { score: 100 } }))
        .status,
    ).toBe(400);
  });
});

describe("editing and cancelling", () => {
  it("an edit re-judges the attempts; cancelling hides it from the agent but keeps its history for the broker", async () => {
    const id = await createAssignment(broker, {
      title: "Edit me",
      scenarioId: realEstate.id,
      agentIds: [ava.id],
      minScore: 90,
    });
    await scoreSession(await startAttempt(ava, id), 85);
    expect(cellOf(await matrixOf(broker), id, ava.id)?.status).toBe("in_progress");
    expect(
      (await apiAs(otherBroker, `/api/broker/assignments/${id}`, { method: "PATCH", body: { minScore: 10 } })).status,
    ).toBe(404);
    expect(
      (await apiAs(broker, `/api/broker/assignments/${id}`, { method: "PATCH", body: { minScore: 101 } })).status,
    ).toBe(400);
    expect(
      (
        await apiAs(broker, `/api/broker/assignments/${id}`, {
          method: "PATCH",
          body: { minScore: 80, title: "Edited" },
        })
      ).status,
    ).toBe(204);
    expect(cellOf(await matrixOf(broker), id, ava.id)).toMatchObject({ status: "passed", bestScore: 85 });

    expect((await apiAs(otherBroker, `/api/broker/assignments/${id}/cancel`, { method: "POST" })).status).toBe(404);
    expect((await apiAs(broker, `/api/broker/assignments/${id}/cancel`, { method: "POST" })).status).toBe(204);
    expect((await agentAssignments(ava)).assignments.map((assignment) => assignment.id)).not.toContain(id);
    const matrix = await matrixOf(broker);
    expect(matrix.assignments.find((assignment) => assignment.id === id)).toMatchObject({
      title: "Edited",
      cancelledAt: expect.any(String),
    });
    expect(cellOf(matrix, id, ava.id)).toMatchObject({ status: "passed", bestScore: 85, attemptsUsed: 1 });
    const again = await apiAs(ava, `/api/agent/assignments/${id}/practice_sessions`, { method: "POST", body: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This assignment was cancelled", code: "conflict" });
  });
});

describe("the completion matrix", () => {
  it("is the broker's own: another broker sees none of it", async () => {
    const matrix = await matrixOf(otherBroker);
    expect(matrix.agents.map((agent) => agent.id)).toEqual([zed.id]);
    expect(matrix.assignments).toEqual([]);
  });

  it("exports as CSV, a row per agent and assignment", async () => {
    const id = await createAssignment(broker, {
      title: "=HYPERLINK(1)",
      scenarioId: realEstate.id,
      agentIds: [ava.id],
    });
    const response = await apiAs(broker, "/api/broker/assignments/matrix.csv");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(MATRIX_CSV_HEADER.map((cell) => `"${cell}"`).join(","));
    const row = lines.find((line) => line.includes("HYPERLINK"));
    expect(row).toContain(`"Ava Ito","${ava.email}","'=HYPERLINK(1)"`);
    expect(row).toContain('"Not started"');
    expect((await matrixOf(broker)).cells.filter((cell) => cell.assignmentId === id)).toHaveLength(1);
  });

  it("the agent's list and the broker's matrix each take one database round trip beyond the sign-in check", async () => {
    const read = (user: User, path: string) => async (databaseUrl: string) =>
      fetchWithEnv({ DATABASE_URL: databaseUrl }, `http://localhost:8787${path}`, {
        headers: { cookie: await sessionCookieFor(user.id) },
      });
    const signInOnly = await statementsOf(read(ava, "/api/auth/user"));
    expect(await statementsOf(read(ava, "/api/agent/assignments"))).toBe(signInOnly + 1);
    expect(await statementsOf(read(broker, "/api/broker/assignments/matrix"))).toBe(signInOnly + 1);
  });
});

describe("certification", () => {
  it("passing every insurance assignment due this month earns the certificate, dated by the last pass; it is never revoked", async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const cara = await createUser({ brokerId: broker.id, firstName: "Cara", lastName: "Lee" });
    const first = await createAssignment(broker, {
      title: "Ins 1",
      scenarioId: insurance[0]!.id,
      agentIds: [cara.id],
      minScore: 70,
      dueAt: soon,
    });
    const second = await createAssignment(broker, {
      title: "Ins 2",
      scenarioId: insurance[1]!.id,
      agentIds: [cara.id],
      minScore: 70,
      dueAt: soon,
    });
    await scoreSession(await startAttempt(cara, first), 75);
    expect((await agentAssignments(cara)).certificates).toEqual([]);
    await scoreSession(await startAttempt(cara, second), 88);
    const period = soon.slice(0, 7);
    const { certificates: earned } = await agentAssignments(cara);
    expect(earned).toEqual([{ vertical: "insurance", period, earnedAt: expect.any(String) }]);
    expect((await matrixOf(broker)).agents.find((agent) => agent.id === cara.id)?.certificates).toEqual(earned);

    // A new, unpassed assignment in the same month does not take the certificate back.
    await createAssignment(broker, { title: "Ins 3", scenarioId: insurance[0]!.id, agentIds: [cara.id], dueAt: soon });
    expect((await agentAssignments(cara)).certificates).toEqual(earned);
    const stored = await withDb((db) => db.select().from(certificates).where(eq(certificates.agentId, cara.id)));
    expect(stored).toHaveLength(1);
  });
});
