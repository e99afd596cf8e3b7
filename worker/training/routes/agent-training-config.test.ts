import { describe, expect, it } from "vitest";
import { DEFAULT_TEAM_MANAGEMENT, DEFAULT_TRAINING_CONFIG, type TeamTrainingRules } from "../../../domain/settings";
import { apiAs, createUser, jsonAs } from "../../testing/team-fixture";

const TEAM_SETTINGS = {
  companyName: null,
  emailNotifications: { dailyReports: true, agentMilestones: true, weeklysummaries: false },
  trainingConfig: {
    defaultSessionDuration: 15,
    minimumPassingScore: 82,
    enableRealTimeCoaching: false,
    detailedFeedback: false,
  },
  teamManagement: { autoAssignBeginner: true, performanceTracking: "passing" },
};

describe("GET /api/agent/training-config", () => {
  it("gives an agent their broker's passing score, session length, coaching choices and performance tracking, as the broker last saved them", async () => {
    const broker = await createUser({ role: "broker" });
    const agent = await createUser({ role: "agent", brokerId: broker.id });
    expect(await jsonAs<TeamTrainingRules>(agent, "/api/agent/training-config")).toEqual({
      minimumPassingScore: 75,
      defaultSessionDuration: 10,
      enableRealTimeCoaching: true,
      detailedFeedback: true,
      performanceTracking: "all",
    });

    expect((await apiAs(broker, "/api/user/settings", { method: "PUT", body: TEAM_SETTINGS })).status).toBe(200);
    expect(await jsonAs<TeamTrainingRules>(agent, "/api/agent/training-config")).toEqual({
      minimumPassingScore: 82,
      defaultSessionDuration: 15,
      enableRealTimeCoaching: false,
      detailedFeedback: false,
      performanceTracking: "passing",
    });
  });

  it("gives the spec defaults to an agent without a team, whatever other brokers saved", async () => {
    const otherBroker = await createUser({ role: "broker" });
    expect((await apiAs(otherBroker, "/api/user/settings", { method: "PUT", body: TEAM_SETTINGS })).status).toBe(200);
    const loner = await createUser({ role: "agent" });
    expect(await jsonAs<TeamTrainingRules>(loner, "/api/agent/training-config")).toEqual({
      minimumPassingScore: DEFAULT_TRAINING_CONFIG.minimumPassingScore,
      defaultSessionDuration: DEFAULT_TRAINING_CONFIG.defaultSessionDuration,
      enableRealTimeCoaching: DEFAULT_TRAINING_CONFIG.enableRealTimeCoaching,
      detailedFeedback: DEFAULT_TRAINING_CONFIG.detailedFeedback,
      performanceTracking: DEFAULT_TEAM_MANAGEMENT.performanceTracking,
    });
  });

  it("is for agents: 401 signed out, 403 for a broker", async () => {
    expect((await apiAs(null, "/api/agent/training-config")).status).toBe(401);
    expect((await apiAs(await createUser({ role: "broker" }), "/api/agent/training-config")).status).toBe(403);
  });
});
