/**
 * @file Calibration grades: a broker's blind grades of their team's calls, beside the analyser's own scores. Each
 * statement is scoped in its SQL to the broker's grades on calls of agents still on their team, so grades never
 * reach another team. The analyser's score is the call's own (`analysed_score`), never a correction.
 */
import { sql } from "drizzle-orm";
import type { CallCriterion, CriterionVerdict, TranscriptEntry } from "../../../domain/analysis";
import { CALIBRATION_QUEUE_SIZE } from "../../../domain/coaching/calibration";
import type { LeadSentiment, ProcessingStatus, Vertical } from "../../../domain/enums";
import type { NamedPerson } from "../../../domain/people";
import type { Database } from "../../../lib/db/client";
import { read, type Read, type UserRef } from "../../../lib/db/read";
import { audioJobJoin, audioJobJson } from "../../review/queries/call-reviews";

/** A call the broker may grade: their team's, scored by the analyser, with words to judge. */
const gradable = (brokerId: UserRef) =>
  sql`a.broker_id = ${brokerId} AND a.role = 'agent' AND s.team_id = ${brokerId} AND s.transcript IS NOT NULL AND s.lead_sentiment IS NOT NULL
    AND coalesce(s.analysed_score, s.score) IS NOT NULL`;

export interface GradedRow {
  id: string;
  title: string | null;
  agent: NamedPerson;
  gradedAt: string;
  grade: number;
  expectedSentiment: LeadSentiment;
  reason: string;
  analyserScore: number;
  analyserSentiment: LeadSentiment;
}

export type QueueRow = {
  id: string;
  title: string | null;
  agent: NamedPerson;
  createdAt: string;
  durationSeconds: number | null;
};

const agentJson = sql`json_build_object('firstName', a.first_name, 'lastName', a.last_name, 'email', a.email)`;

/** Everything the calibration view shows, in one statement: the broker's grades beside the analyser's, and calls still to grade. */
export function calibrationRead(db: Database, brokerId: UserRef): Read<{ graded: GradedRow[]; queue: QueueRow[] }> {
  const statement = db.execute<{ graded: GradedRow[]; queue: QueueRow[] }>(sql`
    SELECT
      (SELECT coalesce(json_agg(json_build_object(
          'id', s.id, 'title', d.name, 'agent', ${agentJson}, 'gradedAt', g.created_at, 'grade', g.grade,
          'expectedSentiment', g.expected_sentiment, 'reason', g.reason,
          'analyserScore', coalesce(s.analysed_score, s.score), 'analyserSentiment', s.lead_sentiment
        ) ORDER BY g.created_at DESC, g.id), '[]')
        FROM calibration_grades g
        JOIN practice_sessions s ON s.id = g.practice_session_id
        JOIN users a ON a.id = s.agent_id
        LEFT JOIN demo_scenarios d ON d.id = s.scenario_id
        WHERE g.broker_id = ${brokerId} AND ${gradable(brokerId)}) AS graded,
      (SELECT coalesce(json_agg(q ORDER BY q."createdAt" DESC, q.id), '[]') FROM (
        SELECT s.id, d.name AS title, ${agentJson} AS agent, s.created_at AS "createdAt", s.duration AS "durationSeconds"
        FROM practice_sessions s
        JOIN users a ON a.id = s.agent_id
        LEFT JOIN demo_scenarios d ON d.id = s.scenario_id
        WHERE ${gradable(brokerId)}
          AND NOT EXISTS (SELECT 1 FROM calibration_grades g WHERE g.broker_id = ${brokerId} AND g.practice_session_id = s.id)
        ORDER BY s.created_at DESC, s.id
        LIMIT ${CALIBRATION_QUEUE_SIZE}
      ) q) AS queue
  `);
  return read(statement, ({ rows }) => rows[0] ?? { graded: [], queue: [] });
}

export type BlindCallRow = QueueRow & {
  vertical: Vertical;
  transcript: TranscriptEntry[];
  audio: { status: ProcessingStatus; key: string | null; deleted: boolean } | null;
  graded: boolean;
};

