import { Hono } from "hono";
import { z } from "zod";
import {
  SCENARIO_ARCHIVED_MESSAGE,
  SCENARIO_AUTHORS_ONLY_MESSAGE,
  SCENARIO_IN_USE_MESSAGE,
  SCENARIO_NAME_TAKEN_MESSAGE,
  scenarioDraftInput,
  scenarioPersona,
  scenarioTeamOf,
  type TeamScenarioDetail,
} from "../../../domain/team-scenarios";
import { AI_PERSONALITIES } from "../../../domain/training-options";
import { findAgentSession } from "../../calls/queries/practice-sessions";
import {
  changeTeamScenarioState,
  deleteUnusedTeamScenario,
  insertTeamScenario,
  insertTrialSession,
  scenarioListRead,
  teamScenarioRead,
  updateTeamScenario,
  type ScenarioStateChange,
  type ScenarioWrite,
} from "../queries/team-scenarios";
import { runRead } from "../../../lib/db/read";
import type { Database } from "../../../lib/db/client";
import type { User } from "../../../lib/db/schema";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import type { SignedInAppEnv } from "../../http/middleware/auth";
import { forAgent } from "../../review/agent-session-view";

const idParam = z.object({ id: z.guid("Invalid scenario id") });
const trialInput = z.strictObject({
  aiAgentId: z
    .enum(AI_PERSONALITIES.map((agent) => agent.id) as [string, ...string[]], { error: "No such AI agent" })
    .optional(),
});
const NOT_FOUND = "Scenario not found";

type Scope = { var: { db: Database; user: User } };

/** The team the signed-in user writes scenarios for; 403 for anyone who does not write them. */
function authorTeam(c: Scope): string {
  const team = scenarioTeamOf(c.var.user);
  if (!team) throw new ApiError(403, SCENARIO_AUTHORS_ONLY_MESSAGE);
  return team;
}

async function detailOf(c: Scope, team: string, id: string): Promise<TeamScenarioDetail> {
  const detail = await runRead(teamScenarioRead(c.var.db, team, id));
  if (!detail) throw new ApiError(404, NOT_FOUND);
  return detail;
}

function refuseWrite(write: ScenarioWrite): asserts write is Extract<ScenarioWrite, { outcome: "saved" }> {
  if (write.outcome === "name-taken")
    throw new ApiError(409, SCENARIO_NAME_TAKEN_MESSAGE, {
      issues: [{ path: "name", message: SCENARIO_NAME_TAKEN_MESSAGE }],
    });
  if (write.outcome === "archived") throw new ApiError(409, SCENARIO_ARCHIVED_MESSAGE);
  if (write.outcome === "not-found") throw new ApiError(404, NOT_FOUND);
}

async function changeState(c: Scope, id: string, change: ScenarioStateChange): Promise<TeamScenarioDetail> {
  const team = authorTeam(c);
  const outcome = await changeTeamScenarioState(c.var.db, team, id, change);
  if (outcome === "not-found") throw new ApiError(404, NOT_FOUND);
  if (outcome === "archived") throw new ApiError(409, SCENARIO_ARCHIVED_MESSAGE);
  return detailOf(c, team, id);
}

/**
 * `/api/team/scenarios`: the Custom Scenario Builder (docs/api.md). The team's broker and its trainers write a
 * scenario from a draft; the server builds and stores its persona (the browser never sends a prompt), lets its
 * authors try it, publishes it to the team, archives it, and deletes it only while nothing uses it.
 */
export const teamScenarioRoutes = new Hono<SignedInAppEnv>()
  // Who may ask comes before what they asked: a non-author hears 403 whatever they sent.
  .use(async (c, next) => {
    authorTeam(c);
    await next();
  })
  .get("/", async (c) =>
    c.json(await runRead(scenarioListRead(c.var.db, authorTeam(c))), 200, { "Cache-Control": "no-store" }),
  )
  .post("/", validate("json", scenarioDraftInput), async (c) => {
    const team = authorTeam(c);
    const draft = c.req.valid("json");
    const write = await insertTeamScenario(c.var.db, team, c.var.user.id, draft, scenarioPersona(draft));
    refuseWrite(write);
    return c.json(await detailOf(c, team, write.id), 201);
  })
  .get("/:id", validate("param", idParam), async (c) =>
    c.json(await detailOf(c, authorTeam(c), c.req.valid("param").id), 200, { "Cache-Control": "no-store" }),
  )
  .put("/:id", validate("param", idParam), validate("json", scenarioDraftInput), async (c) => {
    const team = authorTeam(c);
    const draft = c.req.valid("json");
    const write = await updateTeamScenario(c.var.db, team, c.req.valid("param").id, draft, scenarioPersona(draft));
    refuseWrite(write);
    return c.json(await detailOf(c, team, write.id), 200);
  })
  .post("/:id/publish", validate("param", idParam), async (c) =>
    c.json(await changeState(c, c.req.valid("param").id, "publish"), 200),
  )
  .post("/:id/archive", validate("param", idParam), async (c) =>
    c.json(await changeState(c, c.req.valid("param").id, "archive"), 200),
  )
  .post("/:id/restore", validate("param", idParam), async (c) =>
    c.json(await changeState(c, c.req.valid("param").id, "restore"), 200),
  )
  .delete("/:id", validate("param", idParam), async (c) => {
    const outcome = await deleteUnusedTeamScenario(c.var.db, authorTeam(c), c.req.valid("param").id);
    if (outcome === "not-found") throw new ApiError(404, NOT_FOUND);
    if (outcome === "in-use") throw new ApiError(409, SCENARIO_IN_USE_MESSAGE);
    return c.body(null, 204);
  })
  /** Its author tries it: a practice session of theirs on it (a draft too), whose call starts like any other. */
  .post("/:id/trials", validate("param", idParam), validate("json", trialInput), async (c) => {
    const team = authorTeam(c);
    const user = c.var.user;
    const scenario = await detailOf(c, team, c.req.valid("param").id);
    if (scenario.status === "archived") throw new ApiError(409, SCENARIO_ARCHIVED_MESSAGE);
    const sessionId = await insertTrialSession(c.var.db, {
      teamId: team,
      userId: user.id,
      scenarioId: scenario.id,
      aiAgentId: c.req.valid("json").aiAgentId ?? AI_PERSONALITIES[0]!.id,
    });
    if (!sessionId) throw new ApiError(404, NOT_FOUND);
    return c.json(forAgent((await findAgentSession(c.var.db, user.id, sessionId))!), 201);
  });
