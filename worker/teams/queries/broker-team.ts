import { sql } from "drizzle-orm";
import { improvement } from "../../../domain/analytics";
import {
  AGENT_RECENT_SESSIONS_LIMIT,
  TEAM_ACTIVITY_LIMIT,
  type BrokerStats,
  type RecentSession,
  type SkillAverages,
  type TeamActivityItem,
  type TeamAgent,
  type TeamAgentDetail,
} from "../../../domain/broker";
import type { PracticeSessionStatus, Role, YesNo } from "../../../domain/enums";
import type { Database } from "../../../lib/db/client";
import { read, type Read, type UserRef } from "../../../lib/db/read";
import { countedInFiguresSql } from "./team-rules";

// Every query here is scoped to the broker's team inside the SQL: agents are users with role 'agent' whose
// broker_id is the broker's id, and sessions are reached only through those agents and only when they were made
// in this team (team_id): an agent's calls from another team stay with it. The broker is an id or the signed-in
// broker read from their session in the same statement (UserRef).

/** The four dashboard figures, in one statement. */
export function teamStatsRead(db: Database, brokerId: UserRef): Read<BrokerStats> {
  const statement = db.execute<{ [K in keyof BrokerStats]: BrokerStats[K] }>(sql`
    SELECT
      (SELECT count(*) FROM users WHERE broker_id = ${brokerId} AND role = 'agent')::int AS "totalAgents",
      count(s.id) FILTER (WHERE s.status = 'active')::int AS "activeSessions",
      coalesce(round(avg(s.score)), 0)::int AS "avgScore",
      count(s.id) FILTER (WHERE s.status = 'completed')::int AS "completed"
    FROM practice_sessions s
    JOIN users a ON a.id = s.agent_id
    WHERE a.broker_id = ${brokerId} AND a.role = 'agent' AND s.team_id = ${brokerId} AND ${countedInFiguresSql("s")}
  `);
  return read(statement, ({ rows }) => rows[0]!);
}

type TeamAgentRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Role;
  isTrainer: YesNo;
  totalSessions: number;
  averageScore: number | null;
  scores: number[];
};

/** Every agent of the team with their session count, average and improvement, by name. */
export function teamAgentsRead(db: Database, brokerId: UserRef): Read<TeamAgent[]> {
  const statement = db.execute<TeamAgentRow>(sql`
    SELECT
      a.id, a.first_name AS "firstName", a.last_name AS "lastName", a.email, a.role, a.is_trainer AS "isTrainer",
      count(s.id)::int AS "totalSessions",
      round(avg(s.score))::int AS "averageScore",
      coalesce(array_agg(s.score ORDER BY s.created_at, s.id) FILTER (WHERE s.score IS NOT NULL), '{}') AS "scores"
    FROM users a
    LEFT JOIN practice_sessions s ON s.agent_id = a.id AND s.team_id = ${brokerId} AND ${countedInFiguresSql("s")}
    WHERE a.broker_id = ${brokerId} AND a.role = 'agent'
    GROUP BY a.id
    ORDER BY a.first_name, a.last_name, a.email
  `);
  return read(statement, ({ rows }) =>
    rows.map(({ scores, totalSessions, averageScore, ...agent }) => ({
      agent,
      totalSessions,
      averageScore,
      improvement: improvement(scores),
    })),
  );
}

type TeamAgentDetailRow = Omit<TeamAgentRow, "averageScore"> & {
  profileImageUrl: string | null;
  createdAt: string;
  completedSessions: number;
  averageScore: number | null;
  recentSessions: (Omit<RecentSession, "scenario"> & { scenarioTitle: string | null })[];
  skillProgress: SkillAverages | null;
};

