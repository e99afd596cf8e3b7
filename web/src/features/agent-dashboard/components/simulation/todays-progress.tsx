import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePracticeSessions } from "../../api/get-practice-sessions";
import { todaysProgress } from "../../lib/progress";

export function TodaysProgress() {
  const sessions = usePracticeSessions();
  const today = todaysProgress(sessions.data ?? [], new Date());
  return (
    <Card>
      <h2 className="text-lg font-bold text-slate-900">Today's Progress</h2>
      {sessions.isPending ? (
        <Skeleton className="mt-3 h-14" />
      ) : (
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-700">Sessions completed</dt>
            <dd className="font-semibold text-slate-900" data-testid="today-completed">
              {today.completed}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-700">Average score</dt>
            <dd className="font-semibold text-slate-900">
              {today.averageScore === null ? "—" : `${today.averageScore}/100`}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
