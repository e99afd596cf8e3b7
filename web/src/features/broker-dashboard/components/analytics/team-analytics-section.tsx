import { sessionsPerAgent } from "@domain/analytics";
import { Skeleton } from "@/components/ui/skeleton";
import { useBrokerAnalytics } from "../../api/get-broker-analytics";
import { CalibrationPanel } from "../calibration/calibration-panel";
import { ErrorText, SectionHeading } from "../section-heading";
import { StatCard, StatGrid } from "../stat-card";
import { PerformanceDistributionPanel } from "./performance-distribution-panel";
import { PopularScenarios } from "./popular-scenarios";
import { TeamMembersPanel } from "./team-members-panel";
import { WeeklyTrendPanel } from "./weekly-trend-panel";

/** Analytics: 'Team Analytics Overview' from GET /api/analytics/broker. */
export function TeamAnalyticsSection() {
  const analytics = useBrokerAnalytics();
  return (
    <section aria-label="Analytics">
      <SectionHeading title="Team Analytics Overview" description="Practice volume, scores and trends across your team." />
      {analytics.isPending ? (
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-64" />
        </div>
      ) : analytics.isError ? (
        <ErrorText>Failed to load analytics. Please try again.</ErrorText>
      ) : (
        <>
          <StatGrid>
            <StatCard label="Total Agents" value={analytics.data.overallStats.totalAgents} />
            <StatCard label="Total Sessions" value={analytics.data.overallStats.totalSessions} />
            <StatCard label="Team Average" value={`${analytics.data.overallStats.averageScore}%`} />
            <StatCard
              label="Sessions/Agent"
              value={sessionsPerAgent(analytics.data.overallStats.totalSessions, analytics.data.overallStats.totalAgents)}
            />
          </StatGrid>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <WeeklyTrendPanel weeks={analytics.data.weeklyTrend} />
            <PerformanceDistributionPanel distribution={analytics.data.performanceDistribution} />
            <TeamMembersPanel members={analytics.data.teamLeaderboard} />
            <PopularScenarios scenarios={analytics.data.overallStats.topScenarios} />
          </div>
        </>
      )}
      <CalibrationPanel />
    </section>
  );
}
