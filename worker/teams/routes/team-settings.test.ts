/**
 * Team settings that act: the broker names trainers (who then write team scenarios), Team Management's auto-assign
 * gives a new agent the team's beginner scenarios, and performance tracking chooses what the session counts count.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BrokerAnalytics, TeamAgent } from "../../../domain/broker";
import type { TeamInvitation } from "../../../domain/invitations";
import { DEFAULT_USER_SETTINGS, type UserSettingsInput } from "../../../domain/settings-contract";
import { AUTO_ASSIGN_DUE_DAYS, autoAssignmentTitle, countsInTracking } from "../../../domain/team-management";
import { PERFORMANCE_TRACKING_CHOICES, type PerformanceTracking } from "../../../domain/settings";
import { users, type User } from "../../../lib/db/schema";
import {
  addSessions,
  apiAs,
  createUser,
  daysAgo,
  jsonAs,
  seededScenarios,
  uniqueEmail,
  withDb,
} from "../../testing/team-fixture";
import { agentAssignments } from "../../training/testing/assignments";
import { publishScenario, scenarioDraft, writeScenario } from "../../training/testing/scenario-drafts";

async function saveSettings(
  broker: User,
  change: { minimumPassingScore?: number; autoAssignBeginner?: boolean; performanceTracking?: PerformanceTracking },
) {
  const { updatedAt: _updatedAt, ...defaults } = DEFAULT_USER_SETTINGS;
  const body: UserSettingsInput = {
    ...defaults,
    trainingConfig: {
      ...defaults.trainingConfig,
      minimumPassingScore: change.minimumPassingScore ?? defaults.trainingConfig.minimumPassingScore,
    },
    teamManagement: {
      autoAssignBeginner: change.autoAssignBeginner ?? defaults.teamManagement.autoAssignBeginner,
      performanceTracking: change.performanceTracking ?? defaults.teamManagement.performanceTracking,
    },
  };
  const response = await apiAs(broker, "/api/user/settings", { method: "PUT", body });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Someone new signs in and joins the broker's team through an invitation. */
async function join(broker: User, person?: User): Promise<User> {
  const invitee = person ?? (await createUser({ email: uniqueEmail("joiner") }));
  const invited = await apiAs(broker, "/api/broker/invitations", { method: "POST", body: { email: invitee.email } });
  const invitation = (await invited.json()) as TeamInvitation;
  const code = invitation.link.slice(invitation.link.lastIndexOf("/") + 1);
  const accepted = await apiAs(invitee, `/api/invitations/${encodeURIComponent(code)}/accept`, {
    method: "POST",
    body: { leaveCurrentTeam: true },
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return (await withDb((db) => db.select().from(users).where(eq(users.id, invitee.id))))[0]!;
}

const setTrainer = (broker: User | null, agentId: string, body: unknown) =>
  apiAs(broker, `/api/broker/agents/${agentId}/trainer`, { method: "PUT", body });

describe("the broker names trainers", () => {
  it("marks an agent as a trainer and back; a trainer writes team scenarios, and stops when unmarked", async () => {
    const broker = await createUser({ role: "broker" });
    const agent = await createUser({ brokerId: broker.id, firstName: "Tia" });
    expect((await apiAs(agent, "/api/team/scenarios", { method: "POST", body: scenarioDraft() })).status).toBe(403);

    const marked = await setTrainer(broker, agent.id, { isTrainer: true });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ agentId: agent.id, isTrainer: "yes" });
    const listed = await jsonAs<TeamAgent[]>(broker, "/api/broker/agents");
    expect(listed.find((item) => item.agent.id === agent.id)?.agent.isTrainer).toBe("yes");
    await writeScenario(agent);

    expect(await (await setTrainer(broker, agent.id, { isTrainer: false })).json()).toEqual({
      agentId: agent.id,
      isTrainer: "no",
    });
    expect((await apiAs(agent, "/api/team/scenarios")).status).toBe(403);
  });

  it("refuses another team's agent (404), bad input (400), agents (403) and visitors (401), and changes nothing", async () => {
    const broker = await createUser({ role: "broker" });
    const otherBroker = await createUser({ role: "broker" });
    const theirs = await createUser({ brokerId: otherBroker.id });
    const mine = await createUser({ brokerId: broker.id });
    expect((await setTrainer(broker, theirs.id, { isTrainer: true })).status).toBe(404);
    expect((await setTrainer(broker, crypto.randomUUID(), { isTrainer: true })).status).toBe(404);
    expect((await setTrainer(broker, mine.id, { isTrainer: "yes" })).status).toBe(400);
    expect((await setTrainer(broker, mine.id, { isTrainer: true, role: "broker" })).status).toBe(400);
    expect((await setTrainer(broker, "not-an-id", { isTrainer: true })).status).toBe(400);
    expect((await setTrainer(mine, mine.id, { isTrainer: true })).status).toBe(403);
    expect((await setTrainer(null, mine.id, { isTrainer: true })).status).toBe(401);
    const rows = await withDb((db) =>
      db.select({ isTrainer: users.isTrainer }).from(users).where(eq(users.id, theirs.id)),
    );
    expect(rows).toEqual([{ isTrainer: "no" }]);
    expect(
      (
        await withDb((db) =>
          db.select({ isTrainer: users.isTrainer, role: users.role }).from(users).where(eq(users.id, mine.id)),
        )
      )[0],
    ).toEqual({ isTrainer: "no", role: "agent" });
  });

  it("a trainer who joins another team starts there as an agent", async () => {
    const first = await createUser({ role: "broker" });
    const trainer = await createUser({ brokerId: first.id, isTrainer: "yes" });
    const second = await createUser({ role: "broker" });
    await saveSettings(second, { autoAssignBeginner: false });
    expect((await join(second, trainer)).isTrainer).toBe("no");
  });
});

