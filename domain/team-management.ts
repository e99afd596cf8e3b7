/**
 * @file What the broker's Team Management settings do (spec §3 teamManagement, §5 choices). Auto-assign: an agent who
 * joins the team gets one assignment per beginner scenario the team can practise. Performance tracking: which of the
 * agents' sessions the session counts of the broker's Analytics and the agent's My Progress count.
 */
import type { PracticeSessionStatus } from "./enums";
import { isPassingScore, PERFORMANCE_TRACKING_CHOICES, type PerformanceTracking } from "./settings";

/** An auto-assigned beginner scenario is due this many days after the agent joined. */
export const AUTO_ASSIGN_DUE_DAYS = 14;
/** "Beginner: Circle Prospecting — Curious Neighbour". */
export const autoAssignmentTitle = (scenarioName: string) => `Beginner: ${scenarioName}`;

export const AUTO_ASSIGN_DESCRIPTION = `Each agent who joins your team gets every beginner scenario your team can practise as an assignment, due in ${AUTO_ASSIGN_DUE_DAYS} days, passing at your Minimum Passing Score.`;

export const PERFORMANCE_TRACKING_LABELS: Record<PerformanceTracking, string> = {
  all: "All sessions",
  completed: "Completed sessions",
  passing: "Passing sessions",
};

export const PERFORMANCE_TRACKING_OPTIONS = PERFORMANCE_TRACKING_CHOICES.map((value) => ({
  value,
  label: PERFORMANCE_TRACKING_LABELS[value],
}));

export const PERFORMANCE_TRACKING_DESCRIPTION =
  "Which sessions your Analytics and your agents' My Progress count: every session started, only completed calls, or only calls that reached the Minimum Passing Score. Averages are always over scored calls.";

/** The session count's name where the choice is shown (the spec's "Total Sessions" for all). */
export const TRACKED_SESSIONS_TITLE: Record<PerformanceTracking, string> = {
  all: "Total Sessions",
  completed: "Completed Sessions",
  passing: "Passing Sessions",
};

/** A count of tracked sessions in running text: "3 sessions", "1 completed session", "2 passing sessions". */
export const TRACKED_SESSION_NOUN: Record<PerformanceTracking, { one: string; many: string }> = {
  all: { one: "session", many: "sessions" },
  completed: { one: "completed session", many: "completed sessions" },
  passing: { one: "passing session", many: "passing sessions" },
};

/** Whether a session counts under the team's performance tracking (the Worker's SQL says the same: trackedSessionSql). */
export function countsInTracking(
  session: { status: PracticeSessionStatus; score: number | null },
  tracking: PerformanceTracking,
  minimumPassingScore: number,
): boolean {
  if (tracking === "completed") return session.status === "completed";
  if (tracking === "passing") return session.score !== null && isPassingScore(session.score, minimumPassingScore);
  return true;
}
