/**
 * Calibration on the team's own calls: a broker grades calls blind (nothing of the analyser's judgement before the
 * grade is stored), then sees the bench's agreement figures on fixed grades and the calls where the two differ
 * most; grades stay with the team, are validated, and export as graded-call files with the provider's roles.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CallCriterion, CriterionVerdict, TranscriptEntry } from "../../../domain/analysis";
import type { BlindCall, CalibrationSummary, GradedCallFile } from "../../../domain/coaching/calibration";
import type { LeadSentiment } from "../../../domain/enums";
import { calibrationGrades, practiceSessions, type User } from "../../../lib/db/schema";
import { measureAgreement } from "../../../lib/analysis/agreement";
import { parseGradedCalls } from "../../../lib/analysis/calibration/graded-call-file";
import { STRONG_CALL } from "../../../lib/analysis/testing/fixtures";
import { apiAs, createUser, jsonAs, withDb } from "../../testing/team-fixture";
import { providerTranscriptEntry } from "../../../lib/voice/elevenlabs-payloads";
import { toTranscriptEntries } from "../../../lib/voice/transcript-mapping";

const CRITERIA: Record<CallCriterion, CriterionVerdict> = {
  opening: "shown",
  reason_for_call: "shown",
  discovery: "missed",
  listening: "shown",
  objection_handling: "not_shown",
  honesty_compliance: "shown",
  next_step: "missed",
  respect_for_lead: "shown",
};
const REASON = "Clear opening and a polite lead, but no discovery and no next step was proposed.";

/** A lead line the rep talked over, so the export shows the provider's `interrupted` flag. */
const TRANSCRIPT: TranscriptEntry[] = [
  STRONG_CALL[0]!,
  { ...STRONG_CALL[1]!, interrupted: true },
  ...STRONG_CALL.slice(2),
];

let broker: User, ana: User, otherBroker: User, otto: User;

beforeAll(async () => {
  broker = await createUser({ role: "broker", firstName: "Cal", lastName: "Ibrate" });
  ana = await createUser({ brokerId: broker.id, firstName: "Ana", lastName: "Ross" });
  otherBroker = await createUser({ role: "broker", firstName: "Olga" });
  otto = await createUser({ brokerId: otherBroker.id, firstName: "Otto" });
});

async function scoredCall(
  agent: User,
  analyserScore: number,
  leadSentiment: LeadSentiment,
  corrected?: number,
): Promise<string> {
  return withDb(async (db) => {
    const [row] = await db
      .insert(practiceSessions)
      .values({
        agentId: agent.id,
        teamId: agent.brokerId,
        vertical: "insurance",
        status: "completed",
        aiEvaluationStatus: "completed",
        transcript: TRANSCRIPT,
        score: corrected ?? analyserScore,
        analysedScore: analyserScore,
        correctedScore: corrected ?? null,
        leadSentiment,
      })
      .returning({ id: practiceSessions.id });
    return row!.id;
  });
}

const grade = (user: User | null, body: unknown) =>
  apiAs(user, "/api/broker/calibration/grades", { method: "POST", body });
const gradeBody = (sessionId: string, value: number, expectedSentiment: LeadSentiment) => ({
  sessionId,
  grade: value,
  expectedSentiment,
  criteria: CRITERIA,
  reason: REASON,
});
const gradesOf = (brokerId: string) =>
  withDb((db) => db.select().from(calibrationGrades).where(eq(calibrationGrades.brokerId, brokerId)));

