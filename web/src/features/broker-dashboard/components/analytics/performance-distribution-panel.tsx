import { PERFORMANCE_BUCKETS, type PerformanceDistribution } from "@domain/analytics";
import { Card } from "@/components/ui/card";
import { EmptyText } from "@/components/ui/query-view";
import { PanelTitle } from "../section-heading";
import { DistributionChart } from "./distribution-chart";
import { countOf } from "@/lib/count";

const BUCKET_SWATCH: Record<keyof PerformanceDistribution, string> = {
  excellent: "bg-green-600",
  good: "bg-amber-500",
  needsImprovement: "bg-red-600",
};

/** Agents bucketed by average score: Excellent 80+, Good 60–79, Needs Improvement 59 and under. */
export function PerformanceDistributionPanel({ distribution }: { distribution: PerformanceDistribution }) {
  const total = PERFORMANCE_BUCKETS.reduce((sum, bucket) => sum + distribution[bucket.key], 0);
  return (
    <Card>
      <PanelTitle>Performance Distribution</PanelTitle>
      {total === 0 ? (
        <EmptyText>No performance data available yet.</EmptyText>
      ) : (
        <>
          <DistributionChart distribution={distribution} />
          <ul className="mt-4 space-y-2 text-sm" aria-label="Performance buckets">
            {PERFORMANCE_BUCKETS.map((bucket) => (
              <li key={bucket.key} className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-2 text-slate-800">
                  <span aria-hidden="true" className={`size-3 rounded-sm ${BUCKET_SWATCH[bucket.key]}`} />
                  {bucket.label} ({bucket.range})
                </span>
                <span className="font-semibold text-slate-900">{countOf(distribution[bucket.key], "agent")}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
