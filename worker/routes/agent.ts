import { Hono } from "hono";
import { AI_PERSONALITIES } from "../../domain/training-options";
import { listAgentScenarios } from "../db/queries/agent-scenarios";
import { listDialableLines } from "../db/queries/practice-sessions";
import type { AppEnv } from "../lib/context";
import { requireRole } from "../middleware/auth";

/** What an agent chooses from before a practice call: scenarios, training lines and AI personalities. */
export const agentRoutes = new Hono<AppEnv>()
  .get("/scenarios", requireRole("agent"), async (c) => c.json(await listAgentScenarios(c.var.db), 200))
  .get("/training-options", requireRole("agent"), async (c) => {
    return c.json(
      {
        phoneNumbers: await listDialableLines(c.var.db, c.var.user.brokerId),
        aiAgents: AI_PERSONALITIES.map(({ id, name, voiceId, description }) => ({ id, name, voiceId, description })),
      },
      200,
    );
  });
