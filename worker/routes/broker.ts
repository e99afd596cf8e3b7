import { Hono } from "hono";
import { z } from "zod";
import type { AgentDeletion, PracticeLineStatus } from "../../domain/broker";
import { findTeamAgentDetail, listTeamActivity, listTeamAgents, teamStats } from "../db/queries/broker-team";
import { listTeamPracticeLines } from "../db/queries/practice-lines";
import { deleteTeamAgent } from "../db/queries/team-agent-deletion";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";
import { isUuid } from "../../domain/ids";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
import { eraseConversations } from "../pipeline/erase-conversations";

const agentIdParam = z.object({ id: z.guid("Invalid agent id") });

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
  .delete("/agents/:id", validate("param", agentIdParam), async (c) => {
    const agentId = c.req.valid("param").id;
    const deleted = await deleteTeamAgent(c.var.db, c.var.user.id, agentId);
    if (!deleted) throw new ApiError(404, "Agent not found");
    // After the commit: recordings and conversation storage are erased only once the deletion is certain.
    const conversations = [...deleted.demoCalls, ...deleted.practiceCalls];
    await eraseConversations(c.env, conversations).catch((error: unknown) => {
      const conversationIds = conversations.map((call) => call.conversationId);
      console.error(JSON.stringify({ level: "error", event: "agent-recordings-erase-failed", agentId, conversationIds, error: String(error) }));
      throw error;
    });
    const body: AgentDeletion = {
      agentId,
      deletedPracticeSessions: deleted.practiceSessions,
      deletedDemoCalls: deleted.demoCalls.length,
      endedLoginSessions: deleted.loginSessions,
    };
    return c.json(body, 200);
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
