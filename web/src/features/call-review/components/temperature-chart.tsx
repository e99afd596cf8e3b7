import { clock, type TemperaturePoint } from "@domain/call-review";

const WIDTH = 600;
const HEIGHT = 96;
const PAD = 8;

interface TemperatureChartProps {
  points: readonly TemperaturePoint[];
  length: number;
  position: number;
}

const describe = (value: number) => (value >= 0.3 ? "warm" : value <= -0.3 ? "cold" : "neutral");

/** A sentence a screen reader gets instead of the curve: where it started, ended, and turned warmest and coldest. */
function summary(points: readonly TemperaturePoint[]): string {
  const first = points[0]!;
  const last = points.at(-1)!;
  const warmest = points.reduce((a, b) => (b.value > a.value ? b : a));
  const coldest = points.reduce((a, b) => (b.value < a.value ? b : a));
  return `The lead started ${describe(first.value)} and ended ${describe(last.value)}; warmest at ${clock(warmest.time)}, coldest at ${clock(coldest.time)}.`;
}

/** The lead's interest and annoyance per turn, from the same analysis: where the call turned. */
export function TemperatureChart({ points, length, position }: TemperatureChartProps) {
  if (points.length === 0)
    return <p className="text-sm text-slate-700">The lead said too little to read their temperature.</p>;
  const x = (time: number) => PAD + (Math.min(time, length) / Math.max(length, 1)) * (WIDTH - 2 * PAD);
  const y = (value: number) => HEIGHT / 2 - value * (HEIGHT / 2 - PAD);
  const line = points.map((p) => `${x(p.time).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  const text = summary(points);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-24 w-full"
        role="img"
        aria-label={`Lead temperature. ${text}`}
      >
        <rect x={0} y={0} width={WIDTH} height={HEIGHT / 2} className="fill-emerald-50" />
        <rect x={0} y={HEIGHT / 2} width={WIDTH} height={HEIGHT / 2} className="fill-rose-50" />
        <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-slate-300" strokeDasharray="4 4" />
        <polyline points={line} fill="none" className="stroke-slate-800" strokeWidth={2} />
        {points.map((p, index) => (
          <circle
            key={index}
            cx={x(p.time)}
            cy={y(p.value)}
            r={4}
            className={p.annoyance ? "fill-red-700" : p.interest ? "fill-emerald-700" : "fill-slate-600"}
          >
            <title>{`${clock(p.time)}: ${p.annoyance ? "annoyed" : p.interest ? "interested" : "neutral"}`}</title>
          </circle>
        ))}
        <line x1={x(position)} x2={x(position)} y1={0} y2={HEIGHT} className="stroke-slate-900" strokeWidth={1.5} />
      </svg>
      <figcaption className="mt-1 text-xs text-slate-700">
        Above the line the lead warms (interest), below it cools (annoyance); red dots are annoyed turns, green
        interested ones. {text}
      </figcaption>
    </figure>
  );
}
