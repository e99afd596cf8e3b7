import { beforeAll, describe, expect, it } from "vitest";
import type { BrokerAnalytics } from "../../../domain/broker";
import { teamAnalytics } from "../queries/broker-analytics";
import { addSessions, apiAs, createUser, daysAgo, jsonAs, seededScenarios, withDb } from "../../testing/team-fixture";
import type { DemoScenario, User } from "../../../lib/db/schema";

/**
 * Hand-computed fixture. Broker's team:
 *   Ava — 60 (S1), 70 (S1), 90 (S2), failed (S3), active (S2): 5 sessions, mean 73.33 → 73 (Good)
 *   Ben — 85 (S1), 95 (S1): 2 sessions, mean 90 (Excellent)
 *   Dee — 40 (S3), 55 (S3), 50 (no scenario): 3 sessions, mean 48.3 → 48 (Needs Improvement)
 *   Cy  — no sessions: last, with no average
 * Team: 4 agents, 10 sessions, mean of the 8 scores 60+70+90+85+95+40+55+50 = 545 / 8 = 68.125 → 68.
 * Scenarios: S1 4 sessions, S3 3, S2 2. Another broker's agent practises S2 five times: never counted.
 */
let broker: User;
let ava: User;
let ben: User;
let cy: User;
let dee: User;
let s1: DemoScenario;
let s2: DemoScenario;
let s3: DemoScenario;

beforeAll(async () => {
  [s1, s2, s3] = (await seededScenarios()) as [DemoScenario, DemoScenario, DemoScenario];
  broker = await createUser({ role: "broker", firstName: "Bea" });
  const otherBroker = await createUser({ role: "broker", firstName: "Olga" });
  ava = await createUser({ brokerId: broker.id, firstName: "Ava", lastName: "Ito" });
  ben = await createUser({ brokerId: broker.id, firstName: "Ben", lastName: "Cole" });
  cy = await createUser({ brokerId: broker.id, firstName: "Cy", lastName: "Diaz" });
  dee = await createUser({ brokerId: broker.id, firstName: "Dee", lastName: "Park" });
  const zed = await createUser({ brokerId: otherBroker.id, firstName: "Zed" });
  await addSessions(ava.id, [
    { score: 60, scenarioId: s1.id, createdAt: daysAgo(20) },
    { score: 70, scenarioId: s1.id, createdAt: daysAgo(10) },
    { score: 90, scenarioId: s2.id, createdAt: daysAgo(2) },
    { status: "failed", scenarioId: s3.id, createdAt: daysAgo(1) },
    { status: "active", scenarioId: s2.id, createdAt: daysAgo(0) },
  ]);
  await addSessions(ben.id, [
    { score: 85, scenarioId: s1.id, createdAt: daysAgo(3) },
    { score: 95, scenarioId: s1.id, createdAt: daysAgo(1) },
  ]);
  await addSessions(dee.id, [
    { score: 40, scenarioId: s3.id, createdAt: daysAgo(15) },
    { score: 55, scenarioId: s3.id, createdAt: daysAgo(5) },
    { score: 50, createdAt: daysAgo(4) },
  ]);
  await addSessions(
    zed.id,
    Array.from({ length: 5 }, () => ({ score: 99, scenarioId: s2.id, createdAt: daysAgo(1) })),
  );
});