describe("grading the team's calls blind", () => {
  it("measures the scorer against the broker's grades with the bench's function: rank agreement, mean difference, the widest gaps", async () => {
    const team = await createUser({ role: "broker", firstName: "Fix" });
    const rep = await createUser({ brokerId: team.id, firstName: "Rae" });
    // The analyser's scores and sentiments, and the broker's grades: fixed, so the figures are known.
    const calls = [
      { analyser: 80, sentiment: "interested", grade: 90, expected: "interested" },
      { analyser: 60, sentiment: "neutral", grade: 45, expected: "neutral" },
      // Corrected to 70 by the broker: calibration still measures the analyser's own 40.
      { analyser: 40, sentiment: "negative", grade: 50, expected: "neutral", corrected: 70 },
      { analyser: 20, sentiment: "hostile", grade: 10, expected: "hostile" },
    ] as const;
    const ids: string[] = [];
    for (const call of calls)
      ids.push(await scoredCall(rep, call.analyser, call.sentiment, "corrected" in call ? call.corrected : undefined));

    const before = await jsonAs<CalibrationSummary>(team, "/api/broker/calibration");
    expect(before.agreement).toEqual({ setSize: 0, spearman: 0, mae: 0, sentimentAccuracy: 0 });
    expect(before.toGrade.map((call) => call.id).sort()).toEqual([...ids].sort());
    expect(JSON.stringify(before.toGrade)).not.toMatch(/score|sentiment/i);

    for (const [index, call] of calls.entries()) {
      const blind = await jsonAs<BlindCall>(team, `/api/broker/calibration/calls/${ids[index]}`);
      expect(blind).toMatchObject({ id: ids[index], agentName: "Rae", vertical: "insurance", transcript: TRANSCRIPT });
      expect(Object.keys(blind).filter((key) => /score|sentiment|analysis|criteria/i.test(key))).toEqual([]);
      const response = await grade(team, gradeBody(ids[index]!, call.grade, call.expected));
      expect(response.status).toBe(201);
      // Revealed only now: the analyser's own score beside the grade.
      expect(await response.json()).toMatchObject({
        id: ids[index],
        grade: call.grade,
        analyserScore: call.analyser,
        analyserSentiment: call.sentiment,
        difference: call.analyser - call.grade,
      });
    }

    const summary = await jsonAs<CalibrationSummary>(team, "/api/broker/calibration");
    // Ranks 4,2,3,1 against 4,3,2,1: ρ = 1 − 6·2/(4·15) = 0.8; |differences| 10, 15, 10, 10 → 11.25; 3 of 4 sentiments.
    expect(summary.agreement).toEqual({ setSize: 4, spearman: 0.8, mae: 11.25, sentimentAccuracy: 0.75 });
    expect(summary.agreement).toEqual(
      measureAgreement(
        calls.map((call) => ({
          grade: call.grade,
          expectedSentiment: call.expected,
          result: { overallScore: call.analyser, leadSentiment: call.sentiment },
        })),
      ),
    );
    expect(summary.differences[0]).toMatchObject({ id: ids[1], grade: 45, analyserScore: 60, difference: 15 });
    expect(summary.differences.map((difference) => Math.abs(difference.difference))).toEqual([15, 10, 10, 10]);
    expect(summary.graded).toHaveLength(4);
    expect(summary.toGrade).toEqual([]);
  });

  it("grades a call once: a second grade would no longer be blind", async () => {
    const id = await scoredCall(ana, 55, "neutral");
    expect((await grade(broker, gradeBody(id, 60, "neutral"))).status).toBe(201);
    expect((await grade(broker, gradeBody(id, 90, "positive"))).status).toBe(409);
    expect((await apiAs(broker, `/api/broker/calibration/calls/${id}`)).status).toBe(409);
    expect((await gradesOf(broker.id)).filter((row) => row.practiceSessionId === id).map((row) => row.grade)).toEqual([
      60,
    ]);
  });

  it("keeps grades per team: another broker cannot open, grade or see the team's calls, and agents cannot calibrate", async () => {
    const id = await scoredCall(ana, 70, "positive");
    expect((await apiAs(otherBroker, `/api/broker/calibration/calls/${id}`)).status).toBe(404);
    expect((await grade(otherBroker, gradeBody(id, 50, "neutral"))).status).toBe(404);
    const ottosCall = await scoredCall(otto, 30, "negative");
    expect((await grade(broker, gradeBody(ottosCall, 50, "neutral"))).status).toBe(404);
    expect(
      (await jsonAs<CalibrationSummary>(otherBroker, "/api/broker/calibration")).toGrade.some((call) => call.id === id),
    ).toBe(false);
    for (const path of [
      "/api/broker/calibration",
      `/api/broker/calibration/calls/${id}`,
      "/api/broker/calibration/export",
    ]) {
      expect((await apiAs(ana, path)).status).toBe(403);
      expect((await apiAs(null, path)).status).toBe(401);
    }
    expect((await grade(ana, gradeBody(id, 50, "neutral"))).status).toBe(403);
    expect((await gradesOf(otherBroker.id)).length).toBe(0);
    expect(
      (await gradesOf(broker.id)).some((row) => row.practiceSessionId === id || row.practiceSessionId === ottosCall),
    ).toBe(false);
  });

  it.each([
    ["a grade above 100", { grade: 101 }],
    ["a negative grade", { grade: -5 }],
    ["a fractional grade", { grade: 72.5 }],
    ["no reason", { reason: undefined }],
    ["a reason of a few words", { reason: "Too pushy." }],
    ["an unknown sentiment", { expectedSentiment: "angry" }],
    ["a criterion left out", { criteria: { ...CRITERIA, next_step: undefined } }],
    ["an unknown verdict", { criteria: { ...CRITERIA, opening: "partly" } }],
    ["a class that is not a tag", { classes: ["Graceful No!"] }],
    ["an id that is not a call", { sessionId: "call-1" }],
  ])("refuses %s with a 400, and stores nothing", async (_case, change) => {
    const id = await scoredCall(ana, 65, "neutral");
    const response = await grade(broker, { ...gradeBody(id, 60, "neutral"), ...change });
    expect(response.status).toBe(400);
    expect((await gradesOf(broker.id)).some((row) => row.practiceSessionId === id)).toBe(false);
  });

  it("exports the graded calls in the graded-call format: the grader's verdicts, the transcript with role user = the rep", async () => {
    const team = await createUser({ role: "broker", firstName: "Exa" });
    const rep = await createUser({ brokerId: team.id, firstName: "Rex" });
    const id = await scoredCall(rep, 64, "neutral");
    expect((await grade(team, { ...gradeBody(id, 58, "neutral"), classes: ["polite_decline"] })).status).toBe(201);
    const response = await apiAs(team, "/api/broker/calibration/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="graded-calls-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const files = (await response.json()) as GradedCallFile[];
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(Object.keys(file!)).toEqual([
      "id",
      "vertical",
      "classes",
      "grade",
      "expectedSentiment",
      "reason",
      "criteria",
      "transcript",
    ]);
    expect(file).toMatchObject({
      id: `team-call-${id}`,
      vertical: "insurance",
      classes: ["polite_decline"],
      grade: 58,
      expectedSentiment: "neutral",
      reason: REASON,
      criteria: CRITERIA,
    });
    for (const line of file!.transcript) expect(providerTranscriptEntry.safeParse(line).success).toBe(true);
    expect(file!.transcript[0]).toMatchObject({
      role: TRANSCRIPT[0]!.speaker === "customer" ? "agent" : "user",
      message: TRANSCRIPT[0]!.text,
    });
    // Read back through the production mapping, the export is the call as stored.
    expect(toTranscriptEntries(file!.transcript)).toEqual(TRANSCRIPT);
    // The downloaded file as `npm run calibrate -- --set <file>` reads it.
    const [read] = parseGradedCalls(files, "team-export");
    expect(read).toMatchObject({ grade: 58, expectedSentiment: "neutral", entries: TRANSCRIPT });
  });
});
