/** @file Team-training rows turned into what the endpoints answer: each agent's status from the domain rule, and certificates earned. */
import { assignmentProgress } from "../../domain/training/assignment-status";
import { earnedCertificates, type Certificate } from "../../domain/training/certification";
import {
  teamDisplayName,
  type AgentAssignments,
  type AgentProgress,
  type AssignmentSummary,
  type CertificateBadge,
  type CompletionMatrix,
} from "../../domain/training/views";
import type {
  AgentAssignmentRows,
  AssignmentRow,
  AttemptRow,
  CertificateRow,
  MatrixRows,
} from "./queries/assignment-reads";

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function assignmentSummary(row: AssignmentRow): AssignmentSummary {
  return {
    id: row.id,
    title: row.title,
    scenario: row.scenarioId ? { id: row.scenarioId, title: row.scenarioTitle ?? "" } : null,
    customPrompt: row.customPrompt,
    vertical: row.vertical,
    wholeTeam: row.wholeTeam,
    dueAt: iso(row.dueAt)!,
    minScore: row.minScore,
    attemptLimit: row.attemptLimit,
    cancelledAt: iso(row.cancelledAt),
  };
}

function progressOf(row: AssignmentRow, attempts: AttemptRow[], now: Date): AgentProgress & { passed: Date | null } {
  const progress = assignmentProgress(
    { dueAt: new Date(row.dueAt), minScore: row.minScore, attemptLimit: row.attemptLimit },
    attempts.map((attempt) => ({ ...attempt, createdAt: new Date(attempt.createdAt) })),
    now,
  );
  return {
    status: progress.status,
    bestScore: progress.bestScore,
    attemptsUsed: progress.attemptsUsed,
    passedAt: progress.passedAt?.toISOString() ?? null,
    passed: progress.passedAt,
  };
}

const badge = (row: CertificateRow): CertificateBadge => ({
  vertical: row.vertical,
  period: row.period,
  earnedAt: iso(row.earnedAt)!,
});

/** Certificates the outcomes earn that the agent does not hold yet. */
function newCertificates(
  held: CertificateRow[],
  outcomes: { row: AssignmentRow; passed: Date | null }[],
): Certificate[] {
  const earned = earnedCertificates(
    outcomes.map(({ row, passed }) => ({
      vertical: row.vertical,
      dueAt: new Date(row.dueAt),
      cancelled: row.cancelledAt !== null,
      passedAt: passed,
    })),
  );
  return earned.filter(
    (certificate) => !held.some((h) => h.vertical === certificate.vertical && h.period === certificate.period),
  );
}

const toRow = (certificate: Certificate): CertificateRow => ({
  ...certificate,
  earnedAt: certificate.earnedAt.toISOString(),
});

export function agentAssignmentsView(
  rows: AgentAssignmentRows,
  now: Date,
): { view: AgentAssignments; newlyEarned: Certificate[] } {
  const items = rows.assignments.map(({ attempts, ...row }) => ({ row, progress: progressOf(row, attempts, now) }));
  const newlyEarned = newCertificates(
    rows.certificates,
    items.map(({ row, progress }) => ({ row, passed: progress.passed })),
  );
  return {
    view: {
      assignments: items.map(({ row, progress: { passed: _passed, ...progress } }) => ({
        ...assignmentSummary(row),
        ...progress,
      })),
      certificates: [...rows.certificates, ...newlyEarned.map(toRow)].map(badge),
    },
    newlyEarned,
  };
}

export function completionMatrixView(
  rows: MatrixRows,
  now: Date,
): { view: CompletionMatrix; newlyEarned: (Certificate & { agentId: string })[] } {
  const byId = new Map(rows.assignments.map((row) => [row.id, row]));
  const cells = rows.cells.map((cell) => ({
    cell,
    row: byId.get(cell.assignmentId)!,
    progress: progressOf(byId.get(cell.assignmentId)!, cell.attempts, now),
  }));
  const newlyEarned = rows.agents.flatMap((agent) =>
    newCertificates(
      agent.certificates,
      cells
        .filter(({ cell }) => cell.agentId === agent.id)
        .map(({ row, progress }) => ({ row, passed: progress.passed })),
    ).map((certificate) => ({ ...certificate, agentId: agent.id })),
  );
  return {
    view: {
      assignments: rows.assignments.map(assignmentSummary),
      agents: rows.agents.map((agent) => ({
        id: agent.id,
        name: teamDisplayName(agent.firstName, agent.lastName),
        email: agent.email,
        certificates: [...agent.certificates, ...newlyEarned.filter((c) => c.agentId === agent.id).map(toRow)].map(
          badge,
        ),
      })),
      cells: cells.map(({ cell, progress: { passed: _passed, ...progress } }) => ({
        assignmentId: cell.assignmentId,
        agentId: cell.agentId,
        ...progress,
      })),
    },
    newlyEarned,
  };
}