describe("GET /api/analytics/broker", () => {
  it("sums up the team: agents, sessions, rounded average and the most practised scenarios", async () => {
    const analytics = await jsonAs<BrokerAnalytics>(broker, "/api/analytics/broker");
    expect(analytics.overallStats).toEqual({
      totalAgents: 4,
      totalSessions: 10,
      averageScore: 68,
      topScenarios: [
        { scenario: { id: s1.id, title: s1.name, category: s1.vertical, difficulty: s1.difficulty }, count: 4 },
        { scenario: { id: s3.id, title: s3.name, category: s3.vertical, difficulty: s3.difficulty }, count: 3 },
        { scenario: { id: s2.id, title: s2.name, category: s2.vertical, difficulty: s2.difficulty }, count: 2 },
      ],
    });
  });

  it("ranks every team member by average, members without a score last, with their calls in progress", async () => {
    const { teamLeaderboard } = await jsonAs<BrokerAnalytics>(broker, "/api/analytics/broker");
    expect(teamLeaderboard).toEqual([
      {
        agent: { id: ben.id, firstName: "Ben", lastName: "Cole", email: ben.email, profileImageUrl: null },
        totalSessions: 2,
        averageScore: 90,
        activeSessions: 0,
      },
      {
        agent: { id: ava.id, firstName: "Ava", lastName: "Ito", email: ava.email, profileImageUrl: null },
        totalSessions: 5,
        averageScore: 73,
        activeSessions: 1,
      },
      {
        agent: { id: dee.id, firstName: "Dee", lastName: "Park", email: dee.email, profileImageUrl: null },
        totalSessions: 3,
        averageScore: 48,
        activeSessions: 0,
      },
      {
        agent: { id: cy.id, firstName: "Cy", lastName: "Diaz", email: cy.email, profileImageUrl: null },
        totalSessions: 0,
        averageScore: null,
        activeSessions: 0,
      },
    ]);
  });

  it("buckets the agents with a score: Excellent 80+, Good 60–79, Needs Improvement 59 and under", async () => {
    const { performanceDistribution } = await jsonAs<BrokerAnalytics>(broker, "/api/analytics/broker");
    expect(performanceDistribution).toEqual({ excellent: 1, good: 1, needsImprovement: 1 });
  });

  it("has eight weeks of trend ending this week, holding every session of the last three weeks", async () => {
    const { weeklyTrend } = await jsonAs<BrokerAnalytics>(broker, "/api/analytics/broker");
    expect(weeklyTrend).toHaveLength(8);
    expect(weeklyTrend.reduce((sum, week) => sum + week.sessions, 0)).toBe(10);
    const monday = new Date(`${weeklyTrend.at(-1)!.weekStart}T00:00:00Z`);
    expect(monday.getUTCDay()).toBe(1);
    expect(Date.now() - monday.getTime()).toBeLessThan(7 * 86_400_000);
  });

  it("shows an empty team as zeros and empty lists", async () => {
    const newcomer = await createUser({ role: "broker" });
    const analytics = await jsonAs<BrokerAnalytics>(newcomer, "/api/analytics/broker");
    expect(analytics.overallStats).toEqual({ totalAgents: 0, totalSessions: 0, averageScore: 0, topScenarios: [] });
    expect(analytics.teamLeaderboard).toEqual([]);
    expect(analytics.performanceDistribution).toEqual({ excellent: 0, good: 0, needsImprovement: 0 });
    expect(analytics.weeklyTrend.every((week) => week.sessions === 0 && week.averageScore === null)).toBe(true);
  });

  it("is for brokers only", async () => {
    expect((await apiAs(null, "/api/analytics/broker")).status).toBe(401);
    expect((await apiAs(ava, "/api/analytics/broker")).status).toBe(403);
  });
});

describe("weekly trend", () => {
  it("groups sessions into UTC weeks starting Monday, oldest first, empty weeks included", async () => {
    const trendBroker = await createUser({ role: "broker" });
    const agent = await createUser({ brokerId: trendBroker.id });
    await addSessions(agent.id, [
      { score: 99, createdAt: new Date("2025-01-19T12:00:00Z") }, // Sunday before the window
      { status: "failed", createdAt: new Date("2025-01-20T00:00:00Z") }, // first Monday of the window
      { score: 61, createdAt: new Date("2025-03-04T10:00:00Z") },
      { score: 70, createdAt: new Date("2025-03-09T23:30:00Z") }, // Sunday night: still the week of 3 March
      { score: 80, createdAt: new Date("2025-03-10T00:30:00Z") },
    ]);
    // Wednesday 12 March 2025: this week began on Monday 10 March.
    const { weeklyTrend } = await withDb((db) => teamAnalytics(db, trendBroker.id, new Date("2025-03-12T12:00:00Z")));
    expect(weeklyTrend).toEqual([
      { weekStart: "2025-01-20", sessions: 1, averageScore: null },
      { weekStart: "2025-01-27", sessions: 0, averageScore: null },
      { weekStart: "2025-02-03", sessions: 0, averageScore: null },
      { weekStart: "2025-02-10", sessions: 0, averageScore: null },
      { weekStart: "2025-02-17", sessions: 0, averageScore: null },
      { weekStart: "2025-02-24", sessions: 0, averageScore: null },
      { weekStart: "2025-03-03", sessions: 2, averageScore: 66 }, // (61 + 70) / 2 = 65.5
      { weekStart: "2025-03-10", sessions: 1, averageScore: 80 },
    ]);
  });
});
