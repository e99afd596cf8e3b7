import type { PerformanceTracking } from "@domain/settings";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamTrainingRules } from "../../api/get-training-config";
import { usePracticeSessions } from "../../api/get-practice-sessions";
import { overallProgress } from "../../lib/progress";

/** Spec §2's "total sessions" counts what the team's performance tracking counts: every session, completed or passing ones. */
const PROGRESS_TITLE: Record<PerformanceTracking, string> = {
  all: "Total sessions",
  completed: "Completed sessions",
  passing: "Passing sessions",
};

export function MyProgressTab() {
  const sessions = usePracticeSessions();
  const rules = useTeamTrainingRules();
  if (sessions.isPending || rules.isPending)
    return <Skeleton aria-label="Loading your progress" className="h-28 w-full" />;
  const tracking = rules.data?.performanceTracking ?? "all";
  const progress = overallProgress(sessions.data ?? [], {
    tracking,
    minimumPassingScore: rules.data?.minimumPassingScore ?? null,
  });
  const stats = [
    { label: PROGRESS_TITLE[tracking], value: String(progress.trackedSessions) },
    { label: "Best score", value: progress.bestScore === null ? "—" : `${progress.bestScore}/100` },
    { label: "Practice time", value: `${progress.practiceMinutes} min` },
  ];
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <Card key={stat.label}>
            <p className="text-sm font-medium text-slate-700">{stat.label}</p>
            <p className="mt-1 text-3xl font-bold text-slate-900">{stat.value}</p>
          </Card>
        ))}
      </div>
      {tracking === "all" ? null : (
        <p className="text-sm text-slate-700">
          Your team counts{" "}
          {tracking === "passing"
            ? `only calls that scored ${rules.data?.minimumPassingScore} or more`
            : "only completed calls"}{" "}
          (set by your broker).
        </p>
      )}
    </div>
  );
}
