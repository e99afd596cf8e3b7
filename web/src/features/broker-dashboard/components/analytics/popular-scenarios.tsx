import type { BrokerAnalytics } from "@domain/broker";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { EmptyText } from "@/components/ui/query-view";
import { PanelTitle } from "../section-heading";

/** The most practised scenarios; each bar is relative to the top scenario's count. */
export function PopularScenarios({ scenarios }: { scenarios: BrokerAnalytics["overallStats"]["topScenarios"] }) {
  const top = scenarios[0]?.count ?? 0;
  return (
    <Card>
      <PanelTitle>Popular Scenarios</PanelTitle>
      {scenarios.length === 0 ? (
        <EmptyText>No scenario data available yet.</EmptyText>
      ) : (
        <ul className="mt-4 space-y-4">
          {scenarios.map(({ scenario, count }) => (
            <li key={scenario.id}>
              <ProgressBar
                label={scenario.title}
                value={top > 0 ? Math.round((count / top) * 100) : 0}
                valueText={`${count} ${count === 1 ? "session" : "sessions"}`}
                barClassName="bg-blue-600"
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
