import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useBrokerStats } from "../../api/get-broker-stats";
import { ErrorText } from "@/components/ui/query-view";
import { SectionHeading } from "../section-heading";
import { StatCard, StatGrid } from "../stat-card";
import { OpenFlags } from "./open-flags";
import { RecentActivity } from "./recent-activity";
import { TopPerformers } from "./top-performers";

/** `onOpenTeamTraining`: team training lives in the Trainers section (the spec fixes the menu's items). */
export function DashboardSection({ onOpenTeamTraining }: { onOpenTeamTraining: () => void }) {
  const stats = useBrokerStats();
  const loading = stats.isPending;
  return (
    <section aria-label="Dashboard">
      <Card
        className="mb-8 flex flex-wrap items-center justify-between gap-4"
        aria-labelledby="team-training-entry-heading"
      >
        <div className="max-w-2xl">
          <h2 id="team-training-entry-heading" className="text-xl font-bold text-slate-900">
            Team training
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Assign scenarios to your agents with a due date and a passing score, follow who completed them, award
            certificates and keep the team leaderboard. It lives in the Trainers section.
          </p>
        </div>
        <Button onClick={onOpenTeamTraining}>Open team training</Button>
      </Card>
      <SectionHeading title="Team Overview" description="How your team is practising, at a glance." />
      {stats.isError ? <ErrorText>Failed to load team stats. Please try again.</ErrorText> : null}
      <StatGrid>
        <StatCard label="Total Agents" value={stats.data?.totalAgents} loading={loading} />
        <StatCard
          label="Active Sessions"
          value={stats.data?.activeSessions}
          loading={loading}
          hint="Calls in progress now"
        />
        <StatCard label="Avg. Score" value={stats.data ? `${stats.data.avgScore}%` : undefined} loading={loading} />
        <StatCard label="Completed" value={stats.data?.completed} loading={loading} hint="Scored practice sessions" />
      </StatGrid>
      <div className="mt-6">
        <OpenFlags />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <RecentActivity />
        <TopPerformers />
      </div>
    </section>
  );
}
