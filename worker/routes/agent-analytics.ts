import { Hono } from "hono";
import { z } from "zod";
import { ANALYTICS_PERIODS } from "../../domain/enums";
import type { AgentAnalytics } from "../../domain/practice-sessions";
import { analyseTranscript } from "../analysis/analyse-transcript";
import { agentPeriodFigures, saveAnalyticsSnapshot } from "../db/queries/agent-analytics";
import type { AppEnv } from "../lib/context";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";

const periodQuery = z.object({ period: z.enum(ANALYTICS_PERIODS).default("weekly") });

/**
 * `GET /api/analytics/agent?period=daily|weekly|monthly` (default weekly): the signed-in agent's figures over
 * the period window, kept in the analytics table. Suggestions are the improvement bullets of the analysis of
 * the period's latest scored calls, re-derived from their stored transcripts (the analyser is deterministic).
 */
export const agentAnalyticsRoutes = new Hono<AppEnv>().get("/", requireRole("agent"), validate("query", periodQuery), async (c) => {
  const user = c.var.user;
  const figures = await agentPeriodFigures(c.var.db, user.id, c.req.valid("query").period, new Date());
  await saveAnalyticsSnapshot(c.var.db, user.id, user.brokerId, figures.snapshot);
  const suggestions = figures.latestTranscripts.flatMap((transcript) => analyseTranscript(transcript).result.improvements);
  const body: AgentAnalytics = { ...figures.response, recentSuggestions: [...new Set(suggestions)] };
  return c.json(body, 200);
});
