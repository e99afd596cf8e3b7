import type { RecentSession } from "@domain/broker";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@domain/app-paths";
import { Card } from "@/components/ui/card";
import { REAL_CALL_TITLE } from "@domain/real-calls/real-call";
import { RealCallBadge, isRealCall } from "@/features/real-calls";
import { formatDuration, formatWhen, scoreTextClass } from "../../lib/format";
import { TeamPassBadge } from "../team-pass-badge";
import { EmptyText } from "@/components/ui/query-view";

const STATUS_LABEL = { pending: "Pending", active: "In a call", completed: "Completed", failed: "Failed" } as const;

/** `agentId`: whose sessions these are; a review opened from here comes back to that agent. */
export function RecentSessionsCard({ sessions, agentId }: { sessions: RecentSession[]; agentId: string }) {
  return (
    <Card>
      <h3 className="text-lg font-semibold text-slate-900">Recent Sessions</h3>
      {sessions.length === 0 ? (
        <EmptyText>No practice sessions yet.</EmptyText>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Recent sessions">
          {sessions.map((session) => (
            <li key={session.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium text-slate-900">
                  <span className="truncate">
                    {isRealCall(session) ? REAL_CALL_TITLE : (session.scenario?.title ?? "Custom scenario")}
                  </span>
                  {isRealCall(session) ? <RealCallBadge /> : null}
                </p>
                <p className="text-sm text-slate-700">
                  {formatWhen(session.createdAt)} · {formatDuration(session.duration)}
                </p>
              </div>
              {session.score === null ? (
                <Badge>{STATUS_LABEL[session.status]}</Badge>
              ) : (
                <span className="flex items-center gap-2">
                  <TeamPassBadge score={session.score} />
                  <span className={`text-lg font-bold ${scoreTextClass(session.score)}`}>{session.score}%</span>
                  <Link
                    to={paths.practiceReview(session.id, agentId)}
                    className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-slate-900 underline focus-visible:outline-2 focus-visible:outline-slate-900"
                  >
                    Review<span className="sr-only"> the call of {formatWhen(session.createdAt)}</span>
                  </Link>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
