import { and, asc, desc, eq, getTableColumns, isNull, or, sql } from "drizzle-orm";
import type { Vertical } from "../../../domain/enums";
import { DEFAULT_TRAINING_CONFIG } from "../../../domain/settings";
import type { Database } from "../../../db/client";
import { coachingNotes, demoScenarios, phoneNumbers, practiceSessions, userSettings, type PracticeSession } from "../../../db/schema";

export type PracticeSessionView = PracticeSession & { scenario: { title: string } | null };

const sessionColumns = getTableColumns(practiceSessions);

function withScenario({ scenarioTitle, ...session }: PracticeSession & { scenarioTitle: string | null }): PracticeSessionView {
  return { ...session, scenario: scenarioTitle === null ? null : { title: scenarioTitle } };
}

export type PracticeSessionListItem = Omit<PracticeSessionView, "review"> & { noteCount: number };

/** The review's moments stay out of the list; each session counts its coaching notes instead. */
const { review: _review, ...listColumns } = sessionColumns;

/** The agent's sessions, newest first, each with its scenario's title and its coaching-note count, in one statement. */
export async function listAgentSessions(db: Database, agentId: string): Promise<PracticeSessionListItem[]> {
  const rows = await db
    .select({
      ...listColumns,
      scenarioTitle: demoScenarios.name,
      noteCount: sql<number>`(SELECT count(*)::int FROM ${coachingNotes} WHERE ${coachingNotes.practiceSessionId} = ${practiceSessions.id})`,
    })
    .from(practiceSessions)
    .leftJoin(demoScenarios, eq(demoScenarios.id, practiceSessions.scenarioId))
    .where(eq(practiceSessions.agentId, agentId))
    .orderBy(desc(practiceSessions.createdAt), desc(practiceSessions.id));
  return rows.map(({ scenarioTitle, ...session }) => ({ ...session, scenario: scenarioTitle === null ? null : { title: scenarioTitle } }));
}

/** One of the agent's sessions; null when it does not exist or belongs to someone else. */
export async function findAgentSession(db: Database, agentId: string, id: string): Promise<PracticeSessionView | null> {
  const [row] = await db
    .select({ ...sessionColumns, scenarioTitle: demoScenarios.name })
    .from(practiceSessions)
    .leftJoin(demoScenarios, eq(demoScenarios.id, practiceSessions.scenarioId))
    .where(and(eq(practiceSessions.id, id), eq(practiceSessions.agentId, agentId)));
  return row ? withScenario(row) : null;
}

/** The lines an agent may dial: the shared training lines and their broker's own, active ones only. */
const dialableBy = (brokerId: string | null) =>
  and(eq(phoneNumbers.isActive, "yes"), brokerId ? or(isNull(phoneNumbers.brokerId), eq(phoneNumbers.brokerId, brokerId)) : isNull(phoneNumbers.brokerId));

export function listDialableLines(db: Database, brokerId: string | null) {
  return db
    .select({ id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber, displayName: phoneNumbers.displayName })
    .from(phoneNumbers)
    .where(dialableBy(brokerId))
    .orderBy(asc(phoneNumbers.displayName), asc(phoneNumbers.phoneNumber));
}

export async function findDialableLine(db: Database, id: string, brokerId: string | null) {
  const [line] = await db
    .select({ id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.id, id), dialableBy(brokerId)));
  return line ?? null;
}

export async function findScenario(db: Database, id: string) {
  const [scenario] = await db
    .select({ id: demoScenarios.id, name: demoScenarios.name, vertical: demoScenarios.vertical, promptText: demoScenarios.promptText, conversationConfig: demoScenarios.conversationConfig })
    .from(demoScenarios)
    .where(eq(demoScenarios.id, id));
  return scenario ?? null;
}

export async function insertSession(
  db: Database,
  values: { agentId: string; vertical: Vertical; phoneNumberId: string; aiAgentId: string; scenarioId: string | null; customPrompt: string | null },
): Promise<string> {
  const [row] = await db.insert(practiceSessions).values(values).returning({ id: practiceSessions.id });
  return row!.id;
}

/** A session whose call was never started ends failed, with the reason; false when it has a call (or ended). */
export async function failUnstartedSession(db: Database, agentId: string, id: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(practiceSessions)
    .set({ status: "failed", aiEvaluationStatus: "failed", errorMessage: reason, updatedAt: sql`now()` })
    .where(
      and(eq(practiceSessions.id, id), eq(practiceSessions.agentId, agentId), eq(practiceSessions.status, "pending"), isNull(practiceSessions.conversationId)),
    )
    .returning({ id: practiceSessions.id });
  return rows.length === 1;
}

/** How long the broker lets their agents' practice calls run (settings' defaultSessionDuration), in minutes. */
export async function sessionMinutesOf(db: Database, brokerId: string | null): Promise<number> {
  const [settings] = brokerId
    ? await db.select({ trainingConfig: userSettings.trainingConfig }).from(userSettings).where(eq(userSettings.userId, brokerId))
    : [];
  return settings?.trainingConfig.defaultSessionDuration ?? DEFAULT_TRAINING_CONFIG.defaultSessionDuration;
}
