/**
 * Contested scores: a broker corrects a score of their agent's call with a reason (the analyser's score kept beside
 * it, every change recorded, the corrected score read everywhere after), an agent flags a moment as misjudged and
 * their broker sees and resolves it; nobody else can do either, and bad input changes nothing. Also what the agent
 * sees when their broker keeps the full analysis for themselves (Detailed Feedback off).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CriterionResult } from "../../../domain/analysis";
import type { CorrectionResult, OpenScoreFlag, ScoreFlag } from "../../../domain/coaching/score-corrections";
import { CORRECTION_REASON_MAX_CHARS, FLAG_COMMENT_MAX_CHARS } from "../../../domain/coaching/score-corrections";
import type { Leaderboard } from "../../../domain/training/views";
import type { TeamAgent } from "../../../domain/broker";
import { DEFAULT_USER_SETTINGS } from "../../../domain/settings-contract";
import { practiceSessions, scoreCorrections, scoreFlags, type User } from "../../../lib/db/schema";
import { analyseTranscript } from "../../../lib/analysis/analyse-transcript";
import { STRONG_CALL } from "../../../lib/analysis/testing/fixtures";
import { apiAs, createUser, jsonAs, seededScenarios, withDb } from "../../testing/team-fixture";
import { send, type Session } from "../../calls/testing/practice-calls";
import { reviewAs } from "../testing/reviewed-calls";
import {
  agentAssignments,
  cellOf,
  createAssignment,
  matrixOf,
  scoreSession,
  startAttempt,
} from "../../training/testing/assignments";

const { result: analysed } = analyseTranscript(STRONG_CALL);

let broker: User, ana: User, tim: User, otherBroker: User, otto: User;

beforeAll(async () => {
  broker = await createUser({ role: "broker", firstName: "Bea", lastName: "Broker" });
  ana = await createUser({ brokerId: broker.id, firstName: "Ana", lastName: "Ross" });
  tim = await createUser({ brokerId: broker.id, firstName: "Tim", lastName: "Hale" });
  otherBroker = await createUser({ role: "broker", firstName: "Olga" });
  otto = await createUser({ brokerId: otherBroker.id, firstName: "Otto" });
});

/** A scored call as the pipeline stores it: the analyser's scores are also the call's scores until someone corrects them. */
async function scoredCall(agent: User, values: Partial<typeof practiceSessions.$inferInsert> = {}): Promise<string> {
  return withDb(async (db) => {
    const [row] = await db
      .insert(practiceSessions)
      .values({
        agentId: agent.id,
        teamId: agent.brokerId,
        status: "completed",
        aiEvaluationStatus: "completed",
        transcript: STRONG_CALL,
        score: analysed.overallScore,
        scores: analysed.scores,
        analysedScore: analysed.overallScore,
        analysedScores: analysed.scores,
        leadSentiment: analysed.leadSentiment,
        review: analysed.review,
        ...values,
      })
      .returning({ id: practiceSessions.id });
    return row!.id;
  });
}

const correct = (user: User | null, sessionId: string, body: unknown) =>
  apiAs(user, `/api/call-reviews/${sessionId}/corrections`, { method: "POST", body });
const stored = (sessionId: string) =>
  withDb(async (db) => (await db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId)))[0]!);
const historyOf = (sessionId: string) =>
  withDb((db) => db.select().from(scoreCorrections).where(eq(scoreCorrections.practiceSessionId, sessionId)));
const flagsOf = (sessionId: string) =>
  withDb((db) => db.select().from(scoreFlags).where(eq(scoreFlags.practiceSessionId, sessionId)));

