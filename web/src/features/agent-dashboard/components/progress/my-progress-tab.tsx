import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePracticeSessions } from "../../api/get-practice-sessions";
import { overallProgress } from "../../lib/progress";

export function MyProgressTab() {
  const sessions = usePracticeSessions();
  if (sessions.isPending) return <Skeleton className="h-28 w-full" />;
  const progress = overallProgress(sessions.data ?? []);
  const stats = [
    { label: "Total sessions", value: String(progress.totalSessions) },
    { label: "Best score", value: progress.bestScore === null ? "—" : `${progress.bestScore}/100` },
    { label: "Practice time", value: `${progress.practiceMinutes} min` },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <Card key={stat.label}>
          <p className="text-sm font-medium text-slate-700">{stat.label}</p>
          <p className="mt-1 text-3xl font-bold text-slate-900">{stat.value}</p>
        </Card>
      ))}
    </div>
  );
}
