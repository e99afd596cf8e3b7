/**
 * Security review, finding 1 (and 6): every call counts against the voice provider's plan (VOICE_MAX_CONCURRENT_CALLS)
 * from its start until the provider says it is over; demos may fill only their share, so paying teams' calls still
 * start; over the limit the caller hears "All lines are busy, try again in N s" with the same N in Retry-After.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { VOICE_PLAN_NAME } from "../../../durable-objects/voice-plan/protocol";
import { apiAs } from "../../testing/team-fixture";
import { postJson, proveCallerNumber, scenarioIds } from "../testing/demo-calls";
import { createSession, freshNumber, practiceTeam } from "../testing/practice-calls";
import { withBindings } from "../../testing/bindings";

afterEach(() => withBindings(null));

const BUSY = /^All lines are busy, try again in (\d+) s$/;

async function expectBusy(response: Response) {
  expect(response.status).toBe(503);
  const { message } = (await response.json()) as { message: string };
  const seconds = BUSY.exec(message)?.[1];
  expect(seconds, message).toBeDefined();
  expect(response.headers.get("retry-after")).toBe(seconds);
  expect(Number(seconds)).toBeGreaterThan(0);
}

describe("the voice plan's concurrency", () => {
  it("lets demos fill only their share, refuses the rest with a real N, and still starts paying teams' calls", async () => {
    const held = await env.VOICE_PLAN.getByName(VOICE_PLAN_NAME).counts();
    // A plan with room for two demos and two practice calls beside what this file already holds.
    const total = held.total + 4;
    const demoRoom = Math.floor(total / 2) - held.demo;
    withBindings({ VOICE_MAX_CONCURRENT_CALLS: String(total) });
    const [scenarioId] = await scenarioIds("real_estate");
    const demos: Response[] = [];
    for (let i = 0; i < demoRoom + 2; i++) {
      const callerNumber = freshNumber();
      await proveCallerNumber(callerNumber);
      demos.push(await postJson("/api/demo/conversation/start", { scenarioId, callerNumber }));
    }
    expect(demos.filter((response) => response.status === 201)).toHaveLength(demoRoom);
    for (const refused of demos.filter((response) => response.status !== 201)) await expectBusy(refused);

    // Three agents of three teams: the plan's other half takes two of them.
    const teams = await Promise.all([1, 2, 3].map(() => practiceTeam()));
    const starts: Response[] = [];
    for (const team of teams) {
      const session = await createSession(team.agent, { phoneNumberId: team.lineId, customPrompt: "You are Pat." });
      starts.push(
        await apiAs(team.agent, `/api/practice_sessions/${session.id}/call`, {
          method: "POST",
          body: { via: "browser" },
        }),
      );
    }
    expect(starts.filter((response) => response.status === 201)).toHaveLength(total - held.total - demoRoom);
    for (const refused of starts.filter((response) => response.status !== 201)) await expectBusy(refused);
  });

  it("refuses every demo while the plan has no share for them (one call at a time)", async () => {
    withBindings({ VOICE_MAX_CONCURRENT_CALLS: "1" });
    const [scenarioId] = await scenarioIds("insurance");
    await expectBusy(await postJson("/api/demo/conversation/start", { scenarioId }));
  });
});