describe("a broker corrects a score", () => {
  it("keeps the analyser's score beside the correction, records who, when, from, to and why, and shows both to the agent", async () => {
    const id = await scoredCall(ana);
    const response = await correct(broker, id, {
      overall: 42,
      scores: { objectionHandling: 30 },
      reason: "  Promised a sale price at 1:10: that fails the call.  ",
      momentTime: 70,
    });
    const body = (await response.json()) as CorrectionResult;
    expect(response.status).toBe(201);
    expect(body.score).toBe(42);
    expect(body.scores).toEqual({ ...analysed.scores, objectionHandling: 30 });
    expect(
      body.corrections.map(({ field, from, to, reason, momentTime, authorName }) => ({
        field,
        from,
        to,
        reason,
        momentTime,
        authorName,
      })),
    ).toEqual([
      {
        field: "overall",
        from: analysed.overallScore,
        to: 42,
        reason: "Promised a sale price at 1:10: that fails the call.",
        momentTime: 70,
        authorName: "Bea Broker",
      },
      {
        field: "objectionHandling",
        from: analysed.scores.objectionHandling,
        to: 30,
        reason: "Promised a sale price at 1:10: that fails the call.",
        momentTime: 70,
        authorName: "Bea Broker",
      },
    ]);

    const asAgent = (await reviewAs(ana, id)).body;
    expect(asAgent).toMatchObject({
      score: 42,
      scores: { objectionHandling: 30 },
      analyser: { score: analysed.overallScore, scores: analysed.scores },
      canCorrect: false,
      canFlag: true,
    });
    expect(asAgent.corrections).toEqual(body.corrections);
    expect((await reviewAs(broker, id)).body).toMatchObject({ score: 42, canCorrect: true, canFlag: false });

    // A second correction starts from the corrected score; the history keeps both, oldest first.
    const again = await correct(broker, id, { overall: 48, reason: "On a second listen the close was specific." });
    expect(again.status).toBe(201);
    expect(((await again.json()) as CorrectionResult).corrections).toMatchObject([
      { field: "overall", from: 42, to: 48 },
    ]);
    const history = (await reviewAs(ana, id)).body.corrections;
    expect(history.map((change) => [change.field, change.from, change.to])).toEqual([
      ["overall", analysed.overallScore, 42],
      ["objectionHandling", analysed.scores.objectionHandling, 30],
      ["overall", 42, 48],
    ]);
    expect(await stored(id)).toMatchObject({
      score: 48,
      analysedScore: analysed.overallScore,
      correctedScore: 48,
      correctedScores: { objectionHandling: 30 },
    });
  });

  it("is the agent's own broker's alone: another broker, the agent, a teammate and a visitor are refused, and nothing changes", async () => {
    const id = await scoredCall(ana);
    const correction = { overall: 10, reason: "Not my team." };
    expect((await correct(otherBroker, id, correction)).status).toBe(404);
    expect((await correct(ana, id, correction)).status).toBe(403);
    expect((await correct(tim, id, correction)).status).toBe(403);
    expect((await correct(null, id, correction)).status).toBe(401);
    expect((await correct(broker, crypto.randomUUID(), correction)).status).toBe(404);
    expect((await correct(broker, "not-a-uuid", correction)).status).toBe(404);
    // Another team's call is not within the broker's reach either.
    const ottosCall = await scoredCall(otto);
    expect((await correct(broker, ottosCall, correction)).status).toBe(404);
    for (const call of [id, ottosCall]) {
      expect(await historyOf(call)).toEqual([]);
      expect((await stored(call)).score).toBe(analysed.overallScore);
    }
  });

  it.each([
    ["no reason", { overall: 50 }],
    ["a blank reason", { overall: 50, reason: "   " }],
    ["a reason too long", { overall: 50, reason: "x".repeat(CORRECTION_REASON_MAX_CHARS + 1) }],
    ["a score above 100", { overall: 101, reason: "Why" }],
    ["a negative score", { overall: -1, reason: "Why" }],
    ["a fractional score", { overall: 50.5, reason: "Why" }],
    ["a score as text", { overall: "50", reason: "Why" }],
    ["a category above 100", { scores: { tone: 120 }, reason: "Why" }],
    ["an unknown category", { scores: { charm: 50 }, reason: "Why" }],
    ["no score at all", { reason: "Why" }],
    ["a negative moment", { overall: 50, reason: "Why", momentTime: -3 }],
    ["a field the server owns", { overall: 50, reason: "Why", authorId: crypto.randomUUID() }],
  ])("refuses %s with a 400 naming the field, and writes nothing", async (_case, body) => {
    const id = await scoredCall(ana);
    const response = await correct(broker, id, body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; issues: Array<{ path: string }> };
    expect(error.message).toBe("Invalid input");
    expect(error.issues.length).toBeGreaterThan(0);
    expect(await historyOf(id)).toEqual([]);
    expect(await stored(id)).toMatchObject({
      score: analysed.overallScore,
      correctedScore: null,
      correctedScores: null,
    });
  });

  it("refuses a correction that changes nothing, and one of a call not scored yet", async () => {
    const id = await scoredCall(ana);
    const same = await correct(broker, id, {
      overall: analysed.overallScore,
      scores: { tone: analysed.scores.tone },
      reason: "Fine as it is.",
    });
    expect(same.status).toBe(400);
    expect(((await same.json()) as { message: string }).message).toMatch(/^Nothing to correct/);
    const unscored = await scoredCall(ana, {
      status: "active",
      aiEvaluationStatus: "pending",
      score: null,
      scores: null,
      analysedScore: null,
      analysedScores: null,
    });
    expect((await correct(broker, unscored, { overall: 70, reason: "Too early." })).status).toBe(409);
    expect([...(await historyOf(id)), ...(await historyOf(unscored))]).toEqual([]);
  });

  it("reaches every place a score is read: the agent's history, the team list, the leaderboard, an assignment verdict and a certificate", async () => {
    const cara = await createUser({ brokerId: broker.id, firstName: "Cara", lastName: "Lee" });
    const insurance = (await seededScenarios()).find((scenario) => scenario.vertical === "insurance")!;
    const soon = new Date(Date.now() + 60_000).toISOString();
    const assignment = await createAssignment(broker, {
      title: "Renewal call",
      scenarioId: insurance.id,
      agentIds: [cara.id],
      minScore: 80,
      dueAt: soon,
    });
    const attempt = await startAttempt(cara, assignment);
    // Scored by the analyser at 62 (stored before the analyser's score was kept apart: it is in `score` alone).
    await scoreSession(attempt, 62);
    expect(cellOf(await matrixOf(broker), assignment, cara.id)).toMatchObject({ status: "in_progress", bestScore: 62 });
    expect((await agentAssignments(cara)).certificates).toEqual([]);

    const response = await correct(broker, attempt, {
      overall: 85,
      reason: "The analyser missed the booked review on Thursday at 3.",
    });
    expect(response.status).toBe(201);

    expect(cellOf(await matrixOf(broker), assignment, cara.id)).toMatchObject({ status: "passed", bestScore: 85 });
    expect((await agentAssignments(cara)).certificates).toEqual([
      { vertical: "insurance", period: soon.slice(0, 7), earnedAt: expect.any(String) },
    ]);
    const history = await send<Session[]>(cara, "GET", "/api/practice_sessions");
    expect(history.body.find((session) => session.id === attempt)).toMatchObject({
      score: 85,
      analysedScore: 62,
      correctedScore: 85,
    });
    const team = await jsonAs<TeamAgent[]>(broker, "/api/broker/agents");
    expect(team.find((member) => member.agent.id === cara.id)).toMatchObject({ averageScore: 85 });
    const board = await jsonAs<Leaderboard>(cara, "/api/leaderboard?period=week");
    expect(board.standings.find((standing) => standing.agentId === cara.id)).toMatchObject({ averageScore: 85 });
  });
});

