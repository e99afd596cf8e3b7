import { Hono } from "hono";
import type { PracticeLineStatus } from "../../domain/broker";
import { findTeamAgentDetail, listTeamActivity, listTeamAgents, teamStats } from "../db/queries/broker-team";
import { listTeamPracticeLines } from "../db/queries/practice-lines";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";
import { isUuid } from "../lib/uuid";
import { requireRole } from "../middleware/auth";

/** The broker's team: `/api/broker/*`. Every query is scoped to the signed-in broker's agents. */
export const brokerRoutes = new Hono<AppEnv>()
  .use(requireRole("broker"))
  .get("/stats", async (c) => c.json(await teamStats(c.var.db, c.var.user.id), 200))
  .get("/agents", async (c) => c.json(await listTeamAgents(c.var.db, c.var.user.id), 200))
  .get("/agents/:id", async (c) => {
    const id = c.req.param("id");
    // Someone else's agent and no agent at all look the same: a broker learns nothing about other teams.
    const detail = isUuid(id) ? await findTeamAgentDetail(c.var.db, c.var.user.id, id) : null;
    if (!detail) throw new ApiError(404, "Agent not found");
    return c.json(detail, 200);
  })
  .get("/activity", async (c) => c.json(await listTeamActivity(c.var.db, c.var.user.id), 200))
  .get("/phone-lines", async (c) => {
    const lines = await listTeamPracticeLines(c.var.db, c.var.user.id);
    const statuses: PracticeLineStatus[] = await Promise.all(
      lines.map(async (line) => ({
        ...line,
        inCall: (await c.env.PHONE_LINES.getByName(line.phoneNumber).holder()) !== null,
      })),
    );
    return c.json(statuses, 200);
  });
