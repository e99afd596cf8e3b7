import type { WeeklyTrendPoint } from "@domain/broker";

const WIDTH = 560;
const HEIGHT = 230;
const PLOT = { left: 36, right: 40, top: 16, bottom: 196 };

/** "Mar 3" for the Monday a week starts on (dates are UTC days). */
export function weekLabel(weekStart: string): string {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Consecutive weeks with a score, as separate polylines: a week without scores breaks the line. */
function lineSegments(points: ({ x: number; y: number } | null)[]): string[] {
  const segments: string[] = [];
  let current: string[] = [];
  for (const point of points) {
    if (point) current.push(`${point.x},${point.y}`);
    else if (current.length) {
      segments.push(current.join(" "));
      current = [];
    }
  }
  if (current.length) segments.push(current.join(" "));
  return segments;
}

/**
 * Bars for sessions (left scale) and a line for the average score (right scale, 0–100), in plain SVG: a
 * couple of dozen shapes need no chart library. The table beside it carries the numbers for screen readers.
 */
export function WeeklyTrendChart({ weeks }: { weeks: WeeklyTrendPoint[] }) {
  const maxSessions = Math.max(1, ...weeks.map((week) => week.sessions));
  const plotHeight = PLOT.bottom - PLOT.top;
  const slot = (WIDTH - PLOT.left - PLOT.right) / weeks.length;
  const barWidth = Math.min(36, slot * 0.6);
  const centre = (index: number) => PLOT.left + slot * index + slot / 2;
  const scoreY = (score: number) => PLOT.bottom - (score / 100) * plotHeight;
  const line = lineSegments(
    weeks.map((week, index) =>
      week.averageScore === null ? null : { x: centre(index), y: scoreY(week.averageScore) },
    ),
  );

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className="mt-4 h-auto w-full">
      {[0, 50, 100].map((score) => (
        <g key={score}>
          <line
            x1={PLOT.left}
            x2={WIDTH - PLOT.right}
            y1={scoreY(score)}
            y2={scoreY(score)}
            className="stroke-slate-200"
            strokeWidth={1}
          />
          <text x={WIDTH - PLOT.right + 6} y={scoreY(score) + 4} className="fill-slate-700 text-[11px]">
            {score}%
          </text>
        </g>
      ))}
      <text x={PLOT.left - 8} y={PLOT.top + 4} textAnchor="end" className="fill-slate-700 text-[11px]">
        {maxSessions}
      </text>
      <text x={PLOT.left - 8} y={PLOT.bottom + 4} textAnchor="end" className="fill-slate-700 text-[11px]">
        0
      </text>
      {weeks.map((week, index) => {
        const height = (week.sessions / maxSessions) * plotHeight;
        return (
          <g key={week.weekStart}>
            <rect
              x={centre(index) - barWidth / 2}
              y={PLOT.bottom - height}
              width={barWidth}
              height={height}
              rx={3}
              className="fill-blue-200"
            />
            <text x={centre(index)} y={PLOT.bottom + 18} textAnchor="middle" className="fill-slate-700 text-[11px]">
              {weekLabel(week.weekStart)}
            </text>
          </g>
        );
      })}
      {line.map((points) => (
        <polyline
          key={points}
          points={points}
          fill="none"
          className="stroke-blue-700"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
      ))}
      {weeks.map((week, index) =>
        week.averageScore === null ? null : (
          <circle
            key={week.weekStart}
            cx={centre(index)}
            cy={scoreY(week.averageScore)}
            r={4}
            className="fill-blue-700"
          />
        ),
      )}
    </svg>
  );
}
