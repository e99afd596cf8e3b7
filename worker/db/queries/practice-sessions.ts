import { and, asc, desc, eq, getTableColumns, isNull, or, sql } from "drizzle-orm";
import type { AnalysisResult, TranscriptEntry } from "../../../domain/analysis";
import type { PracticeSessionStatus, Vertical } from "../../../domain/enums";
import type { Database } from "../../../db/client";
import { demoScenarios, phoneNumbers, practiceSessions, type PracticeSession } from "../../../db/schema";
import { read, type Read, type UserRef } from "../read";

export type PracticeSessionView = PracticeSession & { scenario: { title: string } | null };

const sessionColumns = getTableColumns(practiceSessions);

function withScenario({ scenarioTitle, ...session }: PracticeSession & { scenarioTitle: string | null }): PracticeSessionView {
  return { ...session, scenario: scenarioTitle === null ? null : { title: scenarioTitle } };
}

/** The agent's sessions, newest first, each with its scenario's title, in one statement. */
export function agentSessionsRead(db: Database, agentId: UserRef): Read<PracticeSessionView[]> {
  const statement = db
    .select({ ...sessionColumns, scenarioTitle: demoScenarios.name })
    .from(practiceSessions)
    .leftJoin(demoScenarios, eq(demoScenarios.id, practiceSessions.scenarioId))
    .where(eq(practiceSessions.agentId, agentId))
    .orderBy(desc(practiceSessions.createdAt), desc(practiceSessions.id));
  return read(statement, (rows) => rows.map(withScenario));
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
const dialableBy = (brokerId: UserRef | null) =>
  and(eq(phoneNumbers.isActive, "yes"), brokerId ? or(isNull(phoneNumbers.brokerId), eq(phoneNumbers.brokerId, brokerId)) : isNull(phoneNumbers.brokerId));

export function listDialableLines(db: Database, brokerId: UserRef | null) {
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

/** Moves the agent's session from `from` to `to`; false when it was no longer in `from` (a concurrent change). */
export async function transitionSession(
  db: Database,
  agentId: string,
  id: string,
  from: PracticeSessionStatus,
  change: { status: PracticeSessionStatus; conversationId?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(practiceSessions)
    .set({ status: change.status, ...(change.conversationId !== undefined ? { conversationId: change.conversationId } : {}), updatedAt: sql`now()` })
    .where(and(eq(practiceSessions.id, id), eq(practiceSessions.agentId, agentId), eq(practiceSessions.status, from)))
    .returning({ id: practiceSessions.id });
  return rows.length === 1;
}

/** Stores the analysis of a finished call and completes the session, if it is still `from`. */
export async function storeCompletedCall(
  db: Database,
  agentId: string,
  id: string,
  from: PracticeSessionStatus,
  call: { transcript: TranscriptEntry[]; transcriptText: string; audioUrl: string | null; duration: number; analysis: AnalysisResult },
): Promise<boolean> {
  const rows = await db
    .update(practiceSessions)
    .set({
      status: "completed",
      transcript: call.transcript,
      transcriptText: call.transcriptText,
      audioUrl: call.audioUrl,
      duration: call.duration,
      score: call.analysis.overallScore,
      scores: call.analysis.scores,
      feedback: call.analysis.feedback,
      leadSentiment: call.analysis.leadSentiment,
      keyPhrases: call.analysis.keyPhrases,
      aiEvaluationStatus: "completed",
      aiEvaluatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(practiceSessions.id, id), eq(practiceSessions.agentId, agentId), eq(practiceSessions.status, from)))
    .returning({ id: practiceSessions.id });
  return rows.length === 1;
}
