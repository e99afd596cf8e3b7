import { roundedMean } from "@domain/analytics";
import { DEFAULT_TRAINING_CONFIG, type PerformanceTracking } from "@domain/settings";
import { countsInTracking } from "@domain/team-management";
import type { PracticeSessionListItem as PracticeSession } from "../api/get-practice-sessions";

const SECONDS_PER_MINUTE = 60;

function isSameLocalDay(iso: string, now: Date): boolean {
  const date = new Date(iso);
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
}

const scoresOf = (sessions: readonly PracticeSession[]) => sessions.flatMap((session) => (session.score === null ? [] : [session.score]));

/** Today's Progress: sessions completed today and the rounded average of today's scored sessions (null with none). */
export function todaysProgress(sessions: readonly PracticeSession[], now: Date) {
  const today = sessions.filter((session) => isSameLocalDay(session.createdAt, now));
  return {
    completed: today.filter((session) => session.status === "completed").length,
    averageScore: roundedMean(scoresOf(today)),
  };
}

/**
 * My Progress: the sessions the team's performance tracking counts (every one, completed ones, or passing ones), the
 * best score (null with none) and the practice time in whole minutes.
 */
export function overallProgress(
  sessions: readonly PracticeSession[],
  team: { tracking: PerformanceTracking; minimumPassingScore: number | null } = { tracking: "all", minimumPassingScore: null },
) {
  const scores = scoresOf(sessions);
  const seconds = sessions.reduce((sum, session) => sum + (session.duration ?? 0), 0);
  const passAt = team.minimumPassingScore ?? DEFAULT_TRAINING_CONFIG.minimumPassingScore;
  return {
    trackedSessions: sessions.filter((session) => countsInTracking(session, team.tracking, passAt)).length,
    bestScore: scores.length > 0 ? Math.max(...scores) : null,
    practiceMinutes: Math.round(seconds / SECONDS_PER_MINUTE),
  };
}

/** Whole minutes, rounded, from seconds. */
export const wholeMinutes = (seconds: number) => Math.round(seconds / SECONDS_PER_MINUTE);

/** "m:ss" for the call timer. */
export function clock(seconds: number): string {
  return `${Math.floor(seconds / SECONDS_PER_MINUTE)}:${String(seconds % SECONDS_PER_MINUTE).padStart(2, "0")}`;
}
