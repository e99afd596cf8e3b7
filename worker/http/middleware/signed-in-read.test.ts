/**
 * Folded reads: each signed-in read sends the session check and its own statement in one batch, its statement
 * learning the user from the session in SQL. The oracle is the read as it was before the fold: the same statement
 * sent on its own for the user's id, on the same fixtures. Every folded read answers exactly what it answers.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LEAD_EXPORT_REFUSED_MESSAGE } from "../../waiting-list/routes/waiting-list-export";
import { sessions, userSettings, type User } from "../../../lib/db/schema";
import { sessionCookieName } from "../../auth/cookies";
import { invitationLink } from "../../auth/invitation-code";
import { signingKey } from "../../auth/secret";
import { activeSessionQuery, createSession, sessionUserColumn } from "../../auth/session-store";
import { signSessionToken } from "../../auth/session-token";
import { sessionCookieFor } from "../../auth/testing/sign-in-as";
import { agentPeriodFiguresRead } from "../../analytics/queries/agent-analytics";
import { agentScenariosRead } from "../../training/queries/agent-scenarios";
import { teamAnalyticsRead } from "../../analytics/queries/broker-analytics";
import { teamActivityRead, teamAgentDetailRead, teamAgentsRead, teamStatsRead } from "../../teams/queries/broker-team";
import { openInvitationsRead, toTeamInvitation } from "../../teams/queries/invitations";
import { teamPracticeLinesRead } from "../../calls/queries/practice-lines";
import {
  agentSessionRead,
  agentSessionsRead,
  findAgentSession,
  listDialableLines,
} from "../../calls/queries/practice-sessions";
import { teamRead } from "../../teams/queries/teams";
import { userSettingsRead } from "../../teams/queries/user-settings";
import { read, runRead, type Read } from "../../../lib/db/read";
import {
  addSessions,
  apiAs,
  createUser,
  daysAgo,
  seededScenarios,
  skills,
  TEST_ORIGIN,
  withDb,
} from "../../testing/team-fixture";
import { forAgent } from "../../review/agent-session-view";

let broker: User;
let agent: User;
let teammate: User;
let cookies: { broker: string; agent: string };

beforeAll(async () => {
  const [s1, s2] = await seededScenarios();
  broker = await createUser({ role: "broker", firstName: "Fola" });
  agent = await createUser({ brokerId: broker.id, firstName: "Ama", lastName: "Okafor" });
  teammate = await createUser({ brokerId: broker.id, firstName: "Bo" });
  const stranger = await createUser({ brokerId: (await createUser({ role: "broker" })).id, firstName: "Zia" });
  await addSessions(agent.id, [
    { score: 72, scores: skills(70, 60, 80, 75, 65), scenarioId: s1!.id, duration: 200, createdAt: daysAgo(1) },
    { score: 55, scores: skills(50, 55, 60, 45, 40), scenarioId: s2!.id, duration: 150, createdAt: daysAgo(3) },
    { status: "failed", scenarioId: s1!.id, createdAt: daysAgo(2) },
    { score: 88, scores: skills(90, 85, 80, 95, 90), scenarioId: null, duration: 240, createdAt: daysAgo(12) },
  ]);
  await addSessions(teammate.id, [{ score: 64, scenarioId: s2!.id, createdAt: daysAgo(5) }]);
  await addSessions(stranger.id, [{ score: 99, scenarioId: s1!.id, createdAt: daysAgo(1) }]);
  await withDb(async (db) => {
    await db.insert(userSettings).values({
      userId: agent.id,
      companyName: "Okafor Homes",
      emailNotifications: { dailyReports: false, agentMilestones: true, weeklysummaries: false },
    });
  });
  await apiAs(broker, "/api/broker/invitations", {
    method: "POST",
    body: { email: `oracle-${crypto.randomUUID().slice(0, 8)}@example.test` },
  });
  cookies = { broker: await sessionCookieFor(broker.id), agent: await sessionCookieFor(agent.id) };
});

async function folded(cookie: string, path: string): Promise<unknown> {
  const response = await SELF.fetch(`${TEST_ORIGIN}${path}`, { headers: { cookie, origin: TEST_ORIGIN } });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return response.json();
}

/** The read before the fold: its statement on its own, for the user's id; as JSON, as the route would send it. */
async function unfolded<T>(build: (db: Parameters<Parameters<typeof withDb>[0]>[0]) => Read<T>): Promise<unknown> {
  return JSON.parse(JSON.stringify(await withDb((db) => runRead(build(db)))));
}

