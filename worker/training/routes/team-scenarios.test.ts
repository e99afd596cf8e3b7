/**
 * The Custom Scenario Builder's API: who writes a team scenario, what the server builds from the draft, who sees it
 * (its team, only once published), the refusals (bad drafts, other teams, names taken) and what archiving does to a
 * scenario sessions use.
 */
import { SELF } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DemoScenarioListItem } from "../../../domain/demo";
import type { AgentScenario } from "../../../domain/practice-sessions";
import { parseLeadProfile } from "../../../domain/scenario-profile";
import {
  SCENARIO_ARCHIVED_MESSAGE,
  SCENARIO_AUTHORS_ONLY_MESSAGE,
  SCENARIO_IN_USE_MESSAGE,
  SCENARIO_NAME_TAKEN_MESSAGE,
  scenarioDraftInput,
  scenarioPersona,
  type ScenarioListItem,
  type TeamScenarioDetail,
} from "../../../domain/team-scenarios";
import { demoScenarios, type User } from "../../../lib/db/schema";
import { apiAs, createUser, jsonAs, seededScenarios, withDb } from "../../testing/team-fixture";
import {
  createSession,
  holdBrowserCall,
  practiceTeam,
  send,
  sessionWhen,
  startCall,
  type Session,
} from "../../calls/testing/practice-calls";
import { objectionsOf, reviewAs, scoredPracticeCall } from "../../review/testing/reviewed-calls";
import { createAssignment } from "../testing/assignments";
import { publishScenario, scenarioDraft, writeScenario } from "../testing/scenario-drafts";

let broker: User, trainer: User, agent: User, otherBroker: User, otherTrainer: User, otherAgent: User, lineId: string;

beforeAll(async () => {
  ({ broker, agent, lineId } = await practiceTeam());
  trainer = await createUser({ brokerId: broker.id, firstName: "Tess", isTrainer: "yes" });
  otherBroker = await createUser({ role: "broker", firstName: "Olga" });
  otherTrainer = await createUser({ brokerId: otherBroker.id, firstName: "Omar", isTrainer: "yes" });
  otherAgent = await createUser({ brokerId: otherBroker.id, firstName: "Zed" });
});

const scenarioCount = () => withDb(async (db) => (await db.select({ n: count() }).from(demoScenarios))[0]!.n);
const agentScenarioIds = async (user: User) =>
  (await jsonAs<AgentScenario[]>(user, "/api/agent/scenarios")).map((scenario) => scenario.id);
const call = (user: User | null, method: string, path: string, body?: unknown) =>
  apiAs(user, path, { method, body: body ?? (method === "GET" || method === "DELETE" ? undefined : {}) });

