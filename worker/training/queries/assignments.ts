/** @file Writes of team training: assignments made, changed and cancelled by their broker; attempts started by an agent. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TrainingVertical, Vertical } from "../../../domain/enums";
import type { Database } from "../../../lib/db/client";
import {
  assignmentAgents,
  assignmentAttempts,
  assignments,
  practiceSessions,
  users,
  type Assignment,
} from "../../../lib/db/schema";
import { AUTO_ASSIGN_DUE_DAYS, autoAssignmentTitle } from "../../../domain/team-management";
import type { AttemptRow } from "./assignment-reads";
import { recentSessionsQuery, sessionCreateLock, type RecentSessions } from "../../calls/queries/practice-sessions";
import { teamRulesSql } from "../../teams/queries/team-rules";
import { practisableScenario } from "./team-scenarios";

/** The statements of an interactive transaction (`db.transaction(async (tx) => …)`). */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** "Beginner: " — the title of an auto-assignment is this and the scenario's name. */
const AUTO_ASSIGNMENT_TITLE_PREFIX = autoAssignmentTitle("");

export interface NewAssignment {
  brokerId: string;
  title: string;
  scenarioId: string | null;
  customPrompt: string | null;
  vertical: TrainingVertical;
  wholeTeam: boolean;
  agentIds: string[];
  dueAt: Date;
  minScore: number;
  attemptLimit: number | null;
}

/** How many of `agentIds` are agents of the broker's team (one statement). */
export async function countTeamAgents(db: Database, brokerId: string, agentIds: string[]): Promise<number> {
  if (agentIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.brokerId, brokerId), eq(users.role, "agent"), inArray(users.id, agentIds)));
  return row!.count;
}

export async function insertAssignment(db: Database, values: NewAssignment): Promise<string> {
  const { agentIds, ...assignment } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(assignments).values(assignment).returning({ id: assignments.id });
    if (agentIds.length > 0) {
      await tx
        .insert(assignmentAgents)
        .values([...new Set(agentIds)].map((agentId) => ({ assignmentId: row!.id, agentId })));
    }
    return row!.id;
  });
}

/** Changes the broker's own assignment; null when it is not theirs (or not there). */
export async function updateAssignment(
  db: Database,
  brokerId: string,
  id: string,
  changes: Partial<Pick<Assignment, "title" | "dueAt" | "minScore" | "attemptLimit">>,
): Promise<boolean> {
  const rows = await db
    .update(assignments)
    .set(changes)
    .where(and(eq(assignments.id, id), eq(assignments.brokerId, brokerId)))
    .returning({ id: assignments.id });
  return rows.length > 0;
}

/** Cancels the broker's own assignment (once; attempts stay); false when not theirs. */
export async function cancelAssignment(db: Database, brokerId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(assignments)
    .set({ cancelledAt: sql`coalesce(${assignments.cancelledAt}, now())` })
    .where(and(eq(assignments.id, id), eq(assignments.brokerId, brokerId)))
    .returning({ id: assignments.id });
  return rows.length > 0;
}

export type AssignmentForAttempt = Assignment & { attempts: AttemptRow[] };

/**
 * Starts an attempt in one transaction with the agent's session creations serialised and the assignment row locked,
 * so neither two clicks take the last attempt nor a burst passes the session-creation limit (`limited`): `decide`
 * sees the agent's sessions in the limit's window, the assignment (only if it is for this agent) and its attempts so
 * far, and throws to refuse (nothing is written); otherwise the practice session is inserted and linked. Returns the
 * new session id.
 */
export async function startAttempt(
  db: Database,
  input: {
    agentId: string;
    brokerId: string;
    assignmentId: string;
    phoneNumberId: string;
    aiAgentId: string;
    limited: boolean;
  },
  decide: (assignment: AssignmentForAttempt | null, recent: RecentSessions) => void,
): Promise<string> {
  return db.transaction(async (tx) => {
    // The agent's creations take turns (as new sessions and retries do), so the count below sees every one before.
    await tx.execute(sessionCreateLock(input.agentId, input.limited));
    const [recent] = await recentSessionsQuery(tx, input.agentId);
    const [assignment] = await tx
      .select()
      .from(assignments)
      .where(
        and(
          eq(assignments.id, input.assignmentId),
          eq(assignments.brokerId, input.brokerId),
          sql`(${assignments.wholeTeam} OR EXISTS (SELECT 1 FROM assignment_agents g WHERE g.assignment_id = ${assignments.id} AND g.agent_id = ${input.agentId}))`,
        ),
      )
      .for("update");
    const attempts = assignment
      ? await tx
          .select({
            status: practiceSessions.status,
            score: practiceSessions.score,
            createdAt: sql<string>`${practiceSessions.createdAt}::text`,
            connected: sql<boolean>`${practiceSessions.connectedAt} IS NOT NULL`,
          })
          .from(assignmentAttempts)
          .innerJoin(practiceSessions, eq(practiceSessions.id, assignmentAttempts.practiceSessionId))
          .where(
            and(eq(assignmentAttempts.assignmentId, input.assignmentId), eq(assignmentAttempts.agentId, input.agentId)),
          )
      : [];
    decide(assignment ? { ...assignment, attempts } : null, recent ?? { count: 0, oldest: null });
    const a = assignment!;
    const vertical: Vertical = a.vertical;
    const [session] = await tx
      .insert(practiceSessions)
      .values({
        agentId: input.agentId,
        // An attempt belongs to the team that set the assignment.
        teamId: a.brokerId,
        vertical,
        phoneNumberId: input.phoneNumberId,
        aiAgentId: input.aiAgentId,
        scenarioId: a.customPrompt ? null : a.scenarioId,
        customPrompt: a.customPrompt,
      })
      .returning({ id: practiceSessions.id });
    await tx
      .insert(assignmentAttempts)
      .values({ practiceSessionId: session!.id, assignmentId: a.id, agentId: input.agentId });
    return session!.id;
  });
}

/**
 * Team Management's "auto-assign beginner scenarios", for an agent who has just joined the team: when the broker has
 * it on, one assignment per beginner scenario the team can practise, for this agent alone, due AUTO_ASSIGN_DUE_DAYS
 * later and passing at the team's minimum passing score. One statement, inside the join's transaction. Returns how
 * many assignments were made.
 */
export async function autoAssignBeginnerScenarios(
  tx: Transaction,
  brokerId: string,
  agentId: string,
  now: Date,
): Promise<number> {
  const due = new Date(now.getTime() + AUTO_ASSIGN_DUE_DAYS * 86_400_000);
  const { rows } = await tx.execute<{ made: number }>(sql`
    WITH rules AS (${teamRulesSql(brokerId)}),
    beginner AS (
      SELECT d.id, d.name, d.vertical FROM demo_scenarios d, rules
      WHERE rules.auto_assign AND d.difficulty = 'beginner' AND d.vertical <> 'homepage' AND ${practisableScenario("d", brokerId)}
    ),
    made AS (
      INSERT INTO assignments (broker_id, title, scenario_id, vertical, whole_team, due_at, min_score)
      SELECT ${brokerId}, ${AUTO_ASSIGNMENT_TITLE_PREFIX} || b.name, b.id, b.vertical, false, ${due.toISOString()}::timestamptz, rules.min_score
      FROM beginner b, rules
      RETURNING id
    ),
    chosen AS (INSERT INTO assignment_agents (assignment_id, agent_id) SELECT id, ${agentId} FROM made RETURNING assignment_id)
    SELECT count(*)::int AS made FROM chosen
  `);
  return rows[0]?.made ?? 0;
}
