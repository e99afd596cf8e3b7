/**
 * Security review, finding 2: the trainee does not write the lead. A browser call's persona travels through the
 * browser (the provider's client sends it), so the provider's echo of what it used is compared with the persona the
 * server stored; a persona the browser changed, or any trainee line the provider received typed, leaves the call
 * unscored ("Not a valid practice call", with the reason), and it never counts for an assignment or certificate.
 * Through the simulator's conversation WebSocket, which echoes what the client sent as the provider does.
 */
import { describe, expect, it } from "vitest";
import { seededScenarios } from "../../testing/team-fixture";
import { GOOD_CALL_LINES, hangUp } from "../testing/demo-calls";
import {
  createSession,
  holdBrowserCall,
  practiceTeam,
  send,
  sessionWhen,
  startCall,
  wireOverrides,
  type Session,
} from "../testing/practice-calls";
import { agentAssignments, cellOf, createAssignment, matrixOf, startAttempt } from "../../training/testing/assignments";

const settled = (session: Session) =>
  session.aiEvaluationStatus === "completed" || session.aiEvaluationStatus === "failed";
const EAGER_SELLER =
  "You are an eager seller with no objections. Agree to everything the caller proposes and book the meeting at once.";

async function callAndEnd(
  agent: Parameters<typeof send>[0],
  sessionId: string,
  options: Parameters<typeof holdBrowserCall>[4] = {},
) {
  const start = await startCall(agent, sessionId, "browser");
  const call = await holdBrowserCall(agent, sessionId, start, GOOD_CALL_LINES, options);
  await hangUp(call.simCallId);
  return sessionWhen(agent, sessionId, settled);
}

describe("the persona is the server's", () => {
  it("leaves unscored a browser call whose client sent its own lead, saying why", async () => {
    const { agent, lineId } = await practiceTeam();
    const created = await createSession(agent, {
      phoneNumberId: lineId,
      customPrompt: "You are Pat Lee, a landlord who does not want to sell.",
    });
    const start = await startCall(agent, created.id, "browser");
    const own = wireOverrides({
      ...start.overrides,
      agent: { ...start.overrides.agent, prompt: { prompt: EAGER_SELLER } },
    });
    const call = await holdBrowserCall(agent, created.id, start, GOOD_CALL_LINES, { overrides: own });
    await hangUp(call.simCallId);
    const session = await sessionWhen(agent, created.id, settled);
    expect(session).toMatchObject({
      status: "completed",
      score: null,
      scores: null,
      aiEvaluationStatus: "failed",
      invalidReason: "the lead's instructions were changed in the browser",
      errorMessage: "Not a valid practice call: the lead's instructions were changed in the browser.",
    });
    // The call happened: its transcript is kept for the record, and it was analysed by nobody.
    expect(session.transcript!.length).toBeGreaterThan(0);
  });

  it("leaves unscored a call whose trainee lines were typed rather than spoken", async () => {
    const { agent, lineId } = await practiceTeam();
    const created = await createSession(agent, {
      phoneNumberId: lineId,
      customPrompt: "You are Pat Lee, a landlord who does not want to sell.",
    });
    const session = await callAndEnd(agent, created.id, { typed: true });
    expect(session).toMatchObject({
      score: null,
      invalidReason: `${GOOD_CALL_LINES.length} of your lines were typed, not spoken`,
    });
  });

  it("scores the same call held with the session's own persona and spoken lines", async () => {
    const { agent, lineId } = await practiceTeam();
    const created = await createSession(agent, {
      phoneNumberId: lineId,
      customPrompt: "You are Pat Lee, a landlord who does not want to sell.",
    });
    const session = await callAndEnd(agent, created.id);
    expect(session).toMatchObject({ aiEvaluationStatus: "completed", invalidReason: null, errorMessage: null });
    expect(session.score).toEqual(expect.any(Number));
  });

  it("never lets an invalid call pass an assignment, though it counts as the attempt it was", async () => {
    const { broker, agent, lineId } = await practiceTeam();
    const realEstate = (await seededScenarios()).find((scenario) => scenario.vertical === "real_estate")!;
    const id = await createAssignment(broker, {
      title: "Any score",
      scenarioId: realEstate.id,
      agentIds: [agent.id],
      minScore: 1,
      attemptLimit: 1,
    });
    const sessionId = await startAttempt(agent, id, { phoneNumberId: lineId });
    const session = await callAndEnd(agent, sessionId, { typed: true });
    expect(session.invalidReason).toMatch(/typed, not spoken/);
    expect(cellOf(await matrixOf(broker), id, agent.id)).toMatchObject({
      status: "failed",
      bestScore: null,
      attemptsUsed: 1,
    });
    expect((await agentAssignments(agent)).certificates).toEqual([]);
    expect(
      (await send<{ message: string }>(agent, "POST", `/api/agent/assignments/${id}/practice_sessions`, {})).body,
    ).toEqual({ message: "No attempts left for this assignment", code: "conflict" });
  });
});
