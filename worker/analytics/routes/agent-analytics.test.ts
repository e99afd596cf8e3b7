import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TranscriptEntry } from "../../../domain/analysis";
import type { LeadSentiment, PracticeSessionStatus } from "../../../domain/enums";
import { periodWindow, type AgentAnalytics } from "../../../domain/practice-sessions";
import { analyseTranscript } from "../../../lib/analysis/analyse-transcript";
import { nextFocus } from "../../../domain/coaching/next-focus";
import { DEFAULT_TEAM_MANAGEMENT, DEFAULT_TRAINING_CONFIG } from "../../../domain/settings";
import { STRONG_CALL, WEAK_CALL } from "../../../lib/analysis/testing/fixtures";
import { apiAs, createUser, jsonAs, seededScenarios, skills, withDb } from "../../testing/team-fixture";
import { analytics, practiceSessions, type DemoScenario, type User } from "../../../lib/db/schema";

/**
 * Hand-computed fixture around T = the start of today (UTC). Windows: daily [T, T+1d), weekly [T−6d, T+1d),
 * monthly [T−29d, T+1d).
 *   A  T+1h          completed 80, skills 80/70/90/60/100, 300 s, positive, STRONG_CALL
 *   B  T+2h          failed
 *   D  T−3d          completed 60, skills 60/50/70/40/80, 180 s, negative, WEAK_CALL
 *   E  T−6d          completed 70, skills 70/60/80/50/90, 240 s, neutral       (first instant of the week)
 *   F  T−6d − 1 ms   completed 40, skills 50/40/60/30/70, 120 s, hostile       (last instant before the week)
 *   G  T−29d         completed 90, skills 90/80/100/70/100, 600 s, interested
 *   H  T−29d − 1 ms  completed 10: outside every window
 * Daily:   2 sessions, 1 completed; skills of A; improvement 0 (one score); duration 300; average 80.
 * Weekly:  4 sessions, 3 completed; tone (80+60+70)/3 = 70, pacing 60, objections 80, script 50, conversion 90;
 *          improvement: scores E70 D60 A80 → 1 each end → 80 − 70 = 10; duration 240; average 70.
 * Monthly: 6 sessions, 5 completed; tone (80+60+70+50+90)/5 = 70, pacing 60, objections 80, script 50,
 *          conversion (100+80+90+70+100)/5 = 88; improvement: G90 F40 E70 D60 A80 → 2 each end → 70 − 65 = 5;
 *          duration 1440/5 = 288; average 340/5 = 68.
 * Another agent's session today is never counted.
 */
const DAY = 86_400_000;
const T = periodWindow("daily", new Date()).start.getTime();
let agent: User;
let broker: User;
let scenario: DemoScenario;
const ids: Record<string, string> = {};

interface Row {
  key: string;
  at: number;
  status?: PracticeSessionStatus;
  score?: number;
  skill?: [number, number, number, number, number];
  duration?: number;
  sentiment?: LeadSentiment;
  transcript?: TranscriptEntry[];
}

const FIXTURE: Row[] = [
  {
    key: "A",
    at: T + 3_600_000,
    score: 80,
    skill: [80, 70, 90, 60, 100],
    duration: 300,
    sentiment: "positive",
    transcript: STRONG_CALL,
  },
  { key: "B", at: T + 7_200_000, status: "failed" },
  {
    key: "D",
    at: T - 3 * DAY,
    score: 60,
    skill: [60, 50, 70, 40, 80],
    duration: 180,
    sentiment: "negative",
    transcript: WEAK_CALL,
  },
  { key: "E", at: T - 6 * DAY, score: 70, skill: [70, 60, 80, 50, 90], duration: 240, sentiment: "neutral" },
  { key: "F", at: T - 6 * DAY - 1, score: 40, skill: [50, 40, 60, 30, 70], duration: 120, sentiment: "hostile" },
  { key: "G", at: T - 29 * DAY, score: 90, skill: [90, 80, 100, 70, 100], duration: 600, sentiment: "interested" },
  { key: "H", at: T - 29 * DAY - 1, score: 10, skill: [10, 10, 10, 10, 10], duration: 60, sentiment: "negative" },
];