describe("writing a team scenario", () => {
  it("lets the broker and the team's trainers write one; the server builds the persona from the draft", async () => {
    const draft = scenarioDraft();
    const written = await writeScenario(trainer, draft);
    expect(written).toMatchObject({
      name: draft.name,
      source: "team",
      status: "draft",
      author: "Tess",
      sessions: 0,
      inUse: false,
    });
    expect(written.promptText).toBe(scenarioPersona(scenarioDraftInput.parse(draft)).promptText);
    expect(written.promptText.split("\n")[0]).toMatch(
      /^You are Pat Morgan, a 48-year-old high school teacher from Tulsa, Oklahoma\. You own a duplex/,
    );
    for (const heading of ["## Personality", "## Environment", "## Tone & Behavior", "## Common Objections & Pushback"])
      expect(written.promptText).toContain(`\n${heading}\n`);

    // The same lead profile as the demo's: read from the stored prompt by the one derivation.
    const profile = parseLeadProfile(written.promptText);
    expect(profile).toMatchObject({
      name: "Pat Morgan",
      age: 48,
      location: "Tulsa, Oklahoma",
      role: "High school teacher",
      personality: ["Friendly", "Cautious"],
    });
    expect(profile.summary).toContain("empty for two months");
    expect(profile.expectedResponse).toBe("I already have a property manager in mind.");

    const byBroker = await writeScenario(broker);
    expect(byBroker.author).toBe("Bea");
    const list = await jsonAs<ScenarioListItem[]>(broker, "/api/team/scenarios");
    expect(list.filter((item) => item.source === "team").map((item) => item.id)).toEqual(
      expect.arrayContaining([written.id, byBroker.id]),
    );
    expect(list.filter((item) => item.source === "practiceline")).toHaveLength((await seededScenarios()).length);
  });

  it("refuses a bad draft with a 400 naming each field, and writes nothing", async () => {
    const before = await scenarioCount();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ leadName: "pat morgan" }, "leadName"],
      [{ leadName: "Cautious" }, "leadName"],
      [{ age: 12 }, "age"],
      [{ age: "forty" }, "age"],
      [{ place: "Tulsa. Oklahoma" }, "place"],
      [{ occupation: "teacher, coach" }, "occupation"],
      [{ vertical: "homepage" }, "vertical"],
      [{ difficulty: "expert" }, "difficulty"],
      [{ traits: [] }, "traits"],
      [{ traits: ["Sneaky"] }, "traits.0"],
      [{ objections: [] }, "objections"],
      [{ objections: ["Same line.", "same line."] }, "objections"],
      [{ pushback: "hard" }, "pushback"],
      [{ voiceId: "not-a-voice" }, "voiceId"],
      [{ situation: "" }, "situation"],
      // The persona is the server's: a prompt of the browser's own is refused, not stored.
      [{ promptText: "You are a pushover who agrees to everything." }, ""],
    ];
    for (const [change, path] of bad) {
      const response = await call(trainer, "POST", "/api/team/scenarios", scenarioDraft(change));
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = (await response.json()) as { issues: Array<{ path: string }> };
      if (path)
        expect(
          body.issues.map((issue) => issue.path),
          JSON.stringify(change),
        ).toContain(path);
    }
    expect(await scenarioCount()).toBe(before);
  });

  it("is for the broker and trainers: 401 signed out, 403 for an agent who is not a trainer", async () => {
    const before = await scenarioCount();
    expect((await call(null, "POST", "/api/team/scenarios", scenarioDraft())).status).toBe(401);
    const refused = await call(agent, "POST", "/api/team/scenarios", scenarioDraft());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: SCENARIO_AUTHORS_ONLY_MESSAGE, code: "forbidden" });
    expect((await call(agent, "GET", "/api/team/scenarios")).status).toBe(403);
    const loneTrainer = await createUser({ isTrainer: "yes" });
    expect((await call(loneTrainer, "POST", "/api/team/scenarios", scenarioDraft())).status).toBe(403);
    expect(await scenarioCount()).toBe(before);
  });

  it("refuses a name the team or PracticeLine already uses (409); another team may use it", async () => {
    const draft = scenarioDraft();
    await writeScenario(broker, draft);
    const again = await call(trainer, "POST", "/api/team/scenarios", { ...draft, name: draft.name.toUpperCase() });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(SCENARIO_NAME_TAKEN_MESSAGE);
    const [seeded] = await seededScenarios();
    expect((await call(broker, "POST", "/api/team/scenarios", scenarioDraft({ name: seeded!.name }))).status).toBe(409);
    await writeScenario(otherBroker, draft);
  });

  it("edits a draft or a published scenario: the stored persona follows the new draft", async () => {
    const written = await writeScenario(trainer);
    const edited = await call(
      broker,
      "PUT",
      `/api/team/scenarios/${written.id}`,
      scenarioDraft({ name: written.name, leadName: "Robin Hale", age: 80 }),
    );
    expect(edited.status).toBe(200);
    const body = (await edited.json()) as TeamScenarioDetail;
    expect(body.promptText).toMatch(/^You are Robin Hale, an 80-year-old/);
    expect(body.draft.leadName).toBe("Robin Hale");
    expect((await call(broker, "PUT", `/api/team/scenarios/${written.id}`, scenarioDraft({ age: 7 }))).status).toBe(
      400,
    );
    expect((await jsonAs<TeamScenarioDetail>(broker, `/api/team/scenarios/${written.id}`)).draft.age).toBe(80);
  });
});

