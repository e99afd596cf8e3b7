import { roundedMean } from "@domain/analytics";
import { DEFAULT_TRAINING_CONFIG, type PerformanceTracking } from "@domain/settings";
import { countsInTracking } from "@domain/team-management";
import type { PracticeSessionListItem as PracticeSession } from "../api/get-practice-sessions";

const SECONDS_PER_MINUTE = 60;

function isSameLocalDay(iso: string, now: Date): boolean {
  const date = new Date(iso);
  return (
    date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate()
  );
}

const scoresOf = (sessions: readonly PracticeSession[]) =>
  sessions.flatMap((session) => (session.score === null ? [] : [session.score]));

/** The sessions the practice figures count: practice calls, and real calls only when the team counts them (server's rule). */
const counted = (sessions: readonly PracticeSession[]) => sessions.filter((session) => session.countsInFigures);

/** Today's Progress: sessions completed today and the rounded average of today's scored sessions (null with none). */
export function todaysProgress(sessions: readonly PracticeSession[], now: Date) {
  const today = counted(sessions).filter((session) => isSameLocalDay(session.createdAt, now));
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
  team: { tracking: PerformanceTracking; minimumPassingScore: number | null } = {
    tracking: "all",
    minimumPassingScore: null,
  },
) {
  const figures = counted(sessions);
  const scores = scoresOf(figures);
  const seconds = figures.reduce((sum, session) => sum + (session.duration ?? 0), 0);
  const passAt = team.minimumPassingScore ?? DEFAULT_TRAINING_CONFIG.minimumPassingScore;
  return {
    trackedSessions: figures.filter((session) => countsInTracking(session, team.tracking, passAt)).length,
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
