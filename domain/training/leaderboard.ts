/** @file The team leaderboard: its period windows and its order. */

export const LEADERBOARD_PERIODS = ["week", "month", "all"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const LEADERBOARD_PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  week: "This week",
  month: "This month",
  all: "All time",
};

/** Where the period starts (UTC): Monday 00:00 of this week, the 1st of this month, or null for all time. */
export function leaderboardSince(period: LeaderboardPeriod, now: Date): Date | null {
  if (period === "all") return null;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === "month") return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

export interface LeaderboardStanding {
  agentId: string;
  name: string;
  /** Mean of the period's scored calls, rounded; null with none. */
  averageScore: number | null;
  /** Scored calls in the period. */
  calls: number;
  /** Assignments first passed in the period. */
  passes: number;
}

export interface RankedStanding extends LeaderboardStanding {
  rank: number;
}

const compare = (a: LeaderboardStanding, b: LeaderboardStanding) =>
  (b.averageScore ?? -1) - (a.averageScore ?? -1) || b.passes - a.passes || b.calls - a.calls;

/** Best average first, then passes, then calls; equal standings share a rank (1, 2, 2, 4). */
export function rankStandings(standings: LeaderboardStanding[]): RankedStanding[] {
  const sorted = [...standings].sort((a, b) => compare(a, b) || a.name.localeCompare(b.name));
  return sorted.map((standing, index) => {
    const firstEqual = sorted.findIndex((other) => compare(other, standing) === 0);
    return { ...standing, rank: (firstEqual === -1 ? index : firstEqual) + 1 };
  });
}
