import { Hono } from "hono";
import type { TeamTrainingRules } from "../../../domain/settings";
import { AI_PERSONALITIES } from "../../../domain/training-options";
import { agentScenariosRead } from "../queries/agent-scenarios";
import { listDialableLines } from "../../calls/queries/practice-sessions";
import { userSettingsRead } from "../../teams/queries/user-settings";
import { read } from "../../../lib/db/read";
import type { AppEnv } from "../../http/context";
import { readAsSignedIn } from "../../http/middleware/signed-in-read";

/**
 * What an agent chooses from before a practice call (scenarios, training lines, AI personalities), and the rules
 * their broker set for the team's practice (the spec defaults for an agent without a team).
 */
export const agentRoutes = new Hono<AppEnv>()
  .get("/scenarios", async (c) =>
    c.json((await readAsSignedIn(c, (me) => agentScenariosRead(c.var.db, me.brokerId))).data, 200),
  )
  .get("/training-options", async (c) => {
    const { data: phoneNumbers } = await readAsSignedIn(c, (me) =>
      read(listDialableLines(c.var.db, me.brokerId), (rows) => rows),
    );
    return c.json(
      {
        phoneNumbers,
        aiAgents: AI_PERSONALITIES.map(({ id, name, voiceId, description }) => ({ id, name, voiceId, description })),
      },
      200,
    );
  })
  // The team's rules are its broker's settings; an agent on no team (broker id null: no row) gets the spec defaults.
  .get("/training-config", async (c) => {
    const { data: settings } = await readAsSignedIn(c, (me) => userSettingsRead(c.var.db, me.brokerId));
    const { minimumPassingScore, defaultSessionDuration, enableRealTimeCoaching, detailedFeedback } =
      settings.trainingConfig;
    const rules: TeamTrainingRules = {
      minimumPassingScore,
      defaultSessionDuration,
      enableRealTimeCoaching,
      detailedFeedback,
      performanceTracking: settings.teamManagement.performanceTracking,
    };
    return c.json(rules, 200);
  });
