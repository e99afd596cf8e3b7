import { Hono } from "hono";
import { z } from "zod";
import { LEADERBOARD_PERIODS, leaderboardSince, rankStandings } from "../../../domain/training/leaderboard";
import { teamDisplayName, type Leaderboard } from "../../../domain/training/views";
import { readStandings } from "../queries/team-standing";
import { validate } from "../../http/validate";
import type { SignedInAppEnv } from "../../http/middleware/auth";

const periodQuery = z.strictObject({ period: z.enum(LEADERBOARD_PERIODS).default("week") });

/**
 * `/api/leaderboard?period=week|month|all`: the signed-in user's team (a broker's own, an agent's broker's), names
 * only. Agents the broker keeps off the board are left out for agents; the broker sees them, marked, to undo it.
 */
export const leaderboardRoutes = new Hono<SignedInAppEnv>().get("/", validate("query", periodQuery), async (c) => {
  const { period } = c.req.valid("query");
  const user = c.var.user;
  const brokerId = user.role === "broker" ? user.id : user.brokerId;
  const rows = brokerId ? await readStandings(c.var.db, brokerId, leaderboardSince(period, new Date())) : [];
  const shown = user.role === "broker" ? rows : rows.filter((row) => !row.optedOut);
  const optedOut = new Set(shown.filter((row) => row.optedOut).map((row) => row.agentId));
  const body: Leaderboard = {
    period,
    standings: rankStandings(
      shown.map((row) => ({
        agentId: row.agentId,
        name: teamDisplayName(row.firstName, row.lastName),
        averageScore: row.averageScore,
        calls: row.calls,
        passes: row.passes,
      })),
    ).map((standing) => ({ ...standing, optedOut: optedOut.has(standing.agentId) })),
  };
  return c.json(body, 200, { "Cache-Control": "no-store" });
});