describe("a folded read answers exactly what the read answered on its own", () => {
  const now = () => new Date();

  it("the broker's stats, team, one agent, activity, practice lines, invitations and analytics", async () => {
    expect(await folded(cookies.broker, "/api/broker/stats")).toEqual(
      await unfolded((db) => teamStatsRead(db, broker.id)),
    );
    expect(await folded(cookies.broker, "/api/broker/agents")).toEqual(
      await unfolded((db) => teamAgentsRead(db, broker.id)),
    );
    expect(await folded(cookies.broker, `/api/broker/agents/${agent.id}`)).toEqual(
      await unfolded((db) => teamAgentDetailRead(db, broker.id, agent.id)),
    );
    expect(await folded(cookies.broker, "/api/broker/activity")).toEqual(
      await unfolded((db) => teamActivityRead(db, broker.id)),
    );
    const lines = (await folded(cookies.broker, "/api/broker/phone-lines")) as Array<Record<string, unknown>>;
    expect(lines.map(({ liveCalls: _liveCalls, ...line }) => line)).toEqual(
      await unfolded((db) => teamPracticeLinesRead(db, broker.id)),
    );
    const invitationsPath = "/api/broker/invitations";
    const open = await withDb((db) => runRead(openInvitationsRead(db, broker.id)));
    const views = await Promise.all(
      open.map(async (row) =>
        toTeamInvitation(row, await invitationLink(env, `${TEST_ORIGIN}${invitationsPath}`, row.id), now()),
      ),
    );
    expect(await folded(cookies.broker, invitationsPath)).toEqual(JSON.parse(JSON.stringify(views)));
    expect(await folded(cookies.broker, "/api/analytics/broker")).toEqual(
      await unfolded((db) => teamAnalyticsRead(db, broker.id, now())),
    );
  });

  it("the agent's sessions, analytics per period, scenarios, training lines and settings", async () => {
    // As the agent reads them: each session shaped by forAgent (the one thing to work on, the team's detail).
    const sessionsAlone = (await unfolded((db) => agentSessionsRead(db, agent.id))) as Array<
      Parameters<typeof forAgent>[0] & { id: string }
    >;
    expect(await folded(cookies.agent, "/api/practice_sessions")).toEqual(sessionsAlone.map(forAgent));
    for (const { id } of sessionsAlone) {
      const alone = (await unfolded((db) => agentSessionRead(db, agent.id, id))) as Parameters<typeof forAgent>[0];
      expect(await folded(cookies.agent, `/api/practice_sessions/${id}`)).toEqual(forAgent(alone));
    }
    for (const period of ["daily", "weekly", "monthly"] as const) {
      const figures = await unfolded((db) => agentPeriodFiguresRead(db, agent.id, period, now()));
      expect(await folded(cookies.agent, `/api/analytics/agent?period=${period}`)).toMatchObject(
        (figures as { response: object }).response,
      );
    }
    expect(await folded(cookies.agent, "/api/agent/scenarios")).toEqual(
      await unfolded((db) => agentScenariosRead(db, broker.id)),
    );
    const options = (await folded(cookies.agent, "/api/agent/training-options")) as { phoneNumbers: unknown };
    expect(options.phoneNumbers).toEqual(
      await unfolded((db) => read(listDialableLines(db, broker.id), (rows) => rows)),
    );
    expect(await folded(cookies.agent, "/api/user/settings")).toEqual(
      await unfolded((db) => userSettingsRead(db, agent.id)),
    );
    const { trainingConfig, teamManagement } = (await unfolded((db) => userSettingsRead(db, broker.id))) as {
      trainingConfig: Record<string, unknown>;
      teamManagement: Record<string, unknown>;
    };
    expect(await folded(cookies.agent, "/api/agent/training-config")).toEqual({
      minimumPassingScore: trainingConfig.minimumPassingScore,
      defaultSessionDuration: trainingConfig.defaultSessionDuration,
      enableRealTimeCoaching: trainingConfig.enableRealTimeCoaching,
      detailedFeedback: trainingConfig.detailedFeedback,
      performanceTracking: teamManagement.performanceTracking,
    });
  });
});

