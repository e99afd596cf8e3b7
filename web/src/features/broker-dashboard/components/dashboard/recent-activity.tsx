import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamActivity } from "../../api/get-team-activity";
import { formatWhen, scoreTextClass } from "../../lib/format";
import { agentName } from "../../lib/people";
import { TeamPassBadge } from "../team-pass-badge";
import { EmptyText, ErrorText, PanelTitle } from "../section-heading";

const STATUS_LABEL = { pending: "Setting up", active: "In a call", completed: "Completed", failed: "Failed" } as const;

/** The team's latest practice sessions. */
export function RecentActivity() {
  const activity = useTeamActivity();
  return (
    <Card>
      <PanelTitle>Recent Agent Activity</PanelTitle>
      {activity.isPending ? (
        <div className="mt-4 space-y-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12" />
          ))}
        </div>
      ) : activity.isError ? (
        <ErrorText>Failed to load recent activity. Please try again.</ErrorText>
      ) : activity.data.length === 0 ? (
        <EmptyText>No agent activity yet. Practice sessions will appear here as your agents train.</EmptyText>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {activity.data.map((item) => (
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
    </Card>
  );
}
