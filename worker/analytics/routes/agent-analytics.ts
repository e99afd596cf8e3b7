import { Hono } from "hono";
import { z } from "zod";
import { ANALYTICS_PERIODS } from "../../../domain/enums";
import type { AgentAnalytics } from "../../../domain/practice-sessions";
import { analyseTranscript } from "../../../lib/analysis/analyse-transcript";
import { nextFocus } from "../../../domain/coaching/next-focus";
import { agentPeriodFiguresRead, saveAnalyticsSnapshot } from "../queries/agent-analytics";
import type { AppEnv } from "../../http/context";
import { afterResponse } from "../../http/after-response";
import { errorSummary } from "../../../lib/db/error-summary";
import { validate } from "../../http/validate";
import { readAsSignedIn } from "../../http/middleware/signed-in-read";

const periodQuery = z.object({ period: z.enum(ANALYTICS_PERIODS).default("weekly") });

/**
 * `GET /api/analytics/agent?period=daily|weekly|monthly` (default weekly): the signed-in agent's figures over
 * the period window, in one round trip with the session check. The figures are also kept in the analytics table:
 * that write goes out after the response (waitUntil), so the agent never waits for it; a failed write is logged,
 * and the next read of the period writes the snapshot again. Suggestions are the improvement bullets of the
 * analysis of the period's latest scored calls, re-derived from their stored transcripts (the analyser is
 * deterministic); when the agent's broker keeps the full analysis (Detailed Feedback off), they are the one thing
 * to work on of each of those calls, as the agent's review gives it.
 */
export const agentAnalyticsRoutes = new Hono<AppEnv>().get("/", validate("query", periodQuery), async (c) => {
  const period = c.req.valid("query").period;
  const { user, data: figures } = await readAsSignedIn(c, (me) =>
    agentPeriodFiguresRead(c.var.db, me.id, period, new Date()),
  );
  const saving = saveAnalyticsSnapshot(c.var.db, user.id, user.brokerId, figures.snapshot).catch((error: unknown) => {
    console.warn(
      JSON.stringify({
        level: "warn",
        event: "analytics-snapshot-failed",
        requestId: c.get("requestId"),
        error: errorSummary(error),
      }),
    );
  });
  // Detailed Feedback off: the agent gets each call's one thing to work on, never the analysis' other bullets.
  const suggestions = figures.detailedFeedback
    ? figures.latestTranscripts.flatMap((transcript) => analyseTranscript(transcript).result.improvements)
    : figures.latestAnalyses.flatMap((analysis) => nextFocus(analysis) ?? []);
  const body: AgentAnalytics = { ...figures.response, recentSuggestions: [...new Set(suggestions)] };
  await afterResponse(c, saving);
  return c.json(body, 200);
});