describe("the current team, read with the session check", () => {
  it("names the broker's team to the broker and to their agent, and no team to an agent on none", async () => {
    const team = await unfolded((db) => teamRead(db, broker.id));
    expect(await folded(cookies.broker, "/api/team")).toEqual({ team, canCreateTeam: false });
    expect(await folded(cookies.agent, "/api/team")).toEqual({ team, canCreateTeam: false });
    const loner = await createUser({ firstName: "Lou" });
    expect(await folded(await sessionCookieFor(loner.id), "/api/team")).toEqual({ team: null, canCreateTeam: true });
  });
});

describe("a practice session created in one batch", () => {
  const create = (body: Record<string, unknown>) =>
    SELF.fetch(`${TEST_ORIGIN}/api/practice_sessions`, {
      method: "POST",
      headers: { cookie: cookies.agent, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const line = () => withDb((db) => runRead(read(listDialableLines(db, broker.id), (rows) => rows[0]!)));

  it("answers exactly the session as it reads on its own afterwards, with a scenario and with a custom prompt", async () => {
    const [scenario] = await seededScenarios();
    for (const setup of [
      { scenarioId: scenario!.id },
      { customPrompt: "You are Pat, a careful buyer.", scenarioId: scenario!.id },
    ]) {
      const response = await create({ phoneNumberId: (await line()).id, aiAgentId: "skeptical-homeowner", ...setup });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string };
      const alone = await withDb((db) => findAgentSession(db, agent.id, body.id));
      expect(body).toEqual(JSON.parse(JSON.stringify(forAgent(alone!))));
    }
  });

  it("refuses in the order the fields are checked (the line before the AI agent before the scenario), writing nothing", async () => {
    const before = await unfolded((db) => agentSessionsRead(db, agent.id));
    const unknown = crypto.randomUUID();
    const [scenario] = await seededScenarios();
    for (const [body, message] of [
      [{ phoneNumberId: unknown, aiAgentId: "nobody", scenarioId: unknown }, "Unknown phone number"],
      [{ phoneNumberId: (await line()).id, aiAgentId: "nobody", scenarioId: unknown }, "Unknown AI agent"],
      [{ phoneNumberId: (await line()).id, aiAgentId: "skeptical-homeowner", scenarioId: unknown }, "Unknown scenario"],
      [
        { phoneNumberId: "not-a-line", aiAgentId: "skeptical-homeowner", scenarioId: scenario!.id },
        "Unknown phone number",
      ],
    ] as const) {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect(await unfolded((db) => agentSessionsRead(db, agent.id))).toEqual(before);
  });
});

describe("the folded statement itself", () => {
  /** The session check and a read for the session's user (as a broker), in one batch, as readAsSignedIn sends them. */
  async function batchAsBroker<T>(
    sid: string,
    build: (db: Parameters<Parameters<typeof withDb>[0]>[0], broker: ReturnType<typeof sessionUserColumn>) => Read<T>,
  ) {
    const now = new Date();
    return withDb(async (db) => {
      const brokerRead = build(db, sessionUserColumn(sid, now, "broker", "id"));
      const [session, answer] = await db.batch([activeSessionQuery(db, sid, now), brokerRead.statement]);
      return { users: session.map((row) => row.user.id), data: brokerRead.shape(answer) };
    });
  }

  it("reads nothing of anyone's when the session is not valid for the role, before the check is even read", async () => {
    const { sid } = await withDb((db) => createSession(db, agent.id));
    // An agent asking for broker figures: the statement's broker is null, so it counts no team at all.
    expect(await batchAsBroker(sid, (db, me) => teamStatsRead(db, me))).toEqual({
      users: [agent.id],
      data: { totalAgents: 0, activeSessions: 0, avgScore: 0, completed: 0 },
    });
  });

  it("reads nothing once the session is gone (signed out)", async () => {
    const { sid } = await withDb((db) => createSession(db, broker.id));
    expect(await batchAsBroker(sid, (db, me) => teamAgentsRead(db, me))).toMatchObject({ users: [broker.id] });
    await withDb((db) => db.delete(sessions).where(eq(sessions.sid, sid)));
    expect(await batchAsBroker(sid, (db, me) => teamAgentsRead(db, me))).toEqual({ users: [], data: [] });
  });
});

describe("who may ask comes before what they asked", () => {
  it("answers one session only to its owner: 401 to a visitor, 404 to anyone else (their broker too: a broker's own are trial calls) and for a malformed id", async () => {
    const [{ id }] = (await unfolded((db) => agentSessionsRead(db, agent.id))) as [{ id: string }];
    const otherAgent = await sessionCookieFor(teammate.id);
    for (const [cookie, path, status] of [
      [undefined, `/api/practice_sessions/${id}`, 401],
      [undefined, "/api/practice_sessions/not-a-session", 401],
      [cookies.broker, `/api/practice_sessions/${id}`, 404],
      [otherAgent, `/api/practice_sessions/${id}`, 404],
      [cookies.agent, "/api/practice_sessions/not-a-session", 404],
    ] as const) {
      const response = await SELF.fetch(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
      expect(response.status, `${path} ${cookie ? "" : "visitor"}`).toBe(status);
    }
  });

  it("answers 401 to a visitor and 403 to the other role, even when their input is also invalid", async () => {
    const bad = "/api/analytics/agent?period=yearly";
    expect((await SELF.fetch(`${TEST_ORIGIN}${bad}`)).status).toBe(401);
    const asBroker = await SELF.fetch(`${TEST_ORIGIN}${bad}`, { headers: { cookie: cookies.broker } });
    expect(asBroker.status).toBe(403);
    expect(await asBroker.json()).toEqual({ message: "This is only available to agents.", code: "forbidden" });
    expect((await SELF.fetch(`${TEST_ORIGIN}${bad}`, { headers: { cookie: cookies.agent } })).status).toBe(400);
  });

  it("answers 401 to a signed cookie whose session is gone, for a read and for invalid input alike", async () => {
    const session = await withDb((db) => createSession(db, agent.id));
    const cookie = `${sessionCookieName(env)}=${await signSessionToken(session.sid, session.endsAt, signingKey(env))}`;
    expect((await SELF.fetch(`${TEST_ORIGIN}/api/practice_sessions`, { headers: { cookie } })).status).toBe(200);
    await withDb((db) => db.delete(sessions).where(eq(sessions.sid, session.sid)));
    for (const path of ["/api/analytics/agent", "/api/analytics/agent?period=yearly", "/api/practice_sessions"]) {
      const response = await SELF.fetch(`${TEST_ORIGIN}${path}`, { headers: { cookie } });
      expect(response.status, path).toBe(401);
    }
  });

  it("exports the waiting list to operators only, reading no lead for anyone else", async () => {
    const asAgent = await SELF.fetch(`${TEST_ORIGIN}/api/broker/waiting-list.csv`, {
      headers: { cookie: cookies.agent },
    });
    expect(asAgent.status).toBe(403);
    expect(await asAgent.json()).toEqual({ message: LEAD_EXPORT_REFUSED_MESSAGE, code: "forbidden" });
    expect(env.LEAD_EXPORT_EMAILS ?? "").not.toContain(agent.email);
  });
});
