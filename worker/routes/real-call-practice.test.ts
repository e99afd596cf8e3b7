/**
 * "Practise this call again" (issue 32): a practice session against the lead drafted from the agent's own real call,
 * held on the simulator and scored by the pipeline; its review shows the real call's score beside it, per category.
 */
import { describe, expect, it } from "vitest";
import type { User } from "../../db/schema";
import { apiAs } from "../db/testing/broker-team-fixture";
import { AI_AGENT_ID, practiceTeam, send, type Session } from "../pipeline/testing/practice-calls";
import { uploadAs } from "../real-calls/testing/upload";
import { reviewAs, scoredPracticeCall } from "../review/testing/reviewed-calls";
import vtt from "../real-calls/fixtures/call.vtt?raw";

const draftOf = async (user: User, id: string) => ((await (await apiAs(user, `/api/real-calls/${id}/lead-draft`)).json()) as { personaPrompt: string }).personaPrompt;

describe("practising a real call again", () => {
  it("plays the drafted lead, and the practice call's review shows both scores side by side", async () => {
    const { agent, broker, lineId } = await practiceTeam();
    const real = await uploadAs(agent, { name: "call.vtt", content: vtt }, { repSpeaker: "Dana Reyes" });
    expect(real.status).toBe(201);
    const realReview = (await reviewAs(agent, real.body.id!)).body;
    const personaPrompt = `${await draftOf(agent, real.body.id!)}\n\nThe rep adjusted this: be a little warmer.`;

    const created = await send<Session>(agent, "POST", "/api/practice_sessions", { phoneNumberId: lineId, aiAgentId: AI_AGENT_ID, customPrompt: personaPrompt, realCallId: real.body.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ customPrompt: personaPrompt, retryOf: real.body.id });
    const practised = await scoredPracticeCall(agent, { lineId, sessionId: created.body.id });

    const { body } = await reviewAs(agent, practised.id);
    expect(body.realCallComparison).toEqual({
      id: real.body.id,
      realScore: realReview.score,
      realScores: realReview.scores,
      practiceScore: practised.score,
      practiceScores: practised.scores,
    });
    expect((await reviewAs(broker, practised.id)).body.realCallComparison).toMatchObject({ realScore: realReview.score });
  });

  it("refuses another agent's real call, creating nothing", async () => {
    const owner = await practiceTeam();
    const other = await practiceTeam();
    const real = await uploadAs(owner.agent, { name: "call.vtt", content: vtt }, { repSpeaker: "Dana Reyes" });
    const refused = await send<{ message: string }>(other.agent, "POST", "/api/practice_sessions", {
      phoneNumberId: other.lineId,
      aiAgentId: AI_AGENT_ID,
      customPrompt: "You are a lead.",
      realCallId: real.body.id,
    });
    expect(refused).toEqual({ status: 404, body: { message: "Real call not found" } });
    expect((await send<Session[]>(other.agent, "GET", "/api/practice_sessions")).body).toEqual([]);
  });
});
