import { sql } from "drizzle-orm";
import { performanceDistribution, TREND_WEEKS } from "../../../domain/analytics";
import {
  TOP_SCENARIOS_LIMIT,
  type BrokerAnalytics,
  type LeaderboardEntry,
  type ScenarioSummary,
} from "../../../domain/broker";
import type { Database } from "../../../lib/db/client";
import type { PerformanceTracking } from "../../../domain/settings";
import { read, runRead, type Read, type UserRef } from "../../../lib/db/read";
import { countedInFiguresSql, teamRulesSql, trackedSessionSql } from "../../teams/queries/team-rules";

type TeamAnalyticsRow = {
  tracking: PerformanceTracking;
  minimumPassingScore: number;
  totalAgents: number;
  totalSessions: number;
  averageScore: number;
  topScenarios: (ScenarioSummary & { count: number })[];
  members: (LeaderboardEntry["agent"] & {
    totalSessions: number;
    averageScore: number | null;
    activeSessions: number;
  })[];
  trend: { weekStart: string; sessions: number; averageScore: number | null }[];
};

/**
 * The team's analytics in one statement: totals, most practised scenarios, every member's figures (the
 * leaderboard) and sessions per UTC week (Monday first) over the last TREND_WEEKS weeks up to `now`. Session counts
 * count what the team's performance tracking names (`tracked`); averages are over every scored session.
 */
export function teamAnalyticsRead(db: Database, brokerId: UserRef, now: Date): Read<BrokerAnalytics> {
  const statement = db.execute<TeamAnalyticsRow>(sql`
    WITH rules AS (${teamRulesSql(brokerId)}), team AS (
      SELECT id, first_name, last_name, email, profile_image_url
      FROM users WHERE broker_id = ${brokerId} AND role = 'agent'
    ), team_sessions AS (
      SELECT s.id, s.agent_id, s.scenario_id, s.score, s.status, s.created_at, ${trackedSessionSql("s", "rules")} AS tracked
      FROM practice_sessions s JOIN team ON team.id = s.agent_id CROSS JOIN rules
      WHERE s.team_id = ${brokerId} AND ${countedInFiguresSql("s")}
    ), members AS (
      SELECT
        team.id, team.first_name AS "firstName", team.last_name AS "lastName", team.email,
        team.profile_image_url AS "profileImageUrl",
        count(ts.id) FILTER (WHERE ts.tracked)::int AS "totalSessions",
        round(avg(ts.score))::int AS "averageScore",
        count(ts.id) FILTER (WHERE ts.status = 'active')::int AS "activeSessions"
      FROM team LEFT JOIN team_sessions ts ON ts.agent_id = team.id
      GROUP BY team.id, team.first_name, team.last_name, team.email, team.profile_image_url
    ), scenarios AS (
      SELECT d.id, d.name AS title, d.vertical AS category, d.difficulty, count(*)::int AS count
      FROM team_sessions ts JOIN demo_scenarios d ON d.id = ts.scenario_id
      WHERE ts.tracked
      GROUP BY d.id
      ORDER BY count DESC, d.name
      LIMIT ${TOP_SCENARIOS_LIMIT}
    ), weeks AS (
      SELECT generate_series(
        date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') - ${`${TREND_WEEKS - 1} weeks`}::interval,
        date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
        interval '1 week'
      ) AS week_start
    ), trend AS (
      SELECT
        to_char(w.week_start, 'YYYY-MM-DD') AS "weekStart",
        count(ts.id) FILTER (WHERE ts.tracked)::int AS sessions,
        round(avg(ts.score))::int AS "averageScore",
        w.week_start
      FROM weeks w
      LEFT JOIN team_sessions ts ON date_trunc('week', ts.created_at AT TIME ZONE 'UTC') = w.week_start
      GROUP BY w.week_start
    )
    SELECT
      (SELECT tracking FROM rules) AS tracking,
      (SELECT min_score FROM rules) AS "minimumPassingScore",
      (SELECT count(*) FROM team)::int AS "totalAgents",
      (SELECT count(*) FROM team_sessions WHERE tracked)::int AS "totalSessions",
      (SELECT coalesce(round(avg(score)), 0)::int FROM team_sessions) AS "averageScore",
      (SELECT coalesce(json_agg(scenarios ORDER BY scenarios.count DESC, scenarios.title), '[]') FROM scenarios) AS "topScenarios",
      (SELECT coalesce(json_agg(members ORDER BY members."averageScore" DESC NULLS LAST, members."totalSessions" DESC,
        members."firstName", members."lastName", members.email), '[]') FROM members) AS "members",
      (SELECT json_agg(json_build_object('weekStart', trend."weekStart", 'sessions', trend.sessions,
        'averageScore', trend."averageScore") ORDER BY trend.week_start) FROM trend) AS "trend"
  `);
  return read(statement, ({ rows }) => toBrokerAnalytics(rows[0]!));
}

export function teamAnalytics(db: Database, brokerId: string, now: Date): Promise<BrokerAnalytics> {
  return runRead(teamAnalyticsRead(db, brokerId, now));
}

function toBrokerAnalytics(row: TeamAnalyticsRow): BrokerAnalytics {
  return {
    tracking: { performanceTracking: row.tracking, minimumPassingScore: row.minimumPassingScore },
    overallStats: {
      totalAgents: row.totalAgents,
      totalSessions: row.totalSessions,
      averageScore: row.averageScore,
      topScenarios: row.topScenarios.map(({ count, ...scenario }) => ({ scenario, count })),
    },
    teamLeaderboard: row.members.map(({ totalSessions, averageScore, activeSessions, ...agent }) => ({
      agent,
      totalSessions,
      averageScore,
      activeSessions,
    })),
    performanceDistribution: performanceDistribution(
      row.members.flatMap((member) => (member.averageScore === null ? [] : [member.averageScore])),
    ),
    weeklyTrend: row.trend,
  };
}
