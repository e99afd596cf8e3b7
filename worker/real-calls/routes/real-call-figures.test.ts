/**
 * The broker's setting whether real calls count in the practice figures: off by default (real calls left out),
 * on (each figure counts the team's scored real calls), only the team's broker changes it, bad input changes nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RealCallFigures } from "../../../domain/real-call-figures";
import type { BrokerAnalytics, BrokerStats } from "../../../domain/broker";
import type { Leaderboard } from "../../../domain/training/views";
import { userSettings, type User } from "../../../lib/db/schema";
import { addSessions, apiAs, createUser, jsonAs, skills, withDb } from "../../testing/team-fixture";
import { uploadAs } from "../testing/upload";
import vtt from "../fixtures/call.vtt?raw";

const SETTING = "/api/broker/settings/real-calls";
const setAs = (user: User, body: unknown) => apiAs(user, SETTING, { method: "PUT", body });

/** A team whose agent has one practice call scored 90 and one uploaded real call, scored otherwise. */
async function teamWithARealCall() {
  const broker = await createUser({ role: "broker", firstName: "Tess" });
  const rep = await createUser({ role: "agent", brokerId: broker.id, firstName: "Dana" });
  await addSessions(rep.id, [{ score: 90, scores: skills(90, 90, 90, 90, 90), duration: 120, createdAt: new Date() }]);
  const uploaded = await uploadAs(rep, { name: "call.vtt", content: vtt });
  expect(uploaded.status).toBe(201);
  const realScore = uploaded.body.score!;
  expect(realScore).not.toBe(90);
  return { broker, rep, realScore };
}

async function figures(broker: User, rep: User) {
  const analytics = await jsonAs<BrokerAnalytics>(broker, "/api/analytics/broker");
  const leaderboard = await jsonAs<Leaderboard>(rep, "/api/leaderboard?period=all");
  return {
    agent: await jsonAs<{ completedSessions: number; averageScore: number }>(rep, "/api/analytics/agent?period=daily"),
    stats: await jsonAs<BrokerStats>(broker, "/api/broker/stats"),
    agents: (await jsonAs<{ totalSessions: number; averageScore: number }[]>(broker, "/api/broker/agents")).map(
      ({ totalSessions, averageScore }) => ({ totalSessions, averageScore }),
    ),
    detail: (
      await jsonAs<{ stats: { totalSessions: number; averageScore: number } }>(broker, `/api/broker/agents/${rep.id}`)
    ).stats,
    team: { totalSessions: analytics.overallStats.totalSessions, averageScore: analytics.overallStats.averageScore },
    leaderboard: leaderboard.standings.map(({ averageScore, calls }) => ({ averageScore, calls })),
    // The agent dashboard's own progress counts the sessions the server marks as counted.
    dashboard: (await jsonAs<{ source: string; countsInFigures: boolean }[]>(rep, "/api/practice_sessions")).map(
      ({ source, countsInFigures }) => ({ source, countsInFigures }),
    ),
  };
}

describe("real calls in the practice figures", () => {
  it("are left out by default, counted (scored ones) once the broker turns the setting on, and left out again when turned off", async () => {
    const { broker, rep, realScore } = await teamWithARealCall();
    expect(await jsonAs<RealCallFigures>(broker, SETTING)).toEqual({ includeRealCalls: false });
    const practiceOnly = await figures(broker, rep);
    expect(practiceOnly).toMatchObject({
      agent: { completedSessions: 1, averageScore: 90 },
      stats: { completed: 1, avgScore: 90 },
      agents: [{ totalSessions: 1, averageScore: 90 }],
      team: { totalSessions: 1, averageScore: 90 },
      leaderboard: [{ averageScore: 90, calls: 1 }],
      dashboard: [
        { source: "real_call", countsInFigures: false },
        { source: "practice", countsInFigures: true },
      ],
    });

    const on = await setAs(broker, { includeRealCalls: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ includeRealCalls: true });
    const mean = Math.round((90 + realScore) / 2);
    const counted = await figures(broker, rep);
    expect(counted).toMatchObject({
      stats: { completed: 2, avgScore: mean },
      agents: [{ totalSessions: 2, averageScore: mean }],
      detail: { totalSessions: 2, averageScore: mean },
      team: { totalSessions: 2, averageScore: mean },
      leaderboard: [{ averageScore: mean, calls: 2 }],
      dashboard: [
        { source: "real_call", countsInFigures: true },
        { source: "practice", countsInFigures: true },
      ],
    });
    expect(counted.agent.completedSessions).toBe(2);
    expect(Math.round(counted.agent.averageScore)).toBe(mean);

    expect((await setAs(broker, { includeRealCalls: false })).status).toBe(200);
    expect(await figures(broker, rep)).toEqual(practiceOnly);
  });

  it("is the team's own: an agent gets 403, another team's broker changes only their own team, and bad input is a 400 that changes nothing", async () => {
    const { broker, rep } = await teamWithARealCall();
    const otherBroker = await createUser({ role: "broker", firstName: "Olga" });
    const before = await figures(broker, rep);
    const storedSettings = () =>
      withDb((db) => db.select().from(userSettings).where(eq(userSettings.userId, broker.id)));
    const settingsBefore = await storedSettings();

    const byAgent = await setAs(rep, { includeRealCalls: true });
    expect(byAgent.status).toBe(403);
    expect((await apiAs(rep, SETTING)).status).toBe(403);
    // No route names another team: the other broker's change is their own team's, never this one's.
    expect((await setAs(otherBroker, { includeRealCalls: true })).status).toBe(200);
    expect(await jsonAs<RealCallFigures>(otherBroker, SETTING)).toEqual({ includeRealCalls: true });

    for (const body of [
      {},
      { includeRealCalls: "yes" },
      { includeRealCalls: 1 },
      { includeRealCalls: null },
      { includeRealCalls: true, teamId: otherBroker.id },
    ]) {
      const refused = await setAs(broker, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await jsonAs<RealCallFigures>(broker, SETTING)).toEqual({ includeRealCalls: false });
    expect(await storedSettings()).toEqual(settingsBefore);
    expect(await figures(broker, rep)).toEqual(before);
  });
});
