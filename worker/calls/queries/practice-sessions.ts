import { and, asc, desc, eq, getTableColumns, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../../lib/db/client";
import {
  coachingNotes,
  demoScenarios,
  phoneNumbers,
  practiceSessions,
  type PracticeSession,
} from "../../../lib/db/schema";
import { read, type Batch, type Read, type UserRef } from "../../../lib/db/read";
import { practisableScenario } from "../../training/queries/team-scenarios";
import { countedInFiguresSql, detailedFeedbackSql } from "../../teams/queries/team-rules";

/** `detailedFeedback`: the agent's team gives agents the full analysis (their broker's Detailed Feedback setting). */
export type PracticeSessionView = PracticeSession & { scenario: { title: string } | null; detailedFeedback: boolean };

const sessionColumns = getTableColumns(practiceSessions);

/** SQL: the session's agent's team gives agents the full analysis (the default, for an agent on no team too). */
const detailedFeedback = detailedFeedbackSql(sql`${practiceSessions.agentId}`);

function withScenario({
  scenarioTitle,
  ...session
}: PracticeSession & { scenarioTitle: string | null; detailedFeedback: boolean }): PracticeSessionView {
  return { ...session, scenario: scenarioTitle === null ? null : { title: scenarioTitle } };
}

/** `countsInFigures`: the session counts in the practice figures (a real call only by its team's setting). */
export type PracticeSessionListItem = Omit<PracticeSessionView, "review"> & {
  noteCount: number;
  countsInFigures: boolean;
};

/** The review's moments stay out of the list; each session counts its coaching notes instead. */
const { review: _review, ...listColumns } = sessionColumns;

/** The agent's sessions, newest first, each with its scenario's title and its coaching-note count, in one statement. */
export function agentSessionsRead(db: Database, agentId: UserRef): Read<PracticeSessionListItem[]> {
  const statement = db
    .select({
      ...listColumns,
      scenarioTitle: demoScenarios.name,
      detailedFeedback,
      noteCount: sql<number>`(SELECT count(*)::int FROM ${coachingNotes} WHERE ${coachingNotes.practiceSessionId} = ${practiceSessions.id})`,
      countsInFigures: sql<boolean>`${countedInFiguresSql('"practice_sessions"')}`,
    })
    .from(practiceSessions)
    .leftJoin(demoScenarios, eq(demoScenarios.id, practiceSessions.scenarioId))
    .where(eq(practiceSessions.agentId, agentId))
    .orderBy(desc(practiceSessions.createdAt), desc(practiceSessions.id));
  return read(statement, (rows) =>
    rows.map(({ scenarioTitle, ...session }) => ({
      ...session,
      scenario: scenarioTitle === null ? null : { title: scenarioTitle },
    })),
  );
}

const agentSessionQuery = (db: Database, agentId: UserRef, id: string) =>
  db
    .select({ ...sessionColumns, scenarioTitle: demoScenarios.name, detailedFeedback })
    .from(practiceSessions)
    .leftJoin(demoScenarios, eq(demoScenarios.id, practiceSessions.scenarioId))
    .where(and(eq(practiceSessions.id, id), eq(practiceSessions.agentId, agentId)));

/** One of the agent's sessions; null when it does not exist, belongs to someone else or `id` cannot be one (null). */
export function agentSessionRead(db: Database, agentId: UserRef, id: string | null): Read<PracticeSessionView | null> {
  const statement = id
    ? agentSessionQuery(db, agentId, id)
    : agentSessionQuery(db, agentId, crypto.randomUUID()).limit(0);
  return read(statement, ([row]) => (row ? withScenario(row) : null));
}

/** One of the agent's sessions; null when it does not exist or belongs to someone else. */
export async function findAgentSession(db: Database, agentId: string, id: string): Promise<PracticeSessionView | null> {
  const [row] = await agentSessionQuery(db, agentId, id);
  return row ? withScenario(row) : null;
}

/** The lines an agent may dial: the shared training lines and their broker's own, active ones only. */
const dialableBy = (brokerId: UserRef | null) =>
  and(
    eq(phoneNumbers.isActive, "yes"),
    brokerId ? or(isNull(phoneNumbers.brokerId), eq(phoneNumbers.brokerId, brokerId)) : isNull(phoneNumbers.brokerId),
  );

export function listDialableLines(db: Database, brokerId: UserRef | null) {
  return db
    .select({ id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber, displayName: phoneNumbers.displayName })
    .from(phoneNumbers)
    .where(dialableBy(brokerId))
    .orderBy(asc(phoneNumbers.displayName), asc(phoneNumbers.phoneNumber));
}

/** One line the agent may dial, or null. */
export async function findDialableLine(db: Database, id: string, brokerId: string | null) {
  const [line] = await db
    .select({ id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.id, id), dialableBy(brokerId)));
  return line ?? null;
}

