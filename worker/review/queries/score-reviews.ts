/**
 * @file Contested scores: a broker's corrections of their agents' calls, and the moments agents flag as misjudged.
 * Every statement is scoped in its SQL: a broker reaches the calls of agents whose broker_id is theirs, an agent
 * their own calls; anything else reads (and writes) as not found.
 */
import { sql } from "drizzle-orm";
import type { CategoryScores } from "../../../domain/analysis";
import {
  SCORE_FIELDS,
  scoreChanges,
  type ScoreChange,
  type ScoreField,
} from "../../../domain/coaching/score-corrections";
import type { NamedPerson } from "../../../domain/people";
import type { Database } from "../../../lib/db/client";
import { correctedScoreSet } from "../../../lib/db/effective-score";
import { practiceSessions, scoreCorrections } from "../../../lib/db/schema";
import { read, type Read, type UserRef } from "../../../lib/db/read";

export interface CorrectionRow {
  id: string;
  field: ScoreField;
  fromScore: number;
  toScore: number;
  reason: string;
  momentTime: number | null;
  author: NamedPerson;
  createdAt: string;
}

export interface FlagRow {
  id: string;
  sessionId: string;
  time: number;
  comment: string;
  agent: NamedPerson;
  createdAt: string;
  resolvedAt: string | null;
  response: string | null;
  resolver: NamedPerson | null;
}

/** One correction's changes share its moment: they read in the order of the fields (overall first). */
const fieldOrder = sql`array_position(ARRAY[${sql.join(
  SCORE_FIELDS.map((field) => sql`${field}`),
  sql`, `,
)}]::text[], c.field)`;

/** SQL: the corrections of session `s`, oldest first, with their authors' names (for a review's one statement). */
export const correctionsJson = sql`(SELECT coalesce(json_agg(json_build_object(
    'id', c.id, 'field', c.field, 'fromScore', c.from_score, 'toScore', c.to_score, 'reason', c.reason,
    'momentTime', c.moment_time, 'createdAt', c.created_at,
    'author', json_build_object('firstName', cu.first_name, 'lastName', cu.last_name, 'email', cu.email)
  ) ORDER BY c.created_at, ${fieldOrder}, c.id), '[]')
  FROM score_corrections c JOIN users cu ON cu.id = c.author_id WHERE c.practice_session_id = s.id)`;

const flagJson = sql`json_build_object(
    'id', f.id, 'sessionId', f.practice_session_id, 'time', f.time, 'comment', f.comment, 'createdAt', f.created_at,
    'resolvedAt', f.resolved_at, 'response', f.response,
    'agent', json_build_object('firstName', fa.first_name, 'lastName', fa.last_name, 'email', fa.email),
    'resolver', CASE WHEN fr.id IS NULL THEN NULL ELSE json_build_object('firstName', fr.first_name, 'lastName', fr.last_name, 'email', fr.email) END
  )`;

/** SQL: the flags on session `s`, in call order (for a review's one statement). */
export const flagsJson = sql`(SELECT coalesce(json_agg(${flagJson} ORDER BY f.time, f.created_at), '[]')
  FROM score_flags f JOIN users fa ON fa.id = f.agent_id LEFT JOIN users fr ON fr.id = f.resolved_by
  WHERE f.practice_session_id = s.id)`;

export type CorrectionOutcome =
  | { kind: "not_found" }
  | { kind: "not_scored" }
  | { kind: "unchanged" }
  | { kind: "corrected"; score: number; scores: CategoryScores | null; corrections: CorrectionRow[] };

interface Correction {
  overall?: number;
  scores?: Partial<CategoryScores>;
  reason: string;
  momentTime: number | null;
}

/**
 * A broker's correction of a call of their team, in one transaction with the session locked: the changed scores
 * are written through the one effective-score rule, and each change is recorded (who, when, from, to, why).
 * Nothing is written unless something changes.
 */