/** One agent of the team with stats, latest sessions and skill averages; null when not on this team. */
export function teamAgentDetailRead(db: Database, brokerId: UserRef, agentId: string): Read<TeamAgentDetail | null> {
  const statement = db.execute<TeamAgentDetailRow>(sql`
    WITH agent AS (
      SELECT * FROM users WHERE id = ${agentId} AND broker_id = ${brokerId} AND role = 'agent'
    ), sessions AS (
      SELECT s.* FROM practice_sessions s JOIN agent ON agent.id = s.agent_id WHERE s.team_id = ${brokerId}
    ), practice AS (
      -- The figures count what the team counts (real calls only by its setting); every call is listed among the recent sessions.
      SELECT * FROM sessions s WHERE ${countedInFiguresSql("s")}
    )
    SELECT
      agent.id, agent.first_name AS "firstName", agent.last_name AS "lastName", agent.email, agent.role,
      agent.profile_image_url AS "profileImageUrl", agent.is_trainer AS "isTrainer", agent.created_at AS "createdAt",
      (SELECT count(*) FROM practice)::int AS "totalSessions",
      (SELECT count(*) FROM practice WHERE status = 'completed')::int AS "completedSessions",
      (SELECT round(avg(score))::int FROM practice) AS "averageScore",
      (SELECT coalesce(array_agg(score ORDER BY created_at, id), '{}') FROM practice WHERE score IS NOT NULL) AS "scores",
      (SELECT coalesce(json_agg(recent ORDER BY recent."createdAt" DESC, recent.id DESC), '[]')
        FROM (
          SELECT s.id, s.status, s.score, s.duration, s.created_at AS "createdAt", s.source, d.name AS "scenarioTitle"
          FROM sessions s LEFT JOIN demo_scenarios d ON d.id = s.scenario_id
          ORDER BY s.created_at DESC, s.id DESC
          LIMIT ${AGENT_RECENT_SESSIONS_LIMIT}
        ) recent
      ) AS "recentSessions",
      (SELECT json_build_object(
          'tone', round(avg((scores->>'tone')::numeric))::int,
          'pacing', round(avg((scores->>'pacing')::numeric))::int,
          'objectionHandling', round(avg((scores->>'objectionHandling')::numeric))::int,
          'scriptAdherence', round(avg((scores->>'scriptAdherence')::numeric))::int,
          'conversionLikelihood', round(avg((scores->>'conversionLikelihood')::numeric))::int
        ) FROM practice WHERE scores IS NOT NULL
      ) AS "skillProgress"
    FROM agent
  `);
  return read(statement, ({ rows }) => (rows[0] ? toTeamAgentDetail(rows[0]) : null));
}

function toTeamAgentDetail(row: TeamAgentDetailRow): TeamAgentDetail {
  const { scores, totalSessions, completedSessions, averageScore, recentSessions, skillProgress, ...agent } = row;
  return {
    agent: { ...agent, createdAt: new Date(agent.createdAt).toISOString() },
    stats: { totalSessions, completedSessions, averageScore, improvement: improvement(scores) },
    recentSessions: recentSessions.map(({ scenarioTitle, ...session }) => ({
      ...session,
      createdAt: new Date(session.createdAt).toISOString(),
      scenario: scenarioTitle === null ? null : { title: scenarioTitle },
    })),
    skillProgress: skillProgress ?? {
      tone: null,
      pacing: null,
      objectionHandling: null,
      scriptAdherence: null,
      conversionLikelihood: null,
    },
  };
}

type TeamActivityRow = {
  id: string;
  status: PracticeSessionStatus;
  score: number | null;
  createdAt: string | Date;
  agentId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  scenarioTitle: string | null;
};

/** The team's latest practice sessions, newest first. */
export function teamActivityRead(db: Database, brokerId: UserRef): Read<TeamActivityItem[]> {
  const statement = db.execute<TeamActivityRow>(sql`
    SELECT
      s.id, s.status, s.score, s.created_at AS "createdAt",
      a.id AS "agentId", a.first_name AS "firstName", a.last_name AS "lastName", a.email,
      d.name AS "scenarioTitle"
    FROM practice_sessions s
    JOIN users a ON a.id = s.agent_id
    LEFT JOIN demo_scenarios d ON d.id = s.scenario_id
    WHERE a.broker_id = ${brokerId} AND a.role = 'agent' AND s.team_id = ${brokerId} AND s.source = 'practice'
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT ${TEAM_ACTIVITY_LIMIT}
  `);
  return read(statement, ({ rows }) =>
    rows.map((row) => ({
      id: row.id,
      status: row.status,
      score: row.score,
      createdAt: new Date(row.createdAt).toISOString(),
      agent: { id: row.agentId, firstName: row.firstName, lastName: row.lastName, email: row.email },
      scenario: row.scenarioTitle === null ? null : { title: row.scenarioTitle },
    })),
  );
}

/** Marks an agent of the broker's team as a trainer (or not); false when the team has no such agent. */
export async function setTrainer(
  db: Database,
  brokerId: string,
  agentId: string,
  isTrainer: boolean,
): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE users SET is_trainer = ${isTrainer ? "yes" : "no"}, updated_at = now()
    WHERE id = ${agentId} AND broker_id = ${brokerId} AND role = 'agent'
    RETURNING id
  `);
  return rows.length === 1;
}