/** What a call's persona is made of: the scenario's name, vertical, prompt and voice settings. */
export const scenarioPersonaColumns = {
  id: demoScenarios.id,
  name: demoScenarios.name,
  vertical: demoScenarios.vertical,
  promptText: demoScenarios.promptText,
  conversationConfig: demoScenarios.conversationConfig,
};

/** The scenario a session was set up with (checked when the session was made). */
export async function findScenario(db: Database, id: string) {
  const [scenario] = await db.select(scenarioPersonaColumns).from(demoScenarios).where(eq(demoScenarios.id, id));
  return scenario ?? null;
}

/** A scenario members of team `teamId` may practise or be assigned (PracticeLine's, or the team's published one); else null. */
export async function findPractisableScenario(db: Database, id: string, teamId: string | null) {
  const [scenario] = await db
    .select(scenarioPersonaColumns)
    .from(demoScenarios)
    .where(and(eq(demoScenarios.id, id), practisableScenario('"demo_scenarios"', teamId)));
  return scenario ?? null;
}

/** An agent creates at most this many practice sessions a minute, through whichever route (lifted for load tests). */
export const SESSION_CREATE_LIMIT = { limit: 10, windowSeconds: 60 } as const;

export interface RecentSessions {
  count: number;
  /** When the oldest of them was created (ISO), so the refusal can say when the window has room. */
  oldest: string | null;
}

const inCreateWindow = sql`${practiceSessions.createdAt} > now() - make_interval(secs => ${SESSION_CREATE_LIMIT.windowSeconds})`;