/** One call of the team to grade, without anything the analyser made of it; null when it is not the broker's to grade. */
export function blindCallRead(db: Database, brokerId: UserRef, sessionId: string | null): Read<BlindCallRow | null> {
  const statement = db.execute<BlindCallRow>(sql`
    SELECT s.id, d.name AS title, ${agentJson} AS agent, s.created_at AS "createdAt", s.duration AS "durationSeconds",
      s.vertical, s.transcript,
      ${audioJobJson} AS audio,
      EXISTS (SELECT 1 FROM calibration_grades g WHERE g.broker_id = ${brokerId} AND g.practice_session_id = s.id) AS graded
    FROM practice_sessions s
    JOIN users a ON a.id = s.agent_id
    LEFT JOIN demo_scenarios d ON d.id = s.scenario_id
    ${audioJobJoin}
    WHERE s.id = ${sessionId} AND ${gradable(brokerId)}
  `);
  return read(statement, ({ rows }) => rows[0] ?? null);
}

export interface NewGrade {
  sessionId: string;
  grade: number;
  expectedSentiment: LeadSentiment;
  criteria: Record<CallCriterion, CriterionVerdict>;
  classes: string[];
  reason: string;
}

export type GradeOutcome = { kind: "not_found" } | { kind: "already_graded" } | { kind: "graded"; row: GradedRow };

/**
 * Stores the broker's grade of a call of their team, once (a second grade would no longer be blind: the analyser's
 * score is shown after the first), and answers it beside the analyser's. One statement.
 */
export async function insertCalibrationGrade(db: Database, brokerId: string, grade: NewGrade): Promise<GradeOutcome> {
  const { rows } = await db.execute<{ found: boolean; row: GradedRow | null }>(sql`
    WITH target AS (
      SELECT s.id, d.name AS title, ${agentJson} AS agent, coalesce(s.analysed_score, s.score) AS "analyserScore", s.lead_sentiment AS "analyserSentiment"
      FROM practice_sessions s
      JOIN users a ON a.id = s.agent_id
      LEFT JOIN demo_scenarios d ON d.id = s.scenario_id
      WHERE s.id = ${grade.sessionId} AND ${gradable(brokerId)}
    ), stored AS (
      INSERT INTO calibration_grades (broker_id, practice_session_id, grade, expected_sentiment, criteria, classes, reason)
      SELECT ${brokerId}, target.id, ${grade.grade}, ${grade.expectedSentiment}, ${JSON.stringify(grade.criteria)}::jsonb,
        ${sql`ARRAY[${sql.join(
          grade.classes.map((tag) => sql`${tag}`),
          sql`, `,
        )}]::text[]`}, ${grade.reason}
      FROM target
      ON CONFLICT (broker_id, practice_session_id) DO NOTHING
      RETURNING practice_session_id, grade, expected_sentiment, reason, created_at
    )
    SELECT EXISTS (SELECT 1 FROM target) AS found,
      (SELECT json_build_object(
          'id', t.id, 'title', t.title, 'agent', t.agent, 'gradedAt', st.created_at, 'grade', st.grade,
          'expectedSentiment', st.expected_sentiment, 'reason', st.reason,
          'analyserScore', t."analyserScore", 'analyserSentiment', t."analyserSentiment")
        FROM stored st JOIN target t ON t.id = st.practice_session_id) AS row
  `);
  const answer = rows[0]!;
  if (!answer.found) return { kind: "not_found" };
  return answer.row ? { kind: "graded", row: answer.row } : { kind: "already_graded" };
}

export type ExportRow = {
  id: string;
  vertical: Vertical;
  grade: number;
  expectedSentiment: LeadSentiment;
  reason: string;
  criteria: Record<CallCriterion, CriterionVerdict>;
  classes: string[];
  transcript: TranscriptEntry[];
};

/** The broker's graded calls with their transcripts, oldest first, for the graded-call export. */
export function calibrationExportRead(db: Database, brokerId: UserRef): Read<ExportRow[]> {
  const statement = db.execute<ExportRow>(sql`
    SELECT s.id, s.vertical, g.grade, g.expected_sentiment AS "expectedSentiment", g.reason, g.criteria, g.classes, s.transcript
    FROM calibration_grades g
    JOIN practice_sessions s ON s.id = g.practice_session_id
    JOIN users a ON a.id = s.agent_id
    WHERE g.broker_id = ${brokerId} AND ${gradable(brokerId)}
    ORDER BY g.created_at, g.id
  `);
  return read(statement, ({ rows }) => rows);
}