describe("another team's scenario does not exist for them", () => {
  it("answers 404 to every read and write of another team, and lists nothing of theirs", async () => {
    const mine = await publishScenario(trainer, (await writeScenario(trainer)).id);
    for (const outsider of [otherBroker, otherTrainer]) {
      expect((await call(outsider, "GET", `/api/team/scenarios/${mine.id}`)).status).toBe(404);
      expect((await call(outsider, "PUT", `/api/team/scenarios/${mine.id}`, scenarioDraft())).status).toBe(404);
      for (const action of ["publish", "archive", "restore", "trials"])
        expect((await call(outsider, "POST", `/api/team/scenarios/${mine.id}/${action}`)).status).toBe(404);
      expect((await call(outsider, "DELETE", `/api/team/scenarios/${mine.id}`)).status).toBe(404);
      expect((await jsonAs<ScenarioListItem[]>(outsider, "/api/team/scenarios")).map((item) => item.id)).not.toContain(
        mine.id,
      );
    }
    expect(await agentScenarioIds(otherAgent)).not.toContain(mine.id);
    expect(
      (await jsonAs<AgentScenario[]>(otherBroker, "/api/broker/training/scenarios")).map((scenario) => scenario.id),
    ).not.toContain(mine.id);
    // Not practised, not assigned by another team.
    const session = await call(otherAgent, "POST", "/api/practice_sessions", {
      phoneNumberId: lineId,
      aiAgentId: "friendly-customer",
      scenarioId: mine.id,
    });
    expect(session.status).toBe(400);
    const assignment = await call(otherBroker, "POST", "/api/broker/assignments", {
      title: "Theirs",
      scenarioId: mine.id,
      wholeTeam: true,
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(assignment.status).toBe(400);
    // Never on the public demo.
    const demo = (await (
      await SELF.fetch("http://localhost:8787/api/demo/scenarios?vertical=real_estate")
    ).json()) as DemoScenarioListItem[];
    expect(demo.map((scenario) => scenario.id)).not.toContain(mine.id);
    const start = await SELF.fetch("http://localhost:8787/api/demo/conversation/start", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:8787" },
      body: JSON.stringify({ scenarioId: mine.id }),
    });
    expect(start.status).toBe(404);
  });

  it("a malformed id is a 400", async () => {
    expect((await call(broker, "GET", "/api/team/scenarios/not-an-id")).status).toBe(400);
  });
});

describe("publishing to the team", () => {
  it("keeps a draft to its authors; once published, the team's agents practise it and the broker assigns it", async () => {
    const draft = await writeScenario(trainer);
    expect(await agentScenarioIds(agent)).not.toContain(draft.id);
    expect(
      (
        await call(agent, "POST", "/api/practice_sessions", {
          phoneNumberId: lineId,
          aiAgentId: "friendly-customer",
          scenarioId: draft.id,
        })
      ).status,
    ).toBe(400);

    const published = await publishScenario(trainer, draft.id);
    expect(published.status).toBe("published");
    const listed = (await jsonAs<AgentScenario[]>(agent, "/api/agent/scenarios")).find(
      (scenario) => scenario.id === draft.id,
    );
    expect(listed).toMatchObject({
      title: draft.name,
      category: "real_estate",
      source: "team",
      scriptIntro: "Hello, this is Pat.",
    });
    expect(
      (await jsonAs<AgentScenario[]>(broker, "/api/broker/training/scenarios")).map((scenario) => scenario.id),
    ).toContain(draft.id);

    const session = await send(agent, "POST", "/api/practice_sessions", {
      phoneNumberId: lineId,
      aiAgentId: "friendly-customer",
      scenarioId: draft.id,
    });
    expect(session.status).toBe(201);
    expect(session.body.scenario).toEqual({ title: draft.name });
    await createAssignment(broker, { title: "Team lead", scenarioId: draft.id, wholeTeam: true });
  });

  it("lets its author try a draft: a browser call on the simulator, scored from the persona the server built", async () => {
    for (const author of [trainer, broker]) {
      const draft = await writeScenario(author);
      const trial = await send<Session>(author, "POST", `/api/team/scenarios/${draft.id}/trials`, {});
      expect(trial.status, JSON.stringify(trial.body)).toBe(201);
      expect(trial.body).toMatchObject({ agentId: author.id, scenarioId: draft.id, status: "pending" });
      const start = await startCall(author, trial.body.id, "browser");
      expect(start.overrides.agent.prompt.prompt).toContain(draft.promptText);
      const { socket } = await holdBrowserCall(author, trial.body.id, start);
      socket.close();
      expect((await send(author, "POST", `/api/practice_sessions/${trial.body.id}/complete`)).status).toBe(200);
      const scored = await sessionWhen(author, trial.body.id, (session) => session.aiEvaluationStatus === "completed");
      expect(scored.score).toEqual(expect.any(Number));
      // Still a draft: trying it published nothing.
      expect(await agentScenarioIds(agent)).not.toContain(draft.id);
    }
    expect((await call(agent, "POST", `/api/team/scenarios/${crypto.randomUUID()}/trials`)).status).toBe(403);
  });
});

describe("practising a moment of a team scenario's call again", () => {
  it("starts the retry on the same team scenario, whose lead opens with the objection", async () => {
    const scenario = await publishScenario(
      trainer,
      (
        await writeScenario(
          trainer,
          scenarioDraft({
            objections: ["Your commission is too high for what you do.", "I already have an agent I trust."],
          }),
        )
      ).id,
    );
    const session = await createSession(agent, { phoneNumberId: lineId, scenarioId: scenario.id });
    const scored = await scoredPracticeCall(agent, { lineId, sessionId: session.id });
    const [objection] = objectionsOf((await reviewAs(agent, scored.id)).body);
    const retry = await send<Session>(agent, "POST", `/api/practice_sessions/${scored.id}/retries`, {
      momentTime: objection!.time,
    });
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({
      scenarioId: scenario.id,
      retryOf: scored.id,
      scenario: { title: scenario.name },
    });
    const start = await startCall(agent, retry.body.id, "browser");
    expect(start.overrides.agent.prompt.prompt).toContain(
      "You are Pat Morgan, a 48-year-old high school teacher from Tulsa, Oklahoma.",
    );
    expect(start.overrides.agent.firstMessage).toBe(objection!.quote);
  });
});

describe("archiving and deleting", () => {
  it("archives a scenario sessions use (never deletes it), hides it from new practice, and restores it", async () => {
    const scenario = await publishScenario(trainer, (await writeScenario(trainer)).id);
    const session = await send(agent, "POST", "/api/practice_sessions", {
      phoneNumberId: lineId,
      aiAgentId: "friendly-customer",
      scenarioId: scenario.id,
    });
    expect(session.status).toBe(201);

    const refused = await call(trainer, "DELETE", `/api/team/scenarios/${scenario.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: SCENARIO_IN_USE_MESSAGE, code: "conflict" });
    expect((await jsonAs<TeamScenarioDetail>(trainer, `/api/team/scenarios/${scenario.id}`)).inUse).toBe(true);

    const archived = (await (
      await call(trainer, "POST", `/api/team/scenarios/${scenario.id}/archive`)
    ).json()) as TeamScenarioDetail;
    expect(archived).toMatchObject({ status: "archived", sessions: 1 });
    expect(await agentScenarioIds(agent)).not.toContain(scenario.id);
    expect(
      (
        await call(agent, "POST", "/api/practice_sessions", {
          phoneNumberId: lineId,
          aiAgentId: "friendly-customer",
          scenarioId: scenario.id,
        })
      ).status,
    ).toBe(400);
    // The session keeps what it was practised on.
    expect((await send(agent, "GET", `/api/practice_sessions/${session.body.id}`)).body.scenario).toEqual({
      title: scenario.name,
    });
    // An archived scenario is neither edited, published nor tried until it is restored.
    expect(
      (await call(trainer, "PUT", `/api/team/scenarios/${scenario.id}`, scenarioDraft({ name: scenario.name }))).status,
    ).toBe(409);
    const publish = await call(trainer, "POST", `/api/team/scenarios/${scenario.id}/publish`);
    expect(publish.status).toBe(409);
    expect(await publish.json()).toEqual({ message: SCENARIO_ARCHIVED_MESSAGE, code: "conflict" });
    expect((await call(trainer, "POST", `/api/team/scenarios/${scenario.id}/trials`)).status).toBe(409);

    expect(
      ((await (await call(broker, "POST", `/api/team/scenarios/${scenario.id}/restore`)).json()) as TeamScenarioDetail)
        .status,
    ).toBe("published");
    expect(await agentScenarioIds(agent)).toContain(scenario.id);
  });

  it("keeps a scenario an assignment uses, and deletes one nothing uses", async () => {
    const assigned = await publishScenario(broker, (await writeScenario(broker)).id);
    await createAssignment(broker, { title: "Assigned", scenarioId: assigned.id, wholeTeam: true });
    expect((await call(broker, "DELETE", `/api/team/scenarios/${assigned.id}`)).status).toBe(409);

    const unused = await writeScenario(trainer);
    expect((await call(trainer, "DELETE", `/api/team/scenarios/${unused.id}`)).status).toBe(204);
    expect((await call(trainer, "GET", `/api/team/scenarios/${unused.id}`)).status).toBe(404);
    const rows = await withDb((db) => db.select().from(demoScenarios).where(eq(demoScenarios.id, assigned.id)));
    expect(rows).toHaveLength(1);
  });
});
