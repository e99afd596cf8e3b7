import { Hono } from "hono";
import { DEFAULT_TRAINING_CONFIG, type TeamTrainingRules } from "../../domain/settings";
import { AI_PERSONALITIES } from "../../domain/training-options";
import { listAgentScenarios } from "../db/queries/agent-scenarios";
import { listDialableLines } from "../db/queries/practice-sessions";
import { findUserSettings } from "../db/queries/user-settings";
import type { AppEnv } from "../lib/context";
import { requireRole } from "../middleware/auth";

/**
 * What an agent chooses from before a practice call (scenarios, training lines, AI personalities), and the rules
 * their broker set for the team's practice (the spec defaults for an agent without a team).
 */
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
  })
  .get("/training-config", requireRole("agent"), async (c) => {
    const { brokerId } = c.var.user;
    const config = brokerId ? (await findUserSettings(c.var.db, brokerId)).trainingConfig : DEFAULT_TRAINING_CONFIG;
    const rules: TeamTrainingRules = { minimumPassingScore: config.minimumPassingScore, defaultSessionDuration: config.defaultSessionDuration };
    return c.json(rules, 200);
  });
