import { scoreColor, type ScoreColor } from "@domain/analytics";

/** Text colours for the analytics score colours, at 4.5:1 or better on white. */
const SCORE_TEXT: Record<ScoreColor, string> = {
  green: "text-green-700",
  yellow: "text-amber-700",
  red: "text-red-700",
};
const SCORE_BAR: Record<ScoreColor, string> = {
  green: "bg-green-600",
  yellow: "bg-amber-500",
  red: "bg-red-600",
};

export const scoreTextClass = (score: number) => SCORE_TEXT[scoreColor(score)];
export const scoreBarClass = (score: number) => SCORE_BAR[scoreColor(score)];

/** An average score, or N/A with none. */
export const formatScore = (score: number | null) => (score === null ? "N/A" : `${score}%`);

/** Improvement in points: 'No data' without enough sessions, a plus sign when positive. */
export function formatImprovement(improvement: number | null): string {
  if (improvement === null) return "No data";
  return improvement > 0 ? `+${improvement}%` : `${improvement}%`;
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "5 minutes ago", "yesterday", "3 days ago"; older than a month as a date. */
export function formatWhen(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  if (elapsed > 30 * 86_400_000)
    return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return relative.format(-Math.round(elapsed / ms), unit);
  }
  return "just now";
}

/** Call length as m:ss. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
