/**
 * The review of a practice call: what it shows (transcript, stored moments, recording), who may open it (the
 * agent, their broker; not another broker, another agent, an anonymous caller or a demo capability), and the
 * broker's coaching notes on its moments, scoped to the team.
 */
import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CALL_CRITERIA } from "../../../domain/analysis";
import { COACHING_NOTE_MAX_CHARS, NO_RECORDING_KEPT_MESSAGE, type CoachingNote } from "../../../domain/call-review";
import { coachingNotes, practiceSessions, type User } from "../../../lib/db/schema";
import { analyseTranscript } from "../../../lib/analysis/analyse-transcript";
import { STRONG_CALL } from "../../../lib/analysis/testing/fixtures";
import { apiAs, createUser, withDb } from "../../testing/team-fixture";
import {
  capabilityOf,
  hangUp,
  holdCall,
  realEstateScenario,
  settledStatus,
  startDemo,
  ORIGIN,
} from "../../calls/testing/demo-calls";
import { practiceTeam, send, type Session } from "../../calls/testing/practice-calls";
import { objectionsOf, reviewAs, scoredPracticeCall } from "../testing/reviewed-calls";

let agent: User;
let broker: User;
let teammate: User;
let otherBroker: User;
let session: Session;

beforeAll(async () => {
  const team = await practiceTeam();
  ({ agent, broker } = team);
  teammate = await createUser({ brokerId: broker.id, firstName: "Tim" });
  otherBroker = await createUser({ role: "broker", firstName: "Olga" });
  session = await scoredPracticeCall(agent, { lineId: team.lineId });
});

const notesOf = (sessionId: string) =>
  withDb((db) => db.select().from(coachingNotes).where(eq(coachingNotes.practiceSessionId, sessionId)));

describe("the review of a scored practice call", () => {
  it("shows the agent their transcript, the moments stored with the analysis, the score explained, and the recording", async () => {
    const { status, body } = await reviewAs(agent, session.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: session.id,
      source: "practice",
      viewer: "agent",
      title: "Custom scenario",
      agentName: null,
      score: session.score,
      scores: session.scores,
      transcript: session.transcript,
      analysisSource: "stored",
      audio: { available: true, url: `/api/call-reviews/${session.id}/recording` },
      notes: [],
      retryOf: null,
      canRetry: true,
      canAnnotate: false,
    });
    // The simulated lead raised the persona's two objections, each answered by the rep's next line.
    expect(objectionsOf(body).map((o) => [o.quote, o.objections[0]])).toEqual([
      ["Your commission is too high for what you do.", "price"],
      ["I already have an agent I trust.", "incumbent"],
    ]);
    for (const objection of objectionsOf(body))
      expect(body.transcript.some((line) => line.timestamp === objection.response?.time)).toBe(true);
    expect(body.analysis!.timeline.some((m) => m.kind === "next_step")).toBe(true);
    expect(body.analysis!.explanations!.objectionHandling.score).toBe(session.scores!.objectionHandling);
    expect(body.analysis!.temperature.length).toBeGreaterThan(0);
    // The pipeline stored which scorer produced the score (the metrics, locally) and the eight criteria with their lines.
    expect(body.scoredBy).toEqual({ scorer: "metrics" });
    expect(body.criteria!.map((c) => c.criterion)).toEqual([...CALL_CRITERIA]);
    for (const c of body.criteria!)
      if (c.quote)
        expect(body.transcript.some((line) => line.text.includes(c.quote!) && line.timestamp === c.time)).toBe(true);
  });

  it("shows a broker their agent's call by name, with notes allowed; nobody else can open it", async () => {
    const asBroker = await reviewAs(broker, session.id);
    expect(asBroker.status).toBe(200);
    expect(asBroker.body).toMatchObject({
      viewer: "broker",
      agentName: "Ana",
      canRetry: false,
      canAnnotate: true,
      transcript: session.transcript,
    });
    for (const stranger of [otherBroker, teammate]) expect((await reviewAs(stranger, session.id)).status).toBe(404);
    expect((await reviewAs(null, session.id)).status).toBe(401);
    expect((await reviewAs(agent, crypto.randomUUID())).status).toBe(404);
    expect((await reviewAs(agent, "not-a-uuid")).status).toBe(404);
  });

  it("is not opened by a demo's capability cookie, which names a demo call only", async () => {
    const started = await startDemo({ scenarioId: await realEstateScenario() });
    const call = await holdCall(started.phoneNumber);
    await hangUp(call.simCallId);
    await settledStatus(started.conversationId);
    const cookie = capabilityOf(started.conversationId);
    expect(cookie).not.toBe("");
    for (const path of [
      `/api/call-reviews/${session.id}`,
      `/api/call-reviews/${session.id}/recording`,
      `/api/call-reviews/${started.conversationId}`,
    ]) {
      expect((await SELF.fetch(`${ORIGIN}${path}`, { headers: { cookie, origin: ORIGIN } })).status).toBe(401);
    }
  });
});

