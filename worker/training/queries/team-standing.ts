/** @file The team leaderboard, the broker's opt-outs and the skill-gap inputs, each one statement scoped to one team. */
import { and, eq, sql } from "drizzle-orm";
import type { CategoryScores } from "../../../domain/analysis";
import type { ScenarioDifficulty, TrainingVertical, Vertical } from "../../../domain/enums";
import type { Database } from "../../../lib/db/client";
import { certificates, leaderboardOptOuts, users } from "../../../lib/db/schema";
import type { Certificate } from "../../../domain/training/certification";
import { practisableScenario } from "./team-scenarios";
import { countedInFiguresSql } from "../../teams/queries/team-rules";

export type StandingRow = {
  agentId: string;
  firstName: string | null;
  lastName: string | null;
  optedOut: boolean;
  averageScore: number | null;
  calls: number;
  passes: number;
};

/** Per agent of the team: scored calls and their mean since `since`, and assignments first passed since then. */
export async function readStandings(db: Database, brokerId: string, since: Date | null): Promise<StandingRow[]> {
  const from = since ? sql`${since.toISOString()}::timestamptz` : sql`'-infinity'::timestamptz`;
  const { rows } = await db.execute<StandingRow>(sql`
    SELECT u.id AS "agentId", u.first_name AS "firstName", u.last_name AS "lastName", (o.agent_id IS NOT NULL) AS "optedOut",
      (SELECT round(avg(s.score))::int FROM practice_sessions s WHERE s.agent_id = u.id AND s.team_id = ${brokerId} AND ${countedInFiguresSql("s")} AND s.score IS NOT NULL AND s.created_at >= ${from}) AS "averageScore",
      (SELECT count(*)::int FROM practice_sessions s WHERE s.agent_id = u.id AND s.team_id = ${brokerId} AND ${countedInFiguresSql("s")} AND s.score IS NOT NULL AND s.created_at >= ${from}) AS "calls",
      (SELECT count(*)::int FROM (
        SELECT min(s.created_at) AS first_pass
        FROM assignment_attempts x
        JOIN practice_sessions s ON s.id = x.practice_session_id
        JOIN assignments a ON a.id = x.assignment_id
        WHERE x.agent_id = u.id AND s.score >= a.min_score
        GROUP BY x.assignment_id
      ) passed WHERE passed.first_pass >= ${from}) AS "passes"
    FROM users u LEFT JOIN leaderboard_opt_outs o ON o.agent_id = u.id
    WHERE u.broker_id = ${brokerId} AND u.role = 'agent'
  `);
  return rows;
}

/** Keeps an agent of the broker's team off the leaderboard, or puts them back; false when not on the team. */
export async function setLeaderboardOptOut(
  db: Database,
  brokerId: string,
  agentId: string,
  optedOut: boolean,
): Promise<boolean> {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.brokerId, brokerId), eq(users.role, "agent")));
  if (!agent) return false;
  if (optedOut) await db.insert(leaderboardOptOuts).values({ agentId }).onConflictDoNothing();
  else await db.delete(leaderboardOptOuts).where(eq(leaderboardOptOuts.agentId, agentId));
  return true;
}

/** Stores certificates just earned; one already held for the period stays as it was (never revoked, never redated). */
export async function storeCertificates(db: Database, earned: (Certificate & { agentId: string })[]): Promise<void> {
  if (earned.length === 0) return;
  await db.insert(certificates).values(earned).onConflictDoNothing();
}

export type SkillGapRows = {
  agents: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    vertical: Vertical | null;
    latest: CategoryScores[];
  }[];
  scenarios: {
    id: string;
    title: string;
    vertical: TrainingVertical;
    difficulty: ScenarioDifficulty;
    objections: number;
  }[];
};

/** The team's agents with their latest `window` scored calls' scores (newest first) and usual vertical, and every scenario. */
export async function readSkillGapInputs(db: Database, brokerId: string, window: number): Promise<SkillGapRows> {
  const { rows } = await db.execute<SkillGapRows>(sql`
    SELECT
      coalesce((
        SELECT json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
          'vertical', (SELECT s.vertical FROM practice_sessions s WHERE s.agent_id = u.id AND s.team_id = ${brokerId} AND ${countedInFiguresSql("s")} AND s.scores IS NOT NULL
                       GROUP BY s.vertical ORDER BY count(*) DESC, max(s.created_at) DESC LIMIT 1),
          'latest', coalesce((SELECT json_agg(l.scores) FROM (
            SELECT s.scores FROM practice_sessions s WHERE s.agent_id = u.id AND s.team_id = ${brokerId} AND ${countedInFiguresSql("s")} AND s.scores IS NOT NULL
            ORDER BY s.created_at DESC LIMIT ${window}) l), '[]'::json))
          ORDER BY u.first_name, u.last_name, u.email)
        FROM users u WHERE u.broker_id = ${brokerId} AND u.role = 'agent'
      ), '[]'::json) AS agents,
      coalesce((
        SELECT json_agg(json_build_object('id', d.id, 'title', d.name, 'vertical', d.vertical, 'difficulty', d.difficulty,
          'objections', coalesce(jsonb_array_length(d.conversation_config -> 'objections'), 0)) ORDER BY d.name)
        FROM demo_scenarios d WHERE d.vertical <> 'homepage' AND ${practisableScenario("d", brokerId)}
      ), '[]'::json) AS scenarios
  `);
  return rows[0]!;
}
