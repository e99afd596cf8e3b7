import { TOP_PERFORMERS_LIMIT, type TeamAgent } from "@domain/broker";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamAgents } from "../../api/get-team-agents";
import { scoreTextClass } from "../../lib/format";
import { agentName, initials } from "../../lib/people";
import { EmptyText, ErrorText, QueryView } from "@/components/ui/query-view";
import { PanelTitle } from "../section-heading";

/** The best averages first; more sessions break a tie. */
export function topPerformers(agents: readonly TeamAgent[]): (TeamAgent & { averageScore: number })[] {
  return agents
    .filter((item): item is TeamAgent & { averageScore: number } => item.averageScore !== null)
    .sort((a, b) => b.averageScore - a.averageScore || b.totalSessions - a.totalSessions)
    .slice(0, TOP_PERFORMERS_LIMIT);
}

export function TopPerformers() {
  const agents = useTeamAgents();
  const top = agents.data ? topPerformers(agents.data) : [];
  return (
    <Card>
      <PanelTitle>Top Performers</PanelTitle>
      <QueryView
        query={agents}
        loading={
          <div className="mt-4 space-y-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-12" />
            ))}
          </div>
        }
        failed={<ErrorText>Failed to load top performers. Please try again.</ErrorText>}
        isEmpty={() => top.length === 0}
        empty={
          <EmptyText>
            No scored sessions yet. Top performers will appear once your agents complete practice calls.
          </EmptyText>
        }
      >
        {() => (
          <ol className="mt-4 divide-y divide-slate-100">
            {top.map((item, index) => (
              <li key={item.agent.id} className="flex items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <span className="w-5 text-sm font-semibold text-slate-700">{index + 1}.</span>
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-900"
                  >
                    {initials(item.agent)}
                  </span>
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{agentName(item.agent)}</p>
                    <p className="text-sm text-slate-700">
                      {item.totalSessions} {item.totalSessions === 1 ? "session" : "sessions"}
                    </p>
                  </div>
                </div>
                <span className={`text-lg font-bold ${scoreTextClass(item.averageScore)}`}>{item.averageScore}%</span>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </Card>
  );
}