export async function correctScore(
  db: Database,
  broker: { id: string } & NamedPerson,
  sessionId: string,
  correction: Correction,
): Promise<CorrectionOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ score: number | null; scores: CategoryScores | null }>(sql`
      SELECT s.score, s.scores
      FROM practice_sessions s JOIN users a ON a.id = s.agent_id
      WHERE s.id = ${sessionId} AND a.broker_id = ${broker.id} AND a.role = 'agent' AND s.team_id = ${broker.id}
      FOR UPDATE OF s
    `);
    const current = rows[0];
    if (!current) return { kind: "not_found" };
    if (current.score === null) return { kind: "not_scored" };
    const changes = scoreChanges({ score: current.score, scores: current.scores }, correction);
    if (changes === null) return { kind: "not_scored" };
    if (changes.length === 0) return { kind: "unchanged" };
    const overall = changes.find((change) => change.field === "overall")?.to ?? null;
    const categories = Object.fromEntries(
      changes.filter((change) => change.field !== "overall").map((change) => [change.field, change.to]),
    ) as Partial<CategoryScores>;
    const [updated] = await tx
      .update(practiceSessions)
      .set({ ...correctedScoreSet({ overall, scores: categories }), updatedAt: sql`now()` })
      .where(sql`${practiceSessions.id} = ${sessionId}`)
      .returning({ score: practiceSessions.score, scores: practiceSessions.scores });
    const inserted = await tx
      .insert(scoreCorrections)
      .values(
        changes.map((change: ScoreChange) => ({
          practiceSessionId: sessionId,
          authorId: broker.id,
          field: change.field,
          fromScore: change.from,
          toScore: change.to,
          reason: correction.reason,
          momentTime: correction.momentTime,
        })),
      )
      .returning();
    const author = { firstName: broker.firstName, lastName: broker.lastName, email: broker.email };
    return {
      kind: "corrected",
      score: updated!.score!,
      scores: updated!.scores,
      corrections: inserted
        .sort((a, b) => SCORE_FIELDS.indexOf(a.field) - SCORE_FIELDS.indexOf(b.field))
        .map((row) => ({ ...row, author, createdAt: row.createdAt.toISOString() })),
    };
  });
}

/** An agent flags a moment of their own scored call; null when the call is not theirs or has no transcript. */
export async function insertScoreFlag(
  db: Database,
  agentId: string,
  sessionId: string,
  flag: { time: number; comment: string },
): Promise<FlagRow | null> {
  const { rows } = await db.execute<{ flag: FlagRow }>(sql`
    WITH f AS (
      INSERT INTO score_flags (practice_session_id, agent_id, time, comment)
      SELECT s.id, ${agentId}, ${flag.time}, ${flag.comment}
      FROM practice_sessions s
      WHERE s.id = ${sessionId} AND s.agent_id = ${agentId} AND s.transcript IS NOT NULL AND s.score IS NOT NULL
      RETURNING *
    )
    SELECT ${flagJson} AS flag
    FROM f JOIN users fa ON fa.id = f.agent_id LEFT JOIN users fr ON fr.id = f.resolved_by
  `);
  return rows[0]?.flag ?? null;
}

/** The broker resolves an open flag on a call of their team; null when there is no such open flag. */
export async function resolveScoreFlag(
  db: Database,
  brokerId: string,
  sessionId: string,
  flagId: string,
  response: string | null,
): Promise<FlagRow | null> {
  const { rows } = await db.execute<{ flag: FlagRow }>(sql`
    WITH f AS (
      UPDATE score_flags f SET resolved_at = now(), resolved_by = ${brokerId}, response = ${response}
      FROM practice_sessions s, users a
      WHERE f.id = ${flagId} AND f.practice_session_id = ${sessionId} AND f.resolved_at IS NULL
        AND s.id = f.practice_session_id AND a.id = s.agent_id AND a.broker_id = ${brokerId} AND a.role = 'agent' AND s.team_id = ${brokerId}
      RETURNING f.*
    )
    SELECT ${flagJson} AS flag
    FROM f JOIN users fa ON fa.id = f.agent_id LEFT JOIN users fr ON fr.id = f.resolved_by
  `);
  return rows[0]?.flag ?? null;
}

export type OpenFlagRow = FlagRow & { callTitle: string | null; callScore: number | null };

/** The open flags on the broker's team's calls, oldest first (the dashboard's list), in one statement. */
export function openScoreFlagsRead(db: Database, brokerId: UserRef): Read<OpenFlagRow[]> {
  const statement = db.execute<{ flag: FlagRow; callTitle: string | null; callScore: number | null }>(sql`
    SELECT ${flagJson} AS flag, d.name AS "callTitle", s.score AS "callScore"
    FROM score_flags f
    JOIN practice_sessions s ON s.id = f.practice_session_id
    JOIN users fa ON fa.id = f.agent_id
    LEFT JOIN users fr ON fr.id = f.resolved_by
    LEFT JOIN demo_scenarios d ON d.id = s.scenario_id
    WHERE f.resolved_at IS NULL AND fa.id = s.agent_id AND fa.broker_id = ${brokerId} AND fa.role = 'agent' AND s.team_id = ${brokerId}
    ORDER BY f.created_at, f.id
  `);
  return read(statement, ({ rows }) =>
    rows.map((row) => ({ ...row.flag, callTitle: row.callTitle, callScore: row.callScore })),
  );
}
