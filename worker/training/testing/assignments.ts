/** @file Worker-test helpers for team training: assignments through the API, attempts scored straight in the database. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { CreateAssignmentInput } from "../../../domain/training/assignment-contract";
import type { AgentAssignments, CompletionMatrix } from "../../../domain/training/views";
import { assignments, practiceSessions, type User } from "../../../lib/db/schema";
import { apiAs, jsonAs, withDb } from "../../testing/team-fixture";

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export async function createAssignment(broker: User, input: Partial<CreateAssignmentInput>): Promise<string> {
  const response = await apiAs(broker, "/api/broker/assignments", {
    method: "POST",
    body: { title: "Practice", wholeTeam: false, dueAt: inDays(7), ...input },
  });
  const body = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

/** Starts an attempt; the new practice session's id. */
export async function startAttempt(
  agent: User,
  assignmentId: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const response = await apiAs(agent, `/api/agent/assignments/${assignmentId}/practice_sessions`, {
    method: "POST",
    body,
  });
  const session = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(session)).toBe(201);
  return session.id;
}

/** Stands in for the call pipeline's final write (the pipeline itself is proved in practice-calls.test.ts). */
export function scoreSession(sessionId: string, score: number): Promise<unknown> {
  return withDb((db) =>
    db
      .update(practiceSessions)
      .set({ status: "completed", score, aiEvaluationStatus: "completed" })
      .where(eq(practiceSessions.id, sessionId)),
  );
}

/** The clock passes the due date. */
export function makeOverdue(assignmentId: string): Promise<unknown> {
  return withDb((db) =>
    db
      .update(assignments)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(assignments.id, assignmentId)),
  );
}

export const agentAssignments = (agent: User) => jsonAs<AgentAssignments>(agent, "/api/agent/assignments");
export const matrixOf = (broker: User) => jsonAs<CompletionMatrix>(broker, "/api/broker/assignments/matrix");

export function cellOf(matrix: CompletionMatrix, assignmentId: string, agentId: string) {
  return matrix.cells.find((cell) => cell.assignmentId === assignmentId && cell.agentId === agentId);
}
