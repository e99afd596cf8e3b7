const WIDTH = 560;
const HEIGHT = 200;
const PLOT = { left: 32, right: 12, top: 12, bottom: 176 };

export interface TrendPoint {
  id: string;
  createdAt: string;
  score: number;
}

const dayLabel = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" });

/**
 * The period's scores in call order as a line, in plain SVG: two small charts do not justify a chart library's
 * weight in the bundle. The SVG carries a text summary; the numbers are also listed in Recent Sessions.
 */
export function ScoreTrendChart({ points }: { points: TrendPoint[] }) {
  if (points.length === 0) return <p className="text-sm text-slate-700">No scored calls in this period yet.</p>;
  const step = points.length > 1 ? (WIDTH - PLOT.left - PLOT.right) / (points.length - 1) : 0;
  const x = (index: number) => (points.length > 1 ? PLOT.left + step * index : (PLOT.left + WIDTH - PLOT.right) / 2);
  const y = (score: number) => PLOT.bottom - (score / 100) * (PLOT.bottom - PLOT.top);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" className="h-auto w-full">
      <title>{`Score trend: ${points.length} scored calls, from ${first.score} to ${last.score}`}</title>
      {[0, 50, 100].map((score) => (
        <g key={score}>
          <line
            x1={PLOT.left}
            x2={WIDTH - PLOT.right}
            y1={y(score)}
            y2={y(score)}
            className="stroke-slate-200"
            strokeWidth={1}
          />
          <text x={PLOT.left - 6} y={y(score) + 4} textAnchor="end" className="fill-slate-700 text-[11px]">
            {score}
          </text>
        </g>
      ))}
      <polyline
        points={points.map((point, index) => `${x(index)},${y(point.score)}`).join(" ")}
        fill="none"
        className="stroke-blue-700"
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      {points.map((point, index) => (
        <circle key={point.id} cx={x(index)} cy={y(point.score)} r={4} className="fill-blue-700" />
      ))}
      <text x={PLOT.left} y={HEIGHT - 4} className="fill-slate-700 text-[11px]">
        {dayLabel(first.createdAt)}
      </text>
      <text x={WIDTH - PLOT.right} y={HEIGHT - 4} textAnchor="end" className="fill-slate-700 text-[11px]">
        {dayLabel(last.createdAt)}
      </text>
    </svg>
  );
}
