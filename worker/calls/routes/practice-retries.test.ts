/**
 * "Practise this moment again": from an objection of a scored call, a new session on the same scenario whose
 * lead opens with that objection, linked to the first; its review shows the objection-handling score before and after.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CallReview } from "../../../domain/call-review";
import { practiceSessions, type User } from "../../../lib/db/schema";
import { createUser, withDb } from "../../testing/team-fixture";
import { practiceTeam, send, startCall, type Session } from "../testing/practice-calls";
import { objectionsOf, reviewAs, scoredPracticeCall } from "../../review/testing/reviewed-calls";

let agent: User;
let broker: User;
let lineId: string;
let original: Session;
let review: CallReview;

beforeAll(async () => {
  const team = await practiceTeam();
  ({ agent, broker, lineId } = team);
  original = await scoredPracticeCall(agent, { lineId });
  review = (await reviewAs(agent, original.id)).body;
});

const retry = (user: User, sessionId: string, body: unknown) =>
  send<Session & { message?: string }>(user, "POST", `/api/practice_sessions/${sessionId}/retries`, body);
const sessionsOf = (agentId: string) =>
  withDb((db) =>
    db.select({ id: practiceSessions.id }).from(practiceSessions).where(eq(practiceSessions.agentId, agentId)),
  );

describe("practising an objection again", () => {
  it("starts a linked session whose lead opens with the objection, and reviews it against the first call", async () => {
    const objection = objectionsOf(review)[1]!;
    const created = await retry(agent, original.id, { momentTime: objection.time });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "pending",
      customPrompt: original.customPrompt,
      scenarioId: original.scenarioId,
      phoneNumberId: original.phoneNumberId,
      retryOf: original.id,
      retryMoment: { time: objection.time, quote: "I already have an agent I trust.", objections: ["incumbent"] },
    });

    // The persona opens with the objection, in its words, and is told to hold it.
    const start = await startCall(agent, created.body.id, "browser");
    expect(start.overrides.agent.firstMessage).toBe("I already have an agent I trust.");
    expect(start.overrides.agent.prompt.prompt).toContain("repeats one moment of an earlier call");
    expect(start.overrides.agent.prompt.prompt).toContain("You are Pat Lee");

    const scored = await scoredPracticeCall(agent, { lineId, sessionId: created.body.id, start });
    expect(scored.transcript![0]).toMatchObject({
      speaker: "customer",
      text: "I already have an agent I trust.",
      timestamp: 0,
    });
    const { body } = await reviewAs(agent, scored.id);
    expect(body.retryOf).toEqual({
      id: original.id,
      title: "Custom scenario",
      createdAt: new Date(original.createdAt).toISOString(),
      moment: { time: objection.time, quote: "I already have an agent I trust.", objections: ["incumbent"] },
      category: "objectionHandling",
      before: original.scores!.objectionHandling,
      after: scored.scores!.objectionHandling,
    });
    expect((await reviewAs(broker, scored.id)).body.retryOf?.id).toBe(original.id);
    const history = await send<Session[]>(agent, "GET", "/api/practice_sessions");
    expect(history.body.find((row) => row.id === scored.id)).toMatchObject({ retryOf: original.id });
  });

  it("refuses a moment that is no objection, a call that is not the agent's, and anything but an agent, creating nothing", async () => {
    const before = await sessionsOf(agent.id);
    const question = review.analysis!.timeline.find((m) => m.kind === "question")!;
    const notAnObjection = await retry(agent, original.id, {
      momentTime: question.time === objectionsOf(review)[0]!.time ? 999 : question.time,
    });
    expect(notAnObjection.status).toBe(400);
    expect(notAnObjection.body).toMatchObject({ message: "Invalid input", issues: [{ path: "momentTime" }] });
    for (const body of [{}, { momentTime: "0:12" }, { momentTime: -1 }, { momentTime: 1, quote: "I'll sign today" }]) {
      expect((await retry(agent, original.id, body)).status).toBe(400);
    }
    const otherAgent = await createUser({ brokerId: broker.id });
    const time = objectionsOf(review)[0]!.time;
    expect((await retry(otherAgent, original.id, { momentTime: time })).status).toBe(404);
    expect((await retry(broker, original.id, { momentTime: time })).status).toBe(403);
    expect((await retry(agent, crypto.randomUUID(), { momentTime: time })).status).toBe(404);
    expect(await sessionsOf(agent.id)).toEqual(before);
  });

  it("refuses a call that was never scored", async () => {
    const pending = await send(agent, "POST", "/api/practice_sessions", {
      phoneNumberId: lineId,
      aiAgentId: original.aiAgentId,
      customPrompt: "You are Pat.",
    });
    const refused = await retry(agent, pending.body.id, { momentTime: 0 });
    expect(refused).toMatchObject({ status: 409, body: { message: "Only a completed call can be practised again" } });
  });
});