async function insert(agentId: string, rows: Row[]) {
  await withDb(async (db) => {
    for (const row of rows) {
      const [saved] = await db
        .insert(practiceSessions)
        .values({
          agentId,
          scenarioId: scenario.id,
          status: row.status ?? "completed",
          score: row.score ?? null,
          scores: row.skill ? skills(...row.skill) : null,
          duration: row.duration ?? null,
          leadSentiment: row.sentiment ?? null,
          transcript: row.transcript ?? null,
          createdAt: new Date(row.at),
        })
        .returning({ id: practiceSessions.id });
      ids[row.key] = saved!.id;
    }
  });
}

beforeAll(async () => {
  [scenario] = (await seededScenarios()) as [DemoScenario];
  broker = await createUser({ role: "broker", firstName: "Bo" });
  agent = await createUser({ brokerId: broker.id, firstName: "Ari" });
  const stranger = await createUser({ brokerId: broker.id, firstName: "Sol" });
  await insert(agent.id, FIXTURE);
  await insert(stranger.id, [
    { key: "X", at: T + 60_000, score: 5, skill: [5, 5, 5, 5, 5], duration: 9, sentiment: "hostile" },
  ]);
});

const analyticsFor = (period?: string) =>
  jsonAs<AgentAnalytics>(agent, `/api/analytics/agent${period ? `?period=${period}` : ""}`);
const sessionSummary = (
  key: string,
  at: number,
  score: number | null,
  duration: number | null,
  status = "completed",
) => ({
  id: ids[key],
  status,
  score,
  duration,
  createdAt: new Date(at).toISOString(),
  scenario: { title: scenario.name },
});
const suggestionsFrom = (...calls: TranscriptEntry[][]) => [
  ...new Set(calls.flatMap((call) => analyseTranscript(call).result.improvements)),
];