describe("broker coaching notes on a moment", () => {
  const post = (user: User, sessionId: string, body: unknown) =>
    send<CoachingNote & { message?: string }>(user, "POST", `/api/call-reviews/${sessionId}/notes`, body);

  it("a broker notes a moment; the agent sees it in the review and counted in their history", async () => {
    const objection = objectionsOf((await reviewAs(broker, session.id)).body)[0]!;
    const created = await post(broker, session.id, {
      time: objection.time,
      body: "  Acknowledge the fee first, then ask what they paid last time.  ",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      time: objection.time,
      body: "Acknowledge the fee first, then ask what they paid last time.",
      authorName: "Bea",
      mine: true,
    });

    const seen = await reviewAs(agent, session.id);
    expect(seen.body.notes).toEqual([{ ...created.body, mine: false }]);
    const history = await send<Array<Session & { noteCount: number }>>(agent, "GET", "/api/practice_sessions");
    expect(history.body.find((row) => row.id === session.id)).toMatchObject({ noteCount: 1 });
    expect(history.body[0]).not.toHaveProperty("review");
    expect((await reviewAs(broker, session.id)).body.notes).toEqual([created.body]);

    // Deleting: only its author, on their own team's call.
    expect((await send(otherBroker, "DELETE", `/api/call-reviews/${session.id}/notes/${created.body.id}`)).status).toBe(
      404,
    );
    expect((await send(agent, "DELETE", `/api/call-reviews/${session.id}/notes/${created.body.id}`)).status).toBe(403);
    expect(await notesOf(session.id)).toHaveLength(1);
    expect(
      (await apiAs(broker, `/api/call-reviews/${session.id}/notes/${created.body.id}`, { method: "DELETE" })).status,
    ).toBe(204);
    expect(await notesOf(session.id)).toHaveLength(0);
    expect(
      (await apiAs(broker, `/api/call-reviews/${session.id}/notes/${created.body.id}`, { method: "DELETE" })).status,
    ).toBe(404);
  });

  it("is the broker's team only: another broker, the agent, a teammate and an anonymous caller are refused and nothing is stored", async () => {
    const note = { time: 3, body: "Slow down here." };
    expect((await post(otherBroker, session.id, note)).status).toBe(404);
    expect((await post(agent, session.id, note)).status).toBe(403);
    expect((await post(teammate, session.id, note)).status).toBe(403);
    expect((await apiAs(null, `/api/call-reviews/${session.id}/notes`, { method: "POST", body: note })).status).toBe(
      401,
    );
    expect((await post(broker, crypto.randomUUID(), note)).status).toBe(404);
    expect(await notesOf(session.id)).toEqual([]);
  });

  it.each([
    ["no body", {}],
    ["an empty note", { time: 3, body: "   " }],
    ["a note too long", { time: 3, body: "x".repeat(COACHING_NOTE_MAX_CHARS + 1) }],
    ["a negative time", { time: -1, body: "Hi" }],
    ["a time that is not a number", { time: "1:42", body: "Hi" }],
    ["an unknown field", { time: 3, body: "Hi", authorId: "someone" }],
  ])("refuses %s with a 400 naming the field, storing nothing", async (_case, body) => {
    const response = await post(broker, session.id, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Invalid input");
    expect(await notesOf(session.id)).toEqual([]);
  });
});

describe("a call analysed before moments were stored", () => {
  const addLegacySession = (values: Partial<typeof practiceSessions.$inferInsert>) =>
    withDb(
      async (db) =>
        (
          await db
            .insert(practiceSessions)
            .values({ agentId: agent.id, status: "completed", aiEvaluationStatus: "completed", ...values })
            .returning({ id: practiceSessions.id })
        )[0]!.id,
    );

  it("gets its moments read again from the stored transcript, and the breakdown while it still gives the stored scores", async () => {
    const { result } = analyseTranscript(STRONG_CALL);
    const same = await addLegacySession({
      transcript: STRONG_CALL,
      score: result.overallScore,
      scores: result.scores,
      conversationId: "seed-legacy-call",
    });
    const { body } = await reviewAs(agent, same);
    expect(body).toMatchObject({
      analysisSource: "recomputed",
      transcript: STRONG_CALL,
      audio: { available: false, reason: NO_RECORDING_KEPT_MESSAGE },
    });
    expect(body.analysis).toEqual(result.review);

    const changed = await addLegacySession({
      transcript: STRONG_CALL,
      score: 50,
      scores: { ...result.scores, tone: result.scores.tone - 20 },
    });
    const recomputed = (await reviewAs(agent, changed)).body;
    expect(recomputed.analysisSource).toBe("recomputed");
    expect(recomputed.analysis).toEqual({ ...result.review, explanations: null, overallBound: null });

    const silent = await addLegacySession({ transcript: null, status: "failed", aiEvaluationStatus: "failed" });
    expect((await reviewAs(agent, silent)).body).toMatchObject({
      analysisSource: "none",
      analysis: null,
      transcript: [],
      canRetry: false,
    });
  });
});
