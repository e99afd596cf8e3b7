import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_USER_SETTINGS, type UserSettingsView } from "../../../domain/settings-contract";
import { userSettings, type User } from "../../../lib/db/schema";
import { apiAs, createUser, jsonAs, withDb } from "../../testing/team-fixture";

const SAVED = {
  companyName: "Harbor Homes",
  emailNotifications: { dailyReports: false, agentMilestones: true, weeklysummaries: true },
  trainingConfig: {
    defaultSessionDuration: 15,
    minimumPassingScore: 82,
    enableRealTimeCoaching: false,
    detailedFeedback: true,
  },
  teamManagement: { autoAssignBeginner: false, performanceTracking: "passing" },
} as const;

const storedRow = (userId: string) =>
  withDb(async (db) => (await db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0]);

function put(user: User | null, body: unknown) {
  return apiAs(user, "/api/user/settings", { method: "PUT", body });
}

describe("GET /api/user/settings", () => {
  it("gives the spec defaults to someone who never saved settings", async () => {
    const broker = await createUser({ role: "broker" });
    expect(await jsonAs<UserSettingsView>(broker, "/api/user/settings")).toEqual({
      companyName: null,
      emailNotifications: { dailyReports: true, agentMilestones: true, weeklysummaries: false },
      trainingConfig: {
        defaultSessionDuration: 10,
        minimumPassingScore: 75,
        enableRealTimeCoaching: true,
        detailedFeedback: true,
      },
      teamManagement: { autoAssignBeginner: true, performanceTracking: "all" },
      updatedAt: null,
    });
    expect(await storedRow(broker.id)).toBeUndefined();
  });

  it("needs a signed-in user", async () => {
    expect((await apiAs(null, "/api/user/settings")).status).toBe(401);
    expect((await put(null, SAVED)).status).toBe(401);
  });
});

describe("PUT /api/user/settings", () => {
  it("stores the full object and returns it; a later GET reads it back", async () => {
    const broker = await createUser({ role: "broker" });
    const response = await put(broker, { ...SAVED, companyName: "  Harbor Homes  " });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as UserSettingsView;
    expect(saved).toMatchObject(SAVED);
    expect(Date.parse(saved.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await jsonAs<UserSettingsView>(broker, "/api/user/settings")).toEqual(saved);
    expect(await storedRow(broker.id)).toMatchObject(SAVED);

    const again = await put(broker, {
      ...SAVED,
      companyName: "",
      trainingConfig: { ...SAVED.trainingConfig, minimumPassingScore: 0 },
    });
    expect(await again.json()).toMatchObject({ companyName: null, trainingConfig: { minimumPassingScore: 0 } });
  });

  it("keeps each user's settings their own (agents may keep theirs too)", async () => {
    const broker = await createUser({ role: "broker" });
    const agent = await createUser({ brokerId: broker.id });
    expect((await put(agent, SAVED)).status).toBe(200);
    expect(await jsonAs<UserSettingsView>(broker, "/api/user/settings")).toEqual(DEFAULT_USER_SETTINGS);
    expect(await jsonAs<UserSettingsView>(agent, "/api/user/settings")).toMatchObject(SAVED);
  });

  const invalid: [string, unknown, string][] = [
    [
      "a passing score below 0",
      { trainingConfig: { ...SAVED.trainingConfig, minimumPassingScore: -1 } },
      "trainingConfig.minimumPassingScore",
    ],
    [
      "a passing score above 100",
      { trainingConfig: { ...SAVED.trainingConfig, minimumPassingScore: 101 } },
      "trainingConfig.minimumPassingScore",
    ],
    [
      "a fractional passing score",
      { trainingConfig: { ...SAVED.trainingConfig, minimumPassingScore: 75.5 } },
      "trainingConfig.minimumPassingScore",
    ],
    [
      "a passing score as text",
      { trainingConfig: { ...SAVED.trainingConfig, minimumPassingScore: "80" } },
      "trainingConfig.minimumPassingScore",
    ],
    [
      "a duration that is not 5/10/15/20",
      { trainingConfig: { ...SAVED.trainingConfig, defaultSessionDuration: 12 } },
      "trainingConfig.defaultSessionDuration",
    ],
    [
      "a duration as text",
      { trainingConfig: { ...SAVED.trainingConfig, defaultSessionDuration: "10" } },
      "trainingConfig.defaultSessionDuration",
    ],
    [
      "an unknown tracking mode",
      { teamManagement: { ...SAVED.teamManagement, performanceTracking: "some" } },
      "teamManagement.performanceTracking",
    ],
    [
      "a flag that is not a boolean",
      { teamManagement: { ...SAVED.teamManagement, autoAssignBeginner: "yes" } },
      "teamManagement.autoAssignBeginner",
    ],
    [
      "a missing notification flag",
      { emailNotifications: { dailyReports: true, agentMilestones: true } },
      "emailNotifications.weeklysummaries",
    ],
    ["a missing section", { teamManagement: undefined }, "teamManagement"],
    ["a company name that is too long", { companyName: "x".repeat(121) }, "companyName"],
    ["a company name that is not text", { companyName: 42 }, "companyName"],
  ];

  it.each(invalid)("refuses %s with 400 and changes nothing", async (_label, change, path) => {
    const broker = await createUser({ role: "broker" });
    expect((await put(broker, SAVED)).status).toBe(200);
    const before = await storedRow(broker.id);
    const response = await put(broker, { ...SAVED, ...(change as object) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toBe("Invalid input");
    expect(body.issues.map((issue) => issue.path)).toContain(path);
    expect(await storedRow(broker.id)).toEqual(before);
  });

  it("refuses a body that is not JSON and stores nothing", async () => {
    const broker = await createUser({ role: "broker" });
    const response = await put(broker, "{not json");
    expect(response.status).toBe(400);
    expect(await storedRow(broker.id)).toBeUndefined();
  });
});