describe("Team Management: auto-assign beginner scenarios", () => {
  it("gives an agent who joins every beginner scenario the team can practise, due in 14 days, at the team's passing score", async () => {
    const broker = await createUser({ role: "broker" });
    await saveSettings(broker, { minimumPassingScore: 81 });
    const ownBeginner = await publishScenario(
      broker,
      (await writeScenario(broker, scenarioDraft({ difficulty: "beginner" }))).id,
    );
    const ownDraft = await writeScenario(broker, scenarioDraft({ difficulty: "beginner" }));
    const ownAdvanced = await publishScenario(
      broker,
      (await writeScenario(broker, scenarioDraft({ difficulty: "advanced" }))).id,
    );
    const otherBroker = await createUser({ role: "broker" });
    const otherTeams = await publishScenario(
      otherBroker,
      (await writeScenario(otherBroker, scenarioDraft({ difficulty: "beginner" }))).id,
    );
    const seededBeginners = (await seededScenarios()).filter((scenario) => scenario.difficulty === "beginner");

    const joinedAt = Date.now();
    const agent = await join(broker);
    const { assignments } = await agentAssignments(agent);
    const expected = [...seededBeginners.map((scenario) => scenario.name), ownBeginner.name].map(autoAssignmentTitle);
    expect(assignments.map((assignment) => assignment.title).sort()).toEqual(expected.sort());
    for (const assignment of assignments) {
      expect(assignment).toMatchObject({ minScore: 81, status: "not_started" });
      expect((Date.parse(assignment.dueAt) - joinedAt) / 86_400_000).toBeCloseTo(AUTO_ASSIGN_DUE_DAYS, 1);
    }
    const titles = assignments.map((assignment) => assignment.title);
    for (const notAssigned of [ownDraft, ownAdvanced, otherTeams])
      expect(titles).not.toContain(autoAssignmentTitle(notAssigned.name));

    // Only the newcomer: a teammate who was already there gets nothing new.
    const teammate = await join(broker);
    expect((await agentAssignments(agent)).assignments).toHaveLength(expected.length);
    expect((await agentAssignments(teammate)).assignments).toHaveLength(expected.length);
  });

  it("assigns nothing when the broker turned it off", async () => {
    const broker = await createUser({ role: "broker" });
    await saveSettings(broker, { autoAssignBeginner: false });
    const agent = await join(broker);
    expect((await agentAssignments(agent)).assignments).toEqual([]);
  });
});

describe("Team Management: performance tracking", () => {
  it("counts all sessions, completed ones, or passing ones in the team's analytics; averages stay over scored calls", async () => {
    const broker = await createUser({ role: "broker" });
    const agent = await createUser({ brokerId: broker.id, firstName: "Cy" });
    const [scenario] = await seededScenarios();
    const sessions = [
      { status: "completed", score: 90 },
      { status: "completed", score: 70 },
      { status: "completed", score: 80 },
      { status: "failed", score: null },
      { status: "active", score: null },
      { status: "pending", score: null },
    ] as const;
    await addSessions(
      agent.id,
      sessions.map((session) => ({
        status: session.status,
        score: session.score ?? undefined,
        scenarioId: scenario!.id,
        createdAt: daysAgo(1),
      })),
    );
    await saveSettings(broker, { minimumPassingScore: 80 });

    const countedBy: Record<PerformanceTracking, number> = { all: 6, completed: 3, passing: 2 };
    for (const tracking of PERFORMANCE_TRACKING_CHOICES) {
      await saveSettings(broker, { minimumPassingScore: 80, performanceTracking: tracking });
      const analytics = await jsonAs<BrokerAnalytics>(broker, "/api/analytics/broker");
      // The Worker's SQL and the domain rule agree.
      expect(sessions.filter((session) => countsInTracking(session, tracking, 80))).toHaveLength(countedBy[tracking]);
      expect(analytics.tracking).toEqual({ performanceTracking: tracking, minimumPassingScore: 80 });
      expect(analytics.overallStats.totalSessions, tracking).toBe(countedBy[tracking]);
      expect(analytics.teamLeaderboard[0]).toMatchObject({
        totalSessions: countedBy[tracking],
        averageScore: 80,
        activeSessions: 1,
      });
      expect(analytics.overallStats.topScenarios).toEqual([
        { scenario: expect.objectContaining({ id: scenario!.id }), count: countedBy[tracking] },
      ]);
      expect(analytics.weeklyTrend.reduce((sum, week) => sum + week.sessions, 0)).toBe(countedBy[tracking]);
      expect(analytics.overallStats.averageScore).toBe(80);
    }
  });
});
