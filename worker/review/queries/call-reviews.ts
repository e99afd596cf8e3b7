import { sql } from "drizzle-orm";
import type { CategoryScores, CriterionResult, ScoredBy, TranscriptEntry } from "../../../domain/analysis";
import type { CallReviewAnalysis, RetryMoment } from "../../../domain/call-review";
import type { CoachingNoteInput } from "../../../domain/call-review-input";
import type { CallSource, LeadSentiment, PracticeSessionStatus, ProcessingStatus } from "../../../domain/enums";
import type { RealCallDetails } from "../../../domain/real-calls/real-call";
import type { NamedPerson } from "../../../domain/people";
import type { TrainingConfig } from "../../../domain/settings";
import type { Database } from "../../../lib/db/client";
import { practiceSessions, type PracticeSession, type User } from "../../../lib/db/schema";
import {
  recentSessionsQuery,
  sessionCreateLock,
  underSessionCreateLimit,
  type RecentSessions,
} from "../../calls/queries/practice-sessions";
import { correctionsJson, flagsJson, type CorrectionRow, type FlagRow } from "./score-reviews";

// Every query here is scoped inside its SQL: an agent reaches their own sessions, a broker their team's (made in
// their team, by agents whose broker_id is still theirs); anything else reads as not found. A broker reads only
// their own team's coaching notes; the agent reads every note on their call.

export interface NoteRow {
  id: string;
  time: number;
  body: string;
  authorId: string;
  author: NamedPerson;
  createdAt: string;
}

export type ReviewRow = {
  id: string;
  agentId: string;
  status: PracticeSessionStatus;
  transcript: TranscriptEntry[] | null;
  review: CallReviewAnalysis | null;
  criteria: CriterionResult[] | null;
  scoredBy: ScoredBy | null;
  score: number | null;
  scores: CategoryScores | null;
  leadSentiment: LeadSentiment | null;
  duration: number | null;
  createdAt: string;
  scenarioId: string | null;
  customPrompt: string | null;
  scenarioTitle: string | null;
  retryMoment: RetryMoment | null;
  source: CallSource;
  realCall: RealCallDetails | null;
  agent: NamedPerson;
  audio: { status: ProcessingStatus; key: string | null; deleted: boolean } | null;
  /** The call this one practises again (`fileName`: a real call's upload). */
  retryOf: {
    id: string;
    title: string | null;
    fileName: string | null;
    createdAt: string;
    scores: CategoryScores | null;
    score: number | null;
    source: CallSource;
  } | null;
  notes: NoteRow[];
  analysedScore: number | null;
  analysedScores: CategoryScores | null;
  corrections: CorrectionRow[];
  flags: FlagRow[];
  /** The agent's team's training rules (their broker's settings); null for an agent on no team. */
  teamConfig: Partial<TrainingConfig> | null;
};

const UUID_PATTERN = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";

/** SQL: joins session `s` to its call's audio job `j` (a conversation id that is not ours matches none). */
export const audioJobJoin = sql`LEFT JOIN audio_processing_jobs j
      ON j.conversation_id = CASE WHEN s.conversation_id ~* ${UUID_PATTERN} THEN s.conversation_id::uuid END`;

/** SQL: the audio job `j` as a review reads it. */
export const audioJobJson = sql`CASE WHEN j.id IS NULL THEN NULL ELSE json_build_object('status', j.status, 'key', j.audio_file_path, 'deleted', j.is_file_deleted) END`;

/** The viewer's reach: their own sessions, and as a broker their agents' sessions too. */
function reaches(viewer: Pick<User, "id" | "role">) {
  return viewer.role === "broker"
    ? sql`((a.broker_id = ${viewer.id} AND a.role = 'agent' AND s.team_id = ${viewer.id}) OR s.agent_id = ${viewer.id})`
    : sql`s.agent_id = ${viewer.id}`;
}

/** The notes the viewer reads on a call: a broker their own team's, the agent all of them. */
function notesFor(viewer: Pick<User, "id" | "role">) {
  return viewer.role === "broker" ? sql`AND n.team_id = ${viewer.id}` : sql``;
}

