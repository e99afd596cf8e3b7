/** @file The state of one assignment for one agent: a pure function of the assignment, its attempts and the clock. */
import type { PracticeSessionStatus } from "../enums";

export const ASSIGNMENT_STATUSES = ["not_started", "in_progress", "passed", "failed", "overdue"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  passed: "Passed",
  failed: "Failed",
  overdue: "Overdue",
};

export interface AssignmentTerms {
  dueAt: Date;
  minScore: number;
  /** Scored attempts allowed; null = unlimited. */
  attemptLimit: number | null;
}

/** A practice session started for the assignment. */
export interface AssignmentAttempt {
  status: PracticeSessionStatus;
  score: number | null;
  createdAt: Date;
  /** The provider connected its call: from then on it counts, scored or not. */
  connected: boolean;
}

export interface AssignmentProgress {
  status: AssignmentStatus;
  bestScore: number | null;
  /**
   * Attempts that count against the limit: every call that connected (scored, waiting for its score, or left
   * unscored by the caller: no words, typed lines, another persona, joined late) and those still under way. Only a
   * call that never connected does not count.
   */
  attemptsUsed: number;
  /** When the first passing attempt was made; null until one passes. */
  passedAt: Date | null;
}

const isUnderWay = (attempt: AssignmentAttempt) =>
  attempt.score === null && (attempt.status === "pending" || attempt.status === "active");
const counts = (attempt: AssignmentAttempt) => attempt.score !== null || attempt.connected || isUnderWay(attempt);

/** Whether an attempt's score passes the assignment. */
export function passesAssignment(score: number | null, minScore: number): boolean {
  return score !== null && score >= minScore;
}

export function assignmentProgress(
  terms: AssignmentTerms,
  attempts: AssignmentAttempt[],
  now: Date,
): AssignmentProgress {
  const scored = attempts.filter((attempt) => attempt.score !== null);
  const bestScore = scored.length > 0 ? Math.max(...scored.map((attempt) => attempt.score!)) : null;
  const attemptsUsed = attempts.filter(counts).length;
  const passing = scored.filter((attempt) => passesAssignment(attempt.score, terms.minScore));
  const passedAt =
    passing.length > 0 ? new Date(Math.min(...passing.map((attempt) => attempt.createdAt.getTime()))) : null;
  const base = { bestScore, attemptsUsed, passedAt };
  if (passedAt) return { status: "passed", ...base };
  const settled = attempts.filter((attempt) => counts(attempt) && !isUnderWay(attempt));
  const usedUp = terms.attemptLimit !== null && settled.length >= terms.attemptLimit && !attempts.some(isUnderWay);
  if (usedUp) return { status: "failed", ...base };
  if (now.getTime() > terms.dueAt.getTime()) return { status: "overdue", ...base };
  return { status: attempts.some(counts) ? "in_progress" : "not_started", ...base };
}

/** Why a new attempt may not start (null when it may): a cancelled assignment or a limit reached (counting calls under way). */
export function attemptRefusal(
  terms: AssignmentTerms & { cancelledAt: Date | null },
  attempts: AssignmentAttempt[],
): string | null {
  if (terms.cancelledAt) return "This assignment was cancelled";
  const used = attempts.filter(counts).length;
  if (terms.attemptLimit !== null && used >= terms.attemptLimit) return "No attempts left for this assignment";
  return null;
}
