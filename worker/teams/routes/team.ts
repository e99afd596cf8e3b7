import { Hono } from "hono";
import {
  ALREADY_A_BROKER_MESSAGE,
  ALREADY_ON_A_TEAM_MESSAGE,
  createTeamSchema,
  TEAM_CREATION_DISABLED_MESSAGE,
  type CurrentTeam,
} from "../../../domain/teams";
import type { User } from "../../../lib/db/schema";
import { createTeam, teamBrokerOf, teamRead } from "../queries/teams";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { signedInCaller } from "../../http/middleware/auth";
import { readAsSignedIn } from "../../http/middleware/signed-in-read";

/** ALLOW_TEAM_CREATION: unset or "true" lets a signed-in user without a team start one; "false" turns it off. */
export function teamCreationAllowed(env: Pick<Env, "ALLOW_TEAM_CREATION">): boolean {
  return env.ALLOW_TEAM_CREATION !== "false";
}

const mayCreateTeam = (env: Env, user: User) =>
  teamCreationAllowed(env) && user.role === "agent" && user.brokerId === null;

/** `/api/team`: the signed-in user's team, and the one way to become a broker: start a team of your own. */
export const teamRoutes = new Hono<AppEnv>()
  // The session check and the team in one round trip.
  .get("/", async (c) => {
    const { user, data: team } = await readAsSignedIn(c, (me) => teamRead(c.var.db, teamBrokerOf(me)));
    const current: CurrentTeam = { team: team ?? null, canCreateTeam: mayCreateTeam(c.env, user) };
    return c.json(current, 200);
  })
  .post("/", validate("json", createTeamSchema), async (c) => {
    if (!teamCreationAllowed(c.env)) throw new ApiError(403, TEAM_CREATION_DISABLED_MESSAGE);
    const result = await createTeam(c.var.db, signedInCaller(c).id, c.req.valid("json").name);
    if (result.outcome === "already-broker") throw new ApiError(409, ALREADY_A_BROKER_MESSAGE);
    if (result.outcome !== "created") throw new ApiError(409, ALREADY_ON_A_TEAM_MESSAGE);
    const created: CurrentTeam = { team: result.team, canCreateTeam: false };
    return c.json(created, 201);
  });