/** One practice call with all a review shows (audio job, the call it retries, notes, corrections, flags), in one statement; null when out of reach. */
export async function findReviewRow(
  db: Database,
  viewer: Pick<User, "id" | "role">,
  sessionId: string,
): Promise<ReviewRow | null> {
  const { rows } = await db.execute<ReviewRow>(sql`
    SELECT
      s.id, s.agent_id AS "agentId", s.status, s.transcript, s.review, s.criteria, s.scored_by AS "scoredBy", s.score, s.scores, s.lead_sentiment AS "leadSentiment",
      s.duration, s.created_at AS "createdAt", s.scenario_id AS "scenarioId", s.custom_prompt AS "customPrompt",
      s.retry_moment AS "retryMoment", d.name AS "scenarioTitle", s.source, s.real_call AS "realCall",
      s.analysed_score AS "analysedScore", s.analysed_scores AS "analysedScores",
      ${correctionsJson} AS corrections, ${flagsJson} AS flags,
      (SELECT us.training_config FROM user_settings us WHERE us.user_id = a.broker_id) AS "teamConfig",
      json_build_object('firstName', a.first_name, 'lastName', a.last_name, 'email', a.email) AS agent,
      ${audioJobJson} AS audio,
      CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id, 'title', od.name, 'fileName', o.real_call->>'fileName', 'createdAt', o.created_at, 'scores', o.scores, 'score', o.score, 'source', o.source) END AS "retryOf",
      (SELECT coalesce(json_agg(json_build_object(
          'id', n.id, 'time', n.time, 'body', n.body, 'authorId', n.author_id, 'createdAt', n.created_at,
          'author', json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email)
        ) ORDER BY n.time, n.created_at), '[]')
        FROM coaching_notes n JOIN users u ON u.id = n.author_id WHERE n.practice_session_id = s.id ${notesFor(viewer)}) AS notes
    FROM practice_sessions s
    JOIN users a ON a.id = s.agent_id
    LEFT JOIN demo_scenarios d ON d.id = s.scenario_id
    ${audioJobJoin}
    LEFT JOIN practice_sessions o ON o.id = s.retry_of AND o.agent_id = s.agent_id
    LEFT JOIN demo_scenarios od ON od.id = o.scenario_id
    WHERE s.id = ${sessionId} AND ${reaches(viewer)}
  `);
  const row = rows[0];
  return row ? { ...row, createdAt: new Date(row.createdAt).toISOString() } : null;
}

/** A broker's note on a moment of a team agent's reviewed call; null when the call is not the broker's team's. */
export async function insertCoachingNote(
  db: Database,
  brokerId: string,
  sessionId: string,
  note: CoachingNoteInput,
): Promise<{ id: string; createdAt: string } | null> {
  const { rows } = await db.execute<{ id: string; createdAt: string }>(sql`
    INSERT INTO coaching_notes (practice_session_id, author_id, team_id, time, body)
    SELECT s.id, ${brokerId}, ${brokerId}, ${note.time}, ${note.body}
    FROM practice_sessions s JOIN users a ON a.id = s.agent_id
    WHERE s.id = ${sessionId} AND a.broker_id = ${brokerId} AND a.role = 'agent' AND s.team_id = ${brokerId} AND s.transcript IS NOT NULL
    RETURNING id, created_at AS "createdAt"
  `);
  const row = rows[0];
  return row ? { id: row.id, createdAt: new Date(row.createdAt).toISOString() } : null;
}

/** Deletes the broker's own note (also after its agent left the team); false when there is no such note of theirs. */
export async function deleteCoachingNote(
  db: Database,
  brokerId: string,
  sessionId: string,
  noteId: string,
): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    DELETE FROM coaching_notes n
    WHERE n.id = ${noteId} AND n.practice_session_id = ${sessionId} AND n.author_id = ${brokerId}
    RETURNING n.id
  `);
  return rows.length === 1;
}

/** Just the recording of a call in the viewer's reach (a player asks once per range it seeks to). */
export async function findReviewRecording(
  db: Database,
  viewer: Pick<User, "id" | "role">,
  sessionId: string,
): Promise<{ key: string | null; deleted: boolean } | null> {
  const { rows } = await db.execute<{ key: string | null; deleted: boolean | null }>(sql`
    SELECT coalesce(j.audio_file_path, s.real_call->>'audioKey') AS key,
      coalesce(j.is_file_deleted, (s.real_call->>'audioDeletedAt') IS NOT NULL) AS deleted
    FROM practice_sessions s
    JOIN users a ON a.id = s.agent_id
    ${audioJobJoin}
    WHERE s.id = ${sessionId} AND ${reaches(viewer)}
  `);
  const row = rows[0];
  return row ? { key: row.key, deleted: row.deleted ?? false } : null;
}

/**
 * A new practice session on the same scenario, setup and line as `original`, opening with the objection of
 * `moment`: written only while the agent is under the session-creation limit (`limited`), checked in the insert's
 * own SQL after a lock on the agent's creations, in one round trip. `id` is null when the limit refused it;
 * `recent` is the agent's sessions in the limit's window before this one.
 */
export async function insertRetrySession(
  db: Database,
  original: Pick<PracticeSession, "id" | "agentId" | "vertical" | "aiAgentId" | "scenarioId" | "customPrompt">,
  teamId: string | null,
  phoneNumberId: string,
  moment: RetryMoment,
  limited: boolean,
): Promise<{ id: string | null; recent: RecentSessions }> {
  const [, [recent], inserted] = await db.batch([
    db.execute(sessionCreateLock(original.agentId, limited)),
    recentSessionsQuery(db, original.agentId),
    db.execute<{ id: string }>(sql`
      insert into ${practiceSessions} (agent_id, team_id, vertical, phone_number_id, ai_agent_id, scenario_id, custom_prompt, retry_of, retry_moment)
      select ${original.agentId}::uuid, ${teamId}::uuid, ${original.vertical}, ${phoneNumberId}::uuid, ${original.aiAgentId}::text, ${original.scenarioId}::uuid,
        ${original.customPrompt}::text, ${original.id}::uuid, ${JSON.stringify(moment)}::jsonb
      where ${underSessionCreateLimit(original.agentId, limited)}
      returning id
    `),
  ]);
  return { id: inserted.rows[0]?.id ?? null, recent: recent ?? { count: 0, oldest: null } };
}
