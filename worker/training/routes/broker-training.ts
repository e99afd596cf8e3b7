import { Hono } from "hono";
import { z } from "zod";
import { scenarioForSkill, SKILL_GAP_WINDOW, weakestSkill } from "../../../domain/training/skill-gaps";
import { teamDisplayName, type SkillGapSuggestion } from "../../../domain/training/views";
import { TRAINING_VERTICALS, type TrainingVertical } from "../../../domain/enums";
import { agentScenariosRead } from "../queries/agent-scenarios";
import { runRead } from "../../../lib/db/read";
import { readSkillGapInputs, setLeaderboardOptOut } from "../queries/team-standing";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import type { SignedInAppEnv } from "../../http/middleware/auth";

const agentParam = z.object({ agentId: z.guid("Invalid agent id") });
const optOutInput = z.strictObject({ optedOut: z.boolean() });

const trainingVertical = (vertical: string | null): TrainingVertical =>
  TRAINING_VERTICALS.find((candidate) => candidate === vertical) ?? "real_estate";

/** `/api/broker/training`: the scenarios to assign, skill-gap suggestions and the leaderboard opt-outs, for the broker's own team. */
export const brokerTrainingRoutes = new Hono<SignedInAppEnv>()
  .get("/scenarios", async (c) => c.json(await runRead(agentScenariosRead(c.var.db, c.var.user.id)), 200))
  .get("/skill-gaps", async (c) => {
    const { agents, scenarios } = await readSkillGapInputs(c.var.db, c.var.user.id, SKILL_GAP_WINDOW);
    const suggestions: SkillGapSuggestion[] = agents.flatMap((agent) => {
      const weakest = weakestSkill(agent.latest);
      if (!weakest) return [];
      const scenario = scenarioForSkill(weakest.skill, trainingVertical(agent.vertical), scenarios);
      return [
        {
          agent: { id: agent.id, name: teamDisplayName(agent.firstName, agent.lastName) },
          skill: weakest.skill,
          average: weakest.average,
          calls: agent.latest.length,
          scenario: scenario ? { id: scenario.id, title: scenario.title } : null,
        },
      ];
    });
    return c.json(suggestions, 200);
  })
  .put("/leaderboard-opt-outs/:agentId", validate("param", agentParam), validate("json", optOutInput), async (c) => {
    const { optedOut } = c.req.valid("json");
    if (!(await setLeaderboardOptOut(c.var.db, c.var.user.id, c.req.valid("param").agentId, optedOut)))
      throw new ApiError(404, "Agent not found");
    return c.json({ agentId: c.req.valid("param").agentId, optedOut }, 200);
  });