describe("an agent flags a moment as misjudged", () => {
  const flag = (user: User | null, sessionId: string, body: unknown) =>
    apiAs(user, `/api/call-reviews/${sessionId}/flags`, { method: "POST", body });
  const resolve = (user: User, sessionId: string, flagId: string, body: unknown = {}) =>
    apiAs(user, `/api/call-reviews/${sessionId}/flags/${flagId}/resolve`, { method: "POST", body });

  it("the agent's broker sees the open flag on their dashboard and resolves it; the agent sees the answer", async () => {
    const id = await scoredCall(ana);
    const response = await flag(ana, id, { time: 42, comment: "  I did acknowledge the fee here.  " });
    const created = (await response.json()) as ScoreFlag;
    expect(response.status).toBe(201);
    expect(created).toMatchObject({
      sessionId: id,
      time: 42,
      comment: "I did acknowledge the fee here.",
      status: "open",
      agentName: "Ana Ross",
      resolution: null,
    });

    const open = await jsonAs<OpenScoreFlag[]>(broker, "/api/broker/score-flags");
    expect(open.find((item) => item.id === created.id)).toMatchObject({
      ...created,
      callTitle: "Custom scenario",
      callScore: analysed.overallScore,
    });
    expect(
      (await jsonAs<OpenScoreFlag[]>(otherBroker, "/api/broker/score-flags")).some((item) => item.id === created.id),
    ).toBe(false);
    expect((await apiAs(ana, "/api/broker/score-flags")).status).toBe(403);
    expect((await reviewAs(broker, id)).body.flags).toEqual([created]);

    // Only the agent's own broker resolves it.
    expect((await resolve(otherBroker, id, created.id, { response: "No." })).status).toBe(404);
    expect((await resolve(ana, id, created.id)).status).toBe(403);
    const resolved = await resolve(broker, id, created.id, { response: "Agreed: corrected Objection Handling." });
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({
      status: "resolved",
      resolution: { response: "Agreed: corrected Objection Handling.", byName: "Bea Broker" },
    });
    expect((await resolve(broker, id, created.id)).status).toBe(404);
    expect(
      (await jsonAs<OpenScoreFlag[]>(broker, "/api/broker/score-flags")).some((item) => item.id === created.id),
    ).toBe(false);
    expect((await reviewAs(ana, id)).body.flags).toMatchObject([{ id: created.id, status: "resolved" }]);
  });

  it("only on the agent's own scored call: a teammate, the broker, another team and a visitor cannot, and nothing is stored", async () => {
    const id = await scoredCall(ana);
    const body = { time: 5, comment: "Misjudged." };
    expect((await flag(tim, id, body)).status).toBe(404);
    expect((await flag(broker, id, body)).status).toBe(403);
    expect((await flag(otherBroker, id, body)).status).toBe(403);
    expect((await flag(otto, id, body)).status).toBe(404);
    expect((await flag(null, id, body)).status).toBe(401);
    const unscored = await scoredCall(ana, {
      status: "active",
      score: null,
      scores: null,
      analysedScore: null,
      analysedScores: null,
    });
    expect((await flag(ana, unscored, body)).status).toBe(404);
    expect([...(await flagsOf(id)), ...(await flagsOf(unscored))]).toEqual([]);
  });

  it.each([
    ["no comment", { time: 5 }],
    ["a blank comment", { time: 5, comment: "  " }],
    ["a comment too long", { time: 5, comment: "x".repeat(FLAG_COMMENT_MAX_CHARS + 1) }],
    ["no time", { comment: "Misjudged." }],
    ["a negative time", { time: -1, comment: "Misjudged." }],
    ["an unknown field", { time: 5, comment: "Misjudged.", status: "resolved" }],
  ])("refuses %s with a 400, and stores nothing", async (_case, body) => {
    const id = await scoredCall(ana);
    const response = await flag(ana, id, body);
    expect(response.status).toBe(400);
    expect(await flagsOf(id)).toEqual([]);
  });
});

