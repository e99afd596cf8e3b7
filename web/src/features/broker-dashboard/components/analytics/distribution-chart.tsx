import { PERFORMANCE_BUCKETS, type PerformanceDistribution } from "@domain/analytics";

const WIDTH = 320;
const HEIGHT = 180;
const BASELINE = 150;
const BAR_WIDTH = 56;
const FILL: Record<keyof PerformanceDistribution, string> = {
  excellent: "fill-green-600",
  good: "fill-amber-500",
  needsImprovement: "fill-red-600",
};

/**
 * Three bars, one per bucket, in plain SVG: three rectangles need no chart library, and a library would add
 * tens of kilobytes to the dashboard for no gain. The accessible name carries the numbers.
 */
export function DistributionChart({ distribution }: { distribution: PerformanceDistribution }) {
  const max = Math.max(1, ...PERFORMANCE_BUCKETS.map((bucket) => distribution[bucket.key]));
  const slot = WIDTH / PERFORMANCE_BUCKETS.length;
  const summary = PERFORMANCE_BUCKETS.map((bucket) => `${bucket.label} ${distribution[bucket.key]}`).join(", ");
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Agents per performance bucket: ${summary}`}
      className="mt-4 h-auto w-full"
    >
      <line x1={0} x2={WIDTH} y1={BASELINE} y2={BASELINE} className="stroke-slate-300" strokeWidth={1} />
      {PERFORMANCE_BUCKETS.map((bucket, index) => {
        const count = distribution[bucket.key];
        const height = (count / max) * (BASELINE - 30);
        const x = index * slot + (slot - BAR_WIDTH) / 2;
        return (
          <g key={bucket.key}>
            <rect x={x} y={BASELINE - height} width={BAR_WIDTH} height={height} rx={4} className={FILL[bucket.key]} />
            <text
              x={x + BAR_WIDTH / 2}
              y={BASELINE - height - 8}
              textAnchor="middle"
              className="fill-slate-900 text-[14px] font-semibold"
            >
              {count}
            </text>
            <text x={x + BAR_WIDTH / 2} y={BASELINE + 20} textAnchor="middle" className="fill-slate-700 text-[12px]">
              {bucket.range}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
