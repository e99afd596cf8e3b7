import { useBrokerStats } from "../../api/get-broker-stats";
import { ErrorText, SectionHeading } from "../section-heading";
import { StatCard, StatGrid } from "../stat-card";
import { OpenFlags } from "./open-flags";
import { RecentActivity } from "./recent-activity";
import { TopPerformers } from "./top-performers";

export function DashboardSection() {
  const stats = useBrokerStats();
  const loading = stats.isPending;
  return (
    <section aria-label="Dashboard">
      <SectionHeading title="Team Overview" description="How your team is practising, at a glance." />
      {stats.isError ? <ErrorText>Failed to load team stats. Please try again.</ErrorText> : null}
      <StatGrid>
        <StatCard label="Total Agents" value={stats.data?.totalAgents} loading={loading} />
        <StatCard label="Active Sessions" value={stats.data?.activeSessions} loading={loading} hint="Calls in progress now" />
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
