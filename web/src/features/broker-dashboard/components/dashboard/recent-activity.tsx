import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamActivity } from "../../api/get-team-activity";
import { formatWhen, scoreTextClass } from "../../lib/format";
import { agentName } from "../../lib/people";
import { TeamPassBadge } from "../team-pass-badge";
import { EmptyText, ErrorText, QueryView } from "@/components/ui/query-view";
import { PanelTitle } from "../section-heading";

const STATUS_LABEL = { pending: "Setting up", active: "In a call", completed: "Completed", failed: "Failed" } as const;

/** The team's latest practice sessions. */
export function RecentActivity() {
  const activity = useTeamActivity();
  return (
    <Card>
      <PanelTitle>Recent Agent Activity</PanelTitle>
      <QueryView
        query={activity}
        loading={
          <div className="mt-4 space-y-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-12" />
            ))}
          </div>
        }
        failed={<ErrorText>Failed to load recent activity. Please try again.</ErrorText>}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyText>No agent activity yet. Practice sessions will appear here as your agents train.</EmptyText>}
      >
        {(data) => (
          <ul className="mt-4 divide-y divide-slate-100">
            {data.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{agentName(item.agent)}</p>
                  <p className="truncate text-sm text-slate-700">
                    {item.scenario?.title ?? "Custom scenario"} · {formatWhen(item.createdAt)}
                  </p>
                </div>
                {item.score === null ? (
                  <Badge>{STATUS_LABEL[item.status]}</Badge>
                ) : (
                  <span className="flex items-center gap-2">
                    <TeamPassBadge score={item.score} />
                    <span className={`text-lg font-bold ${scoreTextClass(item.score)}`}>{item.score}%</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