describe("GET /api/analytics/agent", () => {
  it("daily: today's sessions only", async () => {
    expect(await analyticsFor("daily")).toEqual({
      period: "daily",
      periodStart: new Date(T).toISOString(),
      periodEnd: new Date(T + DAY).toISOString(),
      averageScore: 80,
      averageDuration: 300,
      averageScores: { tone: 80, pacing: 70, objectionHandling: 90, scriptAdherence: 60, conversionLikelihood: 100 },
      improvement: 0,
      completedSessions: 1,
      totalSessions: 2,
      sessions: [sessionSummary("B", T + 7_200_000, null, null, "failed"), sessionSummary("A", T + 3_600_000, 80, 300)],
      recentSuggestions: suggestionsFrom(STRONG_CALL),
    });
  });

  it("weekly, the default: the last 7 days, today included", async () => {
    const weekly = await analyticsFor();
    expect(weekly).toEqual({
      period: "weekly",
      periodStart: new Date(T - 6 * DAY).toISOString(),
      periodEnd: new Date(T + DAY).toISOString(),
      averageScore: 70,
      averageDuration: 240,
      averageScores: { tone: 70, pacing: 60, objectionHandling: 80, scriptAdherence: 50, conversionLikelihood: 90 },
      improvement: 10,
      completedSessions: 3,
      totalSessions: 4,
      sessions: [
        sessionSummary("B", T + 7_200_000, null, null, "failed"),
        sessionSummary("A", T + 3_600_000, 80, 300),
        sessionSummary("D", T - 3 * DAY, 60, 180),
        sessionSummary("E", T - 6 * DAY, 70, 240),
      ],
      recentSuggestions: suggestionsFrom(STRONG_CALL, WEAK_CALL),
    });
    expect(weekly.recentSuggestions.length).toBeGreaterThan(0);
  });

  it("monthly: the last 30 days", async () => {
    const monthly = await analyticsFor("monthly");
    expect(monthly).toMatchObject({
      averageScore: 68,
      averageDuration: 288,
      averageScores: { tone: 70, pacing: 60, objectionHandling: 80, scriptAdherence: 50, conversionLikelihood: 88 },
      improvement: 5,
      completedSessions: 5,
      totalSessions: 6,
    });
    expect(monthly.sessions.map((s) => s.id)).toEqual(["B", "A", "D", "E", "F", "G"].map((key) => ids[key]));
  });

  it("keeps one snapshot per agent, period and period start in the analytics table", async () => {
    await analyticsFor("monthly");
    await analyticsFor("monthly");
    const rows = await withDb((db) =>
      db
        .select()
        .from(analytics)
        .where(and(eq(analytics.agentId, agent.id), eq(analytics.period, "monthly"))),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      brokerId: broker.id,
      periodStart: new Date(T - 29 * DAY),
      periodEnd: new Date(T + DAY),
      totalSessions: 6,
      completedSessions: 5,
      averageScore: 68,
      averageDuration: 288,
      averageToneScore: 70,
      averageConversionLikelihoodScore: 88,
      positiveSentimentCount: 1,
      neutralSentimentCount: 1,
      negativeSentimentCount: 1,
      hostileSentimentCount: 1,
      interestedSentimentCount: 1,
      improvementTrend: 5,
    });
  });

  it("with Detailed Feedback off, suggests each latest call's one thing to work on, never the analysis' other bullets", async () => {
    const keeper = await createUser({ role: "broker", firstName: "Kit" });
    const trainee = await createUser({ brokerId: keeper.id, firstName: "Tam" });
    await insert(trainee.id, [
      { key: "K1", at: T + 60_000, score: 80, skill: [80, 70, 90, 60, 100], duration: 300, transcript: STRONG_CALL },
      { key: "K2", at: T + 120_000, score: 60, skill: [60, 50, 70, 80, 80], duration: 180, transcript: WEAK_CALL },
    ]);
    const full = await jsonAs<AgentAnalytics>(trainee, "/api/analytics/agent?period=daily");
    expect(full.recentSuggestions).toEqual(suggestionsFrom(WEAK_CALL, STRONG_CALL));

    const settings = {
      companyName: null,
      emailNotifications: { dailyReports: true, agentMilestones: true, weeklysummaries: false },
      trainingConfig: { ...DEFAULT_TRAINING_CONFIG, detailedFeedback: false },
      teamManagement: DEFAULT_TEAM_MANAGEMENT,
    };
    expect((await apiAs(keeper, "/api/user/settings", { method: "PUT", body: settings })).status).toBe(200);
    const summary = await jsonAs<AgentAnalytics>(trainee, "/api/analytics/agent?period=daily");
    // The weakest skill of each call, newest first: pacing (50) of the second, script adherence (60) of the first.
    expect(summary.recentSuggestions).toEqual([
      nextFocus({ criteria: null, explanations: null, scores: skills(60, 50, 70, 80, 80) }),
      nextFocus({ criteria: null, explanations: null, scores: skills(80, 70, 90, 60, 100) }),
    ]);
    expect(summary.recentSuggestions[0]).toMatch(/^Pacing/);
    for (const bullet of full.recentSuggestions) expect(summary.recentSuggestions).not.toContain(bullet);
    expect({ ...summary, recentSuggestions: full.recentSuggestions }).toEqual(full);
  });

  it("refuses an unknown period with 400", async () => {
    expect((await apiAs(agent, "/api/analytics/agent?period=yearly")).status).toBe(400);
  });

  it("answers zeros for an agent who has not practised", async () => {
    const newcomer = await createUser({ brokerId: broker.id, firstName: "New" });
    expect(await jsonAs<AgentAnalytics>(newcomer, "/api/analytics/agent")).toMatchObject({
      averageScores: { tone: 0, pacing: 0, objectionHandling: 0, scriptAdherence: 0, conversionLikelihood: 0 },
      improvement: 0,
      completedSessions: 0,
      totalSessions: 0,
      sessions: [],
      recentSuggestions: [],
    });
  });
});