describe("criteria and the one thing to work on next", () => {
  const criteria: CriterionResult[] = [
    {
      criterion: "opening",
      verdict: "shown",
      quote: STRONG_CALL[2]!.text,
      time: STRONG_CALL[2]!.timestamp,
      note: "Named themselves and the reason, and asked for a minute.",
    },
    { criterion: "objection_handling", verdict: "not_shown", note: "The lead raised no objection." },
    { criterion: "next_step", verdict: "missed", time: 80, note: "No day or time was proposed before the goodbye." },
  ];

  it("a stored analysis' criteria reach the review, and the first missed one is the thing to work on", async () => {
    const id = await scoredCall(ana, { criteria });
    const { body } = await reviewAs(ana, id);
    expect(body.criteria).toEqual(criteria);
    expect(body.nextFocus).toBe("Next step: No day or time was proposed before the goodbye. (at 1:20)");
    expect((await reviewAs(ana, await scoredCall(ana))).body.criteria).toBeNull();
  });
});

describe("Detailed Feedback off", () => {
  it("the agent gets the overall score, Passed / Not passed and one thing to work on; their broker still sees everything", async () => {
    const quietBroker = await createUser({ role: "broker", firstName: "Quinn" });
    const kim = await createUser({ brokerId: quietBroker.id, firstName: "Kim" });
    const settings = {
      ...DEFAULT_USER_SETTINGS,
      trainingConfig: { ...DEFAULT_USER_SETTINGS.trainingConfig, detailedFeedback: false, minimumPassingScore: 60 },
    };
    const { updatedAt: _updatedAt, ...body } = settings;
    expect((await apiAs(quietBroker, "/api/user/settings", { method: "PUT", body })).status).toBe(200);
    const id = await scoredCall(kim);
    await correct(quietBroker, id, { scores: { tone: 10 }, reason: "Tone was flat." });

    const review = (await reviewAs(kim, id)).body;
    expect(review).toMatchObject({
      detail: "summary",
      score: analysed.overallScore,
      scores: null,
      analysis: null,
      criteria: null,
      analyser: { scores: null },
      corrections: [],
      passed: analysed.overallScore >= 60,
    });
    expect(review.nextFocus).toEqual(expect.stringMatching(/^Tone: /));
    const session = await send<Session & { detail: string; nextFocus: string }>(
      kim,
      "GET",
      `/api/practice_sessions/${id}`,
    );
    expect(session.body).toMatchObject({
      detail: "summary",
      score: analysed.overallScore,
      scores: null,
      feedback: null,
      keyPhrases: null,
      review: null,
      analysedScores: null,
      correctedScores: null,
    });
    expect(session.body.nextFocus).toBe(review.nextFocus);
    const rules = await jsonAs<{ detailedFeedback: boolean; enableRealTimeCoaching: boolean }>(
      kim,
      "/api/agent/training-config",
    );
    expect(rules).toMatchObject({ detailedFeedback: false, enableRealTimeCoaching: true });

    expect((await reviewAs(quietBroker, id)).body).toMatchObject({
      detail: "full",
      scores: { tone: 10 },
      corrections: [{ field: "tone", to: 10 }],
    });
    expect((await reviewAs(ana, await scoredCall(ana))).body.detail).toBe("full");
  });
});
