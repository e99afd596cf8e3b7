/** Analytics maths shared by the broker and agent workspaces (spec §2, §9). Pure; scores are 0–100. */
import type { CategoryScores } from "./analysis";

/** The rounded mean, or null when there is nothing to average. */
export function roundedMean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** How many scored sessions each end of an agent's history compares at most. */
export const IMPROVEMENT_WINDOW = 3;

/**
 * Points gained between an agent's earliest and latest scored sessions: the mean of the latest sessions minus
 * the mean of the earliest, rounded. Each end takes up to 3 sessions but never the same one twice (with 4
 * scored sessions it compares the first 2 with the last 2). Null with fewer than 2 scored sessions.
 */
export function improvement(scoresOldestFirst: readonly number[]): number | null {
  if (scoresOldestFirst.length < 2) return null;
  const window = Math.min(IMPROVEMENT_WINDOW, Math.floor(scoresOldestFirst.length / 2));
  const earliest = mean(scoresOldestFirst.slice(0, window));
  const latest = mean(scoresOldestFirst.slice(-window));
  return Math.round(latest - earliest);
}

export const PERFORMANCE_BUCKETS = [
  { key: "excellent", label: "Excellent", range: "80+", min: 80 },
  { key: "good", label: "Good", range: "60-79", min: 60 },
  { key: "needsImprovement", label: "Needs Improvement", range: "0-59", min: 0 },
] as const;
export type PerformanceBucket = (typeof PERFORMANCE_BUCKETS)[number]["key"];

/** Excellent 80 and above, Good 60 to 79, Needs Improvement 59 and under. */
export function performanceBucket(score: number): PerformanceBucket {
  return PERFORMANCE_BUCKETS.find((bucket) => score >= bucket.min)?.key ?? "needsImprovement";
}

export type PerformanceDistribution = Record<PerformanceBucket, number>;

/** How many of the scores fall in each bucket. */
export function performanceDistribution(scores: readonly number[]): PerformanceDistribution {
  const counts: PerformanceDistribution = { excellent: 0, good: 0, needsImprovement: 0 };
  for (const score of scores) counts[performanceBucket(score)] += 1;
  return counts;
}

export type ScoreColor = "green" | "yellow" | "red";

/** Analytics score colours: 80 or more green, 60 to 79 yellow, below 60 red. */
export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

/** Total sessions divided by agents, rounded; 0 with no agents. */
export function sessionsPerAgent(totalSessions: number, agents: number): number {
  return agents > 0 ? Math.round(totalSessions / agents) : 0;
}

/** Agent detail card: 30 percent of the average score, rounded. */
export const CONVERSION_RATE_SHARE = 0.3;
export function conversionRate(averageScore: number): number {
  return Math.round(averageScore * CONVERSION_RATE_SHARE);
}

/** Agent detail card: each practice session counts as three calls. */
export const CALLS_PER_SESSION = 3;
export function totalCalls(sessions: number): number {
  return sessions * CALLS_PER_SESSION;
}

/** Overall score: the rounded mean of the five skill averages. */
export function overallScore(skillAverages: CategoryScores): number {
  return roundedMean(Object.values(skillAverages)) ?? 0;
}

/** Completed sessions as a percentage of all sessions, rounded; 0 with none. */
export function successRate(completedSessions: number, totalSessions: number): number {
  return totalSessions > 0 ? Math.round((completedSessions / totalSessions) * 100) : 0;
}

/** Weeks shown by the team trend chart, the current week included. */
export const TREND_WEEKS = 8;

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
