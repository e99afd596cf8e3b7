/** @file A team's rules (its broker's settings, the spec defaults without a row) as SQL, for statements that act on them. */
import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_TEAM_MANAGEMENT, DEFAULT_TRAINING_CONFIG } from "../../../domain/settings";
import type { UserRef } from "../../../lib/db/read";

/**
 * One row: `tracking` (performance tracking), `min_score` (minimum passing score) and `auto_assign` (auto-assign
 * beginner scenarios) of the team whose broker is `brokerId`. Use it as a FROM item: `FROM (${teamRulesSql(b)}) rules`.
 */
export function teamRulesSql(brokerId: UserRef | null): SQL {
  return sql`
    SELECT
      coalesce(s.team_management->>'performanceTracking', ${DEFAULT_TEAM_MANAGEMENT.performanceTracking}) AS tracking,
      coalesce((s.training_config->>'minimumPassingScore')::int, ${DEFAULT_TRAINING_CONFIG.minimumPassingScore}::int) AS min_score,
      coalesce((s.team_management->>'autoAssignBeginner')::boolean, ${DEFAULT_TEAM_MANAGEMENT.autoAssignBeginner}::boolean) AS auto_assign
    FROM (SELECT 1) AS one LEFT JOIN user_settings s ON s.user_id = ${brokerId}`;
}

/** Whether session `s` counts under the rules' performance tracking (domain/team-management.ts `countsInTracking`). */
export function trackedSessionSql(session: string, rules: string): SQL {
  const s = sql.raw(session);
  const r = sql.raw(rules);
  return sql`(CASE ${r}.tracking WHEN 'completed' THEN ${s}.status = 'completed' WHEN 'passing' THEN coalesce(${s}.score >= ${r}.min_score, false) ELSE true END)`;
}

/**
 * Whether session `s` counts in the practice figures (averages, stats, analytics and the leaderboard): a practice
 * call always; a real call only once scored, and only when the team it was made in counts real calls (its broker's
 * setting, off by default). The one rule: every figure's statement uses it.
 */
export function countedInFiguresSql(session: string): SQL {
  const s = sql.raw(session);
  return sql`(${s}.source = 'practice' OR (${s}.source = 'real_call' AND ${s}.score IS NOT NULL
    AND coalesce((SELECT us.include_real_calls FROM user_settings us WHERE us.user_id = ${s}.team_id), false)))`;
}

/**
 * Whether the team of agent `agentId` gives its agents the full analysis (its broker's Detailed Feedback; true,
 * the spec default, without a setting or for an agent on no team).
 */
export function detailedFeedbackSql(agentId: SQL | UserRef): SQL<boolean> {
  return sql<boolean>`coalesce((
  SELECT (us.training_config->>'detailedFeedback')::boolean FROM users u JOIN user_settings us ON us.user_id = u.broker_id
  WHERE u.id = ${agentId}), true)`;
}
