/**
 * The team leaderboard per period against a hand-computed fixture, the broker's opt-out, and skill-gap suggestions.
 *
 * Broker Bea's team ("now" = a minute ago; "long ago" = a day before both this week and this month began):
 *   Ann — now 80, 90; long ago 40. Passed assignment P1 now (90 ≥ 75).
 *   Bo  — now 70; long ago 100, 100. Passed assignment P2 long ago (100 ≥ 75).
 *   Cid — no calls.
 *   Dee — now 99, kept off the board by the broker.
 * This week / this month: Ann 85 (2 calls, 1 pass) #1, Bo 70 (1, 0) #2, Cid — (0, 0) #3.
 * All time: Bo 90 (3 calls, 1 pass) #1, Ann 70 (3, 1) #2, Cid #3.
 * Another team's Zed (100 now) never shows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { leaderboardSince } from "../../../domain/training/leaderboard";
import type { Leaderboard, SkillGapSuggestion } from "../../../domain/training/views";
import { assignmentAttempts, assignments, type User } from "../../../lib/db/schema";
import { addSessions, apiAs, createUser, jsonAs, seededScenarios, skills, withDb } from "../../testing/team-fixture";

let broker: User, ann: User, bo: User, cid: User, dee: User, zed: User, otherBroker: User;

async function passedAssignment(agentId: string, sessionId: string) {
  await withDb(async (db) => {
    const [assignment] = await db
      .insert(assignments)
      .values({
        brokerId: broker.id,
        title: "Pass",
        vertical: "real_estate",
        dueAt: new Date(Date.now() + 86_400_000),
        minScore: 75,
        wholeTeam: true,
      })
      .returning();
    await db.insert(assignmentAttempts).values({ practiceSessionId: sessionId, assignmentId: assignment!.id, agentId });
  });
}

beforeAll(async () => {
  const now = new Date(Date.now() - 60_000);
  const periodStart = Math.min(
    leaderboardSince("week", new Date())!.getTime(),
    leaderboardSince("month", new Date())!.getTime(),
  );
  const longAgo = new Date(periodStart - 86_400_000);
  broker = await createUser({ role: "broker", firstName: "Bea" });
  otherBroker = await createUser({ role: "broker", firstName: "Olga" });
  ann = await createUser({ brokerId: broker.id, firstName: "Ann", lastName: "Aho" });
  bo = await createUser({ brokerId: broker.id, firstName: "Bo", lastName: "Berg" });
  cid = await createUser({ brokerId: broker.id, firstName: "Cid", lastName: "Cruz" });
  dee = await createUser({ brokerId: broker.id, firstName: "Dee", lastName: "Dunn" });
  zed = await createUser({ brokerId: otherBroker.id, firstName: "Zed" });
  const annSessions = await addSessions(ann.id, [
    { score: 80, scores: skills(80, 80, 40, 80, 80), createdAt: now },
    { score: 90, scores: skills(90, 90, 50, 90, 90), createdAt: now },
    { score: 40, scores: skills(40, 40, 40, 40, 40), createdAt: longAgo },
  ]);
  const boSessions = await addSessions(bo.id, [
    { score: 70, scores: skills(70, 70, 70, 70, 30), createdAt: now },
    { score: 100, scores: skills(100, 100, 100, 100, 100), createdAt: longAgo },
    { score: 100, scores: skills(100, 100, 100, 100, 100), createdAt: longAgo },
  ]);
  await addSessions(dee.id, [{ score: 99, createdAt: now }]);
  await addSessions(zed.id, [{ score: 100, createdAt: now }]);
  await passedAssignment(ann.id, annSessions[1]!);
  await passedAssignment(bo.id, boSessions[1]!);
  const optOut = await apiAs(broker, `/api/broker/training/leaderboard-opt-outs/${dee.id}`, {
    method: "PUT",
    body: { optedOut: true },
  });
  expect(optOut.status).toBe(200);
});

const board = (user: User, period: string) => jsonAs<Leaderboard>(user, `/api/leaderboard?period=${period}`);
const rows = (leaderboard: Leaderboard) =>
  leaderboard.standings.map(({ name, rank, averageScore, calls, passes }) => [rank, name, averageScore, calls, passes]);

describe("team leaderboard", () => {
  it("ranks the team this week and this month, names only, without the agents kept off it", async () => {
    for (const period of ["week", "month"]) {
      const seen = await board(ann, period);
      expect(seen.period).toBe(period);
      expect(rows(seen)).toEqual([
        [1, "Ann Aho", 85, 2, 1],
        [2, "Bo Berg", 70, 1, 0],
        [3, "Cid Cruz", null, 0, 0],
      ]);
      expect(JSON.stringify(seen)).not.toContain("@");
    }
  });

  it("ranks all time on every call", async () => {
    expect(rows(await board(bo, "all"))).toEqual([
      [1, "Bo Berg", 90, 3, 1],
      [2, "Ann Aho", 70, 3, 1],
      [3, "Cid Cruz", null, 0, 0],
    ]);
  });

  it("shows the broker the agents kept off it, marked, and lets them back on", async () => {
    const seen = await board(broker, "week");
    expect(seen.standings[0]).toMatchObject({ name: "Dee Dunn", averageScore: 99, optedOut: true, rank: 1 });
    expect(
      (
        await apiAs(broker, `/api/broker/training/leaderboard-opt-outs/${dee.id}`, {
          method: "PUT",
          body: { optedOut: false },
        })
      ).status,
    ).toBe(200);
    expect((await board(cid, "week")).standings.map((standing) => standing.name)).toContain("Dee Dunn");
    expect(
      (
        await apiAs(broker, `/api/broker/training/leaderboard-opt-outs/${dee.id}`, {
          method: "PUT",
          body: { optedOut: true },
        })
      ).status,
    ).toBe(200);
  });

  it("another team sees only its own; bad periods and other teams' agents are refused", async () => {
    expect((await board(otherBroker, "all")).standings.map((standing) => standing.name)).toEqual(["Zed"]);
    expect((await apiAs(ann, "/api/leaderboard?period=year")).status).toBe(400);
    expect(
      (
        await apiAs(otherBroker, `/api/broker/training/leaderboard-opt-outs/${dee.id}`, {
          method: "PUT",
          body: { optedOut: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await apiAs(broker, `/api/broker/training/leaderboard-opt-outs/${dee.id}`, {
          method: "PUT",
          body: { optedOut: "yes" },
        })
      ).status,
    ).toBe(400);
    expect((await board(broker, "week")).standings.find((standing) => standing.name === "Dee Dunn")?.optedOut).toBe(
      true,
    );
  });
});

describe("skill-gap suggestions", () => {
  it("names each agent's weakest skill over the last 10 calls and a scenario that trains it", async () => {
    const scenarios = await seededScenarios();
    const suggestions = await jsonAs<SkillGapSuggestion[]>(broker, "/api/broker/training/skill-gaps");
    const byName = new Map(suggestions.map((suggestion) => [suggestion.agent.name, suggestion]));
    expect([...byName.keys()]).toEqual(["Ann Aho", "Bo Berg"]);
    // Ann: objection handling (40 + 50 + 40) / 3 = 43; Bo: conversion (30 + 100 + 100) / 3 = 77.
    expect(byName.get("Ann Aho")).toMatchObject({ skill: "objectionHandling", average: 43, calls: 3 });
    expect(byName.get("Bo Berg")).toMatchObject({ skill: "conversionLikelihood", average: 77, calls: 3 });
    const mostObjections = scenarios
      .filter((scenario) => scenario.vertical === "real_estate")
      .sort(
        (a, b) =>
          b.conversationConfig.objections.length - a.conversationConfig.objections.length ||
          a.name.localeCompare(b.name),
      )[0]!;
    expect(byName.get("Ann Aho")?.scenario).toEqual({ id: mostObjections.id, title: mostObjections.name });
    const hardest = scenarios.find((scenario) => scenario.id === byName.get("Bo Berg")?.scenario?.id);
    expect(hardest).toMatchObject({ vertical: "real_estate", difficulty: "advanced" });
    // Zed's one call has no per-skill scores, and Bea's agents are not Olga's: nothing to suggest to her.
    expect(await jsonAs<SkillGapSuggestion[]>(otherBroker, "/api/broker/training/skill-gaps")).toEqual([]);
  });
});
