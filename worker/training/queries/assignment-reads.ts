/**
 * @file Reads of team training, each one statement: the agent's assignments (with attempts and certificates) and the
 * broker's completion matrix. Scoping is in the SQL: a broker reaches only assignments they made and agents whose
 * broker_id is theirs; an agent only assignments of their own broker that are for them.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PracticeSessionStatus, TrainingVertical } from "../../../domain/enums";
import type { AssignmentSummary } from "../../../domain/training/views";
import type { Database } from "../../../lib/db/client";

export type AttemptRow = {
  status: PracticeSessionStatus;
  score: number | null;
  createdAt: string;
  connected: boolean;
};

/** An assignment as stored: the answer's summary, with the scenario as two columns. */
export type AssignmentRow = Omit<AssignmentSummary, "scenario"> & {
  scenarioId: string | null;
  scenarioTitle: string | null;
};

export type CertificateRow = {
  vertical: TrainingVertical;
  period: string;
  earnedAt: string;
};

const assignmentJson = sql`json_build_object(
  'id', a.id, 'title', a.title, 'scenarioId', a.scenario_id, 'scenarioTitle', ds.name, 'customPrompt', a.custom_prompt,
  'vertical', a.vertical, 'wholeTeam', a.whole_team, 'dueAt', a.due_at, 'minScore', a.min_score,
  'attemptLimit', a.attempt_limit, 'cancelledAt', a.cancelled_at)`;

/** The attempts of agent `agent` at assignment `a`, oldest first, as JSON. */
const attemptsJson = (agent: SQL) => sql`coalesce((
  SELECT json_agg(json_build_object('status', s.status, 'score', s.score, 'createdAt', s.created_at, 'connected', s.connected_at IS NOT NULL) ORDER BY s.created_at)
  FROM assignment_attempts x JOIN practice_sessions s ON s.id = x.practice_session_id
  WHERE x.assignment_id = a.id AND x.agent_id = ${agent}), '[]'::json)`;

const certificatesJson = (agent: SQL) => sql`coalesce((
  SELECT json_agg(json_build_object('vertical', c.vertical, 'period', c.period, 'earnedAt', c.earned_at) ORDER BY c.period)
  FROM certificates c WHERE c.agent_id = ${agent}), '[]'::json)`;

/** Whether assignment `a` is for agent `agent` (the whole team, or chosen). */
const isFor = (agent: SQL) => sql`(a.whole_team OR EXISTS (
  SELECT 1 FROM assignment_agents g WHERE g.assignment_id = a.id AND g.agent_id = ${agent}))`;

export type AgentAssignmentRows = {
  assignments: (AssignmentRow & { attempts: AttemptRow[] })[];
  certificates: CertificateRow[];
};

/** The agent's open (not cancelled) assignments by due date, with their attempts, and the agent's certificates. */
export async function readAgentAssignments(db: Database, agentId: string): Promise<AgentAssignmentRows> {
  const agent = sql`${agentId}::uuid`;
  const { rows } = await db.execute<{
    assignments: AgentAssignmentRows["assignments"];
    certificates: CertificateRow[];
  }>(sql`
    SELECT
      coalesce((
        SELECT json_agg((${assignmentJson}::jsonb || jsonb_build_object('attempts', ${attemptsJson(agent)}))::json ORDER BY a.due_at, a.created_at)
        FROM assignments a
        JOIN users me ON me.id = ${agent} AND me.role = 'agent' AND a.broker_id = me.broker_id
        LEFT JOIN demo_scenarios ds ON ds.id = a.scenario_id
        WHERE a.cancelled_at IS NULL AND ${isFor(agent)}
      ), '[]'::json) AS assignments,
      ${certificatesJson(agent)} AS certificates
  `);
  return rows[0]!;
}

export type MatrixRows = {
  assignments: AssignmentRow[];
  agents: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    certificates: CertificateRow[];
  }[];
  cells: { assignmentId: string; agentId: string; attempts: AttemptRow[] }[];
};

/** Every assignment the broker made (cancelled ones too: their history stays), the team, and a cell per agent each is for. */
export async function readCompletionMatrix(db: Database, brokerId: string): Promise<MatrixRows> {
  const { rows } = await db.execute<MatrixRows>(sql`
    WITH team AS (SELECT id, first_name, last_name, email FROM users WHERE broker_id = ${brokerId} AND role = 'agent')
    SELECT
      coalesce((
        SELECT json_agg(${assignmentJson} ORDER BY a.due_at, a.created_at)
        FROM assignments a LEFT JOIN demo_scenarios ds ON ds.id = a.scenario_id
        WHERE a.broker_id = ${brokerId}
      ), '[]'::json) AS assignments,
      coalesce((
        SELECT json_agg(json_build_object('id', t.id, 'firstName', t.first_name, 'lastName', t.last_name, 'email', t.email,
          'certificates', ${certificatesJson(sql`t.id`)}) ORDER BY t.first_name, t.last_name, t.email)
        FROM team t
      ), '[]'::json) AS agents,
      coalesce((
        SELECT json_agg(json_build_object('assignmentId', a.id, 'agentId', t.id, 'attempts', ${attemptsJson(sql`t.id`)})
          ORDER BY a.due_at, a.created_at, t.first_name, t.last_name, t.email)
        FROM assignments a JOIN team t ON ${isFor(sql`t.id`)}
        WHERE a.broker_id = ${brokerId}
      ), '[]'::json) AS cells
  `);
  return rows[0]!;
}
