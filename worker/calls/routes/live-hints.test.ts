/**
 * Live hints are the server's call: a browser practice call gets them when the team enabled Real-Time Coaching,
 * and never as an assignment attempt (an assignment with a minimum score runs as an exam).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_USER_SETTINGS } from "../../../domain/settings-contract";
import { apiAs, createUser } from "../../testing/team-fixture";
import { createSession, practiceTeam, startCall } from "../testing/practice-calls";
import { OBJECTING_LEAD_PROMPT } from "../../review/testing/objecting-lead";
import { createAssignment, startAttempt } from "../../training/testing/assignments";

describe("live hints on a browser practice call", () => {
  it("are on with the team's Real-Time Coaching, off when the broker turns it off", async () => {
    const { broker, agent, lineId } = await practiceTeam();
    const first = await createSession(agent, { phoneNumberId: lineId, customPrompt: OBJECTING_LEAD_PROMPT });
    expect((await startCall(agent, first.id, "browser")).liveHints).toBe(true);

    const { updatedAt: _updatedAt, ...settings } = DEFAULT_USER_SETTINGS;
    const off = { ...settings, trainingConfig: { ...settings.trainingConfig, enableRealTimeCoaching: false } };
    expect((await apiAs(broker, "/api/user/settings", { method: "PUT", body: off })).status).toBe(200);
    const colleague = await createUser({ brokerId: broker.id, firstName: "Cole" });
    const second = await createSession(colleague, { phoneNumberId: lineId, customPrompt: OBJECTING_LEAD_PROMPT });
    expect((await startCall(colleague, second.id, "browser")).liveHints).toBe(false);
  });

  it("are off for an assignment attempt, which runs as an exam", async () => {
    const { broker, agent } = await practiceTeam();
    const assignment = await createAssignment(broker, {
      title: "Exam",
      customPrompt: OBJECTING_LEAD_PROMPT,
      vertical: "real_estate",
      agentIds: [agent.id],
      minScore: 70,
    });
    const attempt = await startAttempt(agent, assignment);
    expect((await startCall(agent, attempt, "browser")).liveHints).toBe(false);
  });
});
