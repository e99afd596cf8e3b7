/** @file What the team-training endpoints answer (docs/api.md, "Team training"). */
import type { TrainingVertical } from "../enums";
import type { ScoreCategory } from "../analysis";
import type { AssignmentStatus } from "./assignment-status";
import type { LeaderboardPeriod, RankedStanding } from "./leaderboard";

export interface AssignmentSummary {
  id: string;
  title: string;
  scenario: { id: string; title: string } | null;
  customPrompt: string | null;
  vertical: TrainingVertical;
  wholeTeam: boolean;
  dueAt: string;
  minScore: number;
  attemptLimit: number | null;
  cancelledAt: string | null;
}

export interface AgentProgress {
  status: AssignmentStatus;
  bestScore: number | null;
  attemptsUsed: number;
  passedAt: string | null;
}

export interface CertificateBadge {
  vertical: TrainingVertical;
  period: string;
  earnedAt: string;
}

/** GET /api/agent/assignments: the open assignments, by due date, and the agent's certificates. */
export interface AgentAssignments {
  assignments: (AssignmentSummary & AgentProgress)[];
  certificates: CertificateBadge[];
}

export interface MatrixAgent {
  id: string;
  name: string;
  email: string;
  certificates: CertificateBadge[];
}

/** GET /api/broker/assignments/matrix: agents × assignments; a cell for each agent an assignment is for. */
export interface CompletionMatrix {
  assignments: AssignmentSummary[];
  agents: MatrixAgent[];
  cells: ({ assignmentId: string; agentId: string } & AgentProgress)[];
}

export interface Leaderboard {
  period: LeaderboardPeriod;
  /** Brokers also see agents kept off the board (`optedOut`); agents never do. */
  standings: (RankedStanding & { optedOut: boolean })[];
}

export interface SkillGapSuggestion {
  agent: { id: string; name: string };
  skill: ScoreCategory;
  average: number;
  calls: number;
  scenario: { id: string; title: string } | null;
}

/** A person's name as teammates see it: first and last name, never the email. */
export function teamDisplayName(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName].filter(Boolean).join(" ").trim() || "Team member";
}
