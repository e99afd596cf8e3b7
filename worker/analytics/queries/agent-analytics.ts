import { sql } from "drizzle-orm";
import type { TranscriptEntry } from "../../../domain/analysis";
import { improvement } from "../../../domain/analytics";
import type { AnalyticsPeriod } from "../../../domain/enums";
import { periodWindow, type AgentAnalytics } from "../../../domain/practice-sessions";
import type { Database } from "../../../lib/db/client";
import { analytics } from "../../../lib/db/schema";
import { read, type Read, type UserRef } from "../../../lib/db/read";
import { countedInFiguresSql, detailedFeedbackSql } from "../../teams/queries/team-rules";
import type { FocusSource } from "../../../domain/coaching/next-focus";

/** How many of the period's latest scored calls the suggestions come from. */
export const SUGGESTION_SESSIONS = 3;

type PeriodRow = {
  totalSessions: number;
  completedSessions: number;
  averageScore: number | null;
  averageDuration: number | null;
  tone: number | null;
  pacing: number | null;
  objectionHandling: number | null;
  scriptAdherence: number | null;
  conversionLikelihood: number | null;
  positive: number;
  neutral: number;
  negative: number;
  hostile: number;
  interested: number;
  scoresOldestFirst: number[];
  sessions: AgentAnalytics["sessions"];
  latestTranscripts: TranscriptEntry[][];
  latestAnalyses: FocusSource[];
  detailedFeedback: boolean;
};

export type AnalyticsSnapshot = Omit<
  typeof analytics.$inferInsert,
  "id" | "agentId" | "brokerId" | "lastCalculatedAt" | "createdAt" | "updatedAt"
>;

export interface AgentPeriodFigures {
  response: Omit<AgentAnalytics, "recentSuggestions">;
  /** Transcripts of the period's latest scored calls, newest first: the suggestions are derived from them. */
  latestTranscripts: TranscriptEntry[][];
  /** The same calls' stored analysis, for the one thing to work on of each (Detailed Feedback off). */
  latestAnalyses: FocusSource[];
  /** The agent's team gives its agents the full analysis (their broker's Detailed Feedback). */
  detailedFeedback: boolean;
  snapshot: AnalyticsSnapshot;
}

const skill = (name: string) => sql.raw(`avg((scores->>'${name}')::float8) FILTER (WHERE scores IS NOT NULL)`);