/** The agent's sessions created within the limit's window (in a batch, or in a transaction). */
export function recentSessionsQuery(db: Pick<Database, "select">, agentId: UserRef) {
  return db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${practiceSessions.createdAt})::text` })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.agentId, agentId), inCreateWindow));
}

/** SQL that holds while the agent may create another session (true when the limit is lifted). */
export function underSessionCreateLimit(agentId: UserRef, limited: boolean) {
  if (!limited) return sql`true`;
  return sql`(select count(*) from ${practiceSessions} where ${practiceSessions.agentId} = ${agentId}::uuid and ${inCreateWindow}) < ${SESSION_CREATE_LIMIT.limit}`;
}

/**
 * Serialises the sessions one agent creates: the first statement of a creating batch, so the limit's count in the
 * statements after it sees every session committed before (concurrent creations cannot all pass one count).
 */
export function sessionCreateLock(agentId: UserRef, limited: boolean) {
  return limited
    ? sql`select pg_advisory_xact_lock(hashtextextended('session-create:' || ${agentId}::text, 0))`
    : sql`select 1`;
}

export interface NewSessionRequest {
  /** The line asked for; null for an id that cannot be one (it matches nothing). */
  phoneNumberId: string | null;
  aiAgentId: string;
  /** The scenario asked for (null: a custom prompt instead); `scenarioKnownId` is null when it cannot be an id. */
  scenarioId: string | null;
  scenarioKnownId: string | null;
  customPrompt: string | null;
  /** "Practise this call again": the agent's own real call this session practises (linked as `retryOf`); else null. */
  realCallId?: string | null;
  /** Whatever else the request needs holds (the AI agent is known): without it nothing is written. */
  insertable: boolean;
  /** The per-agent creation limit applies (not lifted for a load test). */
  limited: boolean;
}

export interface NewSessionAnswers {
  /** The agent's sessions in the creation limit's window before this one: at the limit, nothing was written. */
  recent: RecentSessions;
  line: { id: string; phoneNumber: string } | null;
  scenario: { id: string; name: string } | null;
  /** The new session as its agent reads it; null when nothing was written. */
  session: PracticeSessionView | null;
}

/**
 * A new practice session in one batch (one round trip, one transaction): the line, if `agent` may dial it; the
 * scenario; the row, written only when `agent` (SQL: the signed-in agent, or null) is set, the line is theirs to
 * dial, the request is otherwise insertable and a scenario asked for exists; and the row as `findAgentSession` reads
 * it. The session takes the scenario's vertical (real estate without one).
 */
export function newSessionBatch(
  db: Database,
  agent: { id: UserRef; brokerId: UserRef },
  request: NewSessionRequest,
): Batch<NewSessionAnswers> {
  const id = crypto.randomUUID();
  const nothing = sql`false`;
  const lineMatch = request.phoneNumberId
    ? and(eq(phoneNumbers.id, request.phoneNumberId), dialableBy(agent.brokerId))
    : nothing;
  const scenarioMatch = request.scenarioKnownId
    ? and(eq(demoScenarios.id, request.scenarioKnownId), practisableScenario('"demo_scenarios"', agent.brokerId))!
    : nothing;
  const scenarioFound = request.scenarioId === null ? sql`true` : sql`${demoScenarios.id} is not null`;
  // Only the agent's own real call can be practised again.
  const ownRealCall = (column: "id" | "vertical") =>
    sql`(select r.${sql.raw(column)} from ${practiceSessions} r where r.id = ${request.realCallId}::uuid and r.agent_id = ${agent.id}::uuid and r.source = 'real_call')`;
  const realCall = request.realCallId ? ownRealCall("id") : sql`null::uuid`;
  // A practice of a real call is scored in the real call's vertical, so the two scores stand side by side.
  const realCallVertical = request.realCallId ? ownRealCall("vertical") : sql`null`;
  // The session belongs to the team it is made in: the agent's broker now.
  const insert = db.execute(sql`
    insert into ${practiceSessions} (id, agent_id, team_id, vertical, phone_number_id, ai_agent_id, scenario_id, custom_prompt, retry_of)
    select ${id}::uuid, ${agent.id}::uuid, ${agent.brokerId}::uuid, coalesce(${demoScenarios.vertical}, ${realCallVertical}, 'real_estate'), ${phoneNumbers.id}, ${request.aiAgentId}::text,
      ${demoScenarios.id}, ${request.customPrompt}::text, ${realCall}
    from ${phoneNumbers} left join ${demoScenarios} on ${scenarioMatch}
    where ${request.insertable}::boolean and ${agent.id}::uuid is not null and ${lineMatch} and ${scenarioFound}
      and (${request.realCallId ?? null}::uuid is null or ${realCall} is not null)
      and ${underSessionCreateLimit(agent.id, request.limited)}
  `);
  const statements = [
    // Simultaneous creations of one agent take turns, so the limit in the insert counts every one before it.
    db.execute(sessionCreateLock(agent.id, request.limited)),
    recentSessionsQuery(db, agent.id),
    db.select({ id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber }).from(phoneNumbers).where(lineMatch),
    db.select({ id: demoScenarios.id, name: demoScenarios.name }).from(demoScenarios).where(scenarioMatch),
    insert,
    agentSessionQuery(db, agent.id, id),
  ] as const;
  return {
    statements,
    shape: (answers) => {
      const [, [recent], [line], [scenario], , [row]] = answers as [
        unknown,
        Awaited<(typeof statements)[1]>,
        Awaited<(typeof statements)[2]>,
        Awaited<(typeof statements)[3]>,
        unknown,
        Awaited<ReturnType<typeof agentSessionQuery>>,
      ];
      return {
        recent: recent ?? { count: 0, oldest: null },
        line: line ?? null,
        scenario: scenario ?? null,
        session: row ? withScenario(row) : null,
      };
    },
  };
}

/** A session whose call was never started ends failed, with the reason; false when it has a call (or ended). */
export async function failUnstartedSession(
  db: Database,
  agentId: string,
  id: string,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(practiceSessions)
    .set({ status: "failed", aiEvaluationStatus: "failed", errorMessage: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(practiceSessions.id, id),
        eq(practiceSessions.agentId, agentId),
        eq(practiceSessions.status, "pending"),
        isNull(practiceSessions.conversationId),
      ),
    )
    .returning({ id: practiceSessions.id });
  return rows.length === 1;
}
