/** @file The completion matrix as a spreadsheet: one row per agent and assignment it is for. */
import { ASSIGNMENT_STATUS_LABELS } from "../../domain/training/assignment-status";
import type { CompletionMatrix } from "../../domain/training/views";
import { toCsv } from "../http/csv";

export const MATRIX_CSV_HEADER = [
  "Agent",
  "Email",
  "Assignment",
  "Due (UTC)",
  "Minimum score",
  "Status",
  "Best score",
  "Attempts used",
  "Attempt limit",
  "Cancelled at (UTC)",
] as const;

const UTF8_BOM = "\uFEFF";

export function completionMatrixCsv(matrix: CompletionMatrix): string {
  const agents = new Map(matrix.agents.map((agent) => [agent.id, agent]));
  const assignments = new Map(matrix.assignments.map((assignment) => [assignment.id, assignment]));
  const rows = matrix.cells.map((cell) => {
    const agent = agents.get(cell.agentId)!;
    const assignment = assignments.get(cell.assignmentId)!;
    return [
      agent.name,
      agent.email,
      assignment.title,
      assignment.dueAt,
      assignment.minScore,
      ASSIGNMENT_STATUS_LABELS[cell.status],
      cell.bestScore,
      cell.attemptsUsed,
      assignment.attemptLimit ?? "Unlimited",
      assignment.cancelledAt,
    ];
  });
  return UTF8_BOM + toCsv(MATRIX_CSV_HEADER, rows);
}