/** The agent's figures over the period window (see periodWindow), in one statement. */
export function agentPeriodFiguresRead(
  db: Database,
  agentId: UserRef,
  period: AnalyticsPeriod,
  now: Date,
): Read<AgentPeriodFigures> {
  const { start, end } = periodWindow(period, now);
  const statement = db.execute<PeriodRow>(sql`
    WITH s AS (
      SELECT ps.id, ps.status, ps.score, ps.duration, ps.created_at, ps.scores, ps.lead_sentiment, ps.transcript, ps.criteria, ps.review, d.name AS title
      FROM practice_sessions ps LEFT JOIN demo_scenarios d ON d.id = ps.scenario_id
      WHERE ps.agent_id = ${agentId} AND ${countedInFiguresSql("ps")} AND ps.created_at >= ${start.toISOString()}::timestamptz AND ps.created_at < ${end.toISOString()}::timestamptz
    )
    SELECT
      count(*)::int AS "totalSessions",
      (count(*) FILTER (WHERE status = 'completed'))::int AS "completedSessions",
      avg(score)::float8 AS "averageScore",
      avg(duration)::float8 AS "averageDuration",
      ${skill("tone")} AS "tone",
      ${skill("pacing")} AS "pacing",
      ${skill("objectionHandling")} AS "objectionHandling",
      ${skill("scriptAdherence")} AS "scriptAdherence",
      ${skill("conversionLikelihood")} AS "conversionLikelihood",
      (count(*) FILTER (WHERE lead_sentiment = 'positive'))::int AS "positive",
      (count(*) FILTER (WHERE lead_sentiment = 'neutral'))::int AS "neutral",
      (count(*) FILTER (WHERE lead_sentiment = 'negative'))::int AS "negative",
      (count(*) FILTER (WHERE lead_sentiment = 'hostile'))::int AS "hostile",
      (count(*) FILTER (WHERE lead_sentiment = 'interested'))::int AS "interested",
      coalesce(json_agg(score ORDER BY created_at, id) FILTER (WHERE score IS NOT NULL), '[]') AS "scoresOldestFirst",
      coalesce(json_agg(json_build_object(
        'id', id, 'status', status, 'score', score, 'duration', duration,
        'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'scenario', CASE WHEN title IS NULL THEN NULL ELSE json_build_object('title', title) END
      ) ORDER BY created_at DESC, id DESC), '[]') AS "sessions",
      (SELECT coalesce(json_agg(latest.transcript ORDER BY latest.created_at DESC), '[]') FROM (
        SELECT transcript, created_at FROM s WHERE score IS NOT NULL AND transcript IS NOT NULL
        ORDER BY created_at DESC, id DESC LIMIT ${SUGGESTION_SESSIONS}
      ) latest) AS "latestTranscripts",
      (SELECT coalesce(json_agg(json_build_object(
        'criteria', latest.criteria, 'explanations', latest.review->'explanations', 'scores', latest.scores
      ) ORDER BY latest.created_at DESC), '[]') FROM (
        SELECT criteria, review, scores, created_at FROM s WHERE score IS NOT NULL
        ORDER BY created_at DESC, id DESC LIMIT ${SUGGESTION_SESSIONS}
      ) latest) AS "latestAnalyses",
      ${detailedFeedbackSql(agentId)} AS "detailedFeedback"
    FROM s
  `);
  return read(statement, ({ rows }) => toFigures(rows[0]!, period, start, end));
}

function toFigures(row: PeriodRow, period: AnalyticsPeriod, start: Date, end: Date): AgentPeriodFigures {
  const round = (value: number | null) => (value === null ? 0 : Math.round(value));
  const trend = improvement(row.scoresOldestFirst);
  return {
    latestTranscripts: row.latestTranscripts,
    latestAnalyses: row.latestAnalyses,
    detailedFeedback: row.detailedFeedback,
    response: {
      period,
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      averageScore: round(row.averageScore),
      averageDuration: round(row.averageDuration),
      averageScores: {
        tone: round(row.tone),
        pacing: round(row.pacing),
        objectionHandling: round(row.objectionHandling),
        scriptAdherence: round(row.scriptAdherence),
        conversionLikelihood: round(row.conversionLikelihood),
      },
      improvement: trend ?? 0,
      completedSessions: row.completedSessions,
      totalSessions: row.totalSessions,
      sessions: row.sessions,
    },
    snapshot: {
      period,
      periodStart: start,
      periodEnd: end,
      totalSessions: row.totalSessions,
      completedSessions: row.completedSessions,
      averageScore: row.averageScore,
      averageDuration: row.averageDuration,
      averageToneScore: row.tone,
      averagePacingScore: row.pacing,
      averageObjectionHandlingScore: row.objectionHandling,
      averageScriptAdherenceScore: row.scriptAdherence,
      averageConversionLikelihoodScore: row.conversionLikelihood,
      positiveSentimentCount: row.positive,
      neutralSentimentCount: row.neutral,
      negativeSentimentCount: row.negative,
      hostileSentimentCount: row.hostile,
      interestedSentimentCount: row.interested,
      improvementTrend: trend,
    },
  };
}

/** Keeps the period's figures in the analytics table: one row per agent, period and period start. */
export async function saveAnalyticsSnapshot(
  db: Database,
  agentId: string,
  brokerId: string | null,
  snapshot: AnalyticsSnapshot,
) {
  const values = { ...snapshot, agentId, brokerId, lastCalculatedAt: new Date() };
  const { period: _period, periodStart: _start, ...changes } = values;
  await db
    .insert(analytics)
    .values(values)
    .onConflictDoUpdate({
      target: [analytics.agentId, analytics.period, analytics.periodStart],
      set: { ...changes, updatedAt: new Date() },
    });
}
