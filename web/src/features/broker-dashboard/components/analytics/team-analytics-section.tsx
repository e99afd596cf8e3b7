import { sessionsPerAgent } from "@domain/analytics";
import type { BrokerAnalytics } from "@domain/broker";
import { TRACKED_SESSIONS_TITLE } from "@domain/team-management";
import { Skeleton } from "@/components/ui/skeleton";
import { useBrokerAnalytics } from "../../api/get-broker-analytics";
import { CalibrationPanel } from "../calibration/calibration-panel";
import { ErrorText, SectionHeading } from "../section-heading";
import { StatCard, StatGrid } from "../stat-card";
import { PerformanceDistributionPanel } from "./performance-distribution-panel";
import { PopularScenarios } from "./popular-scenarios";
import { TeamMembersPanel } from "./team-members-panel";
import { WeeklyTrendPanel } from "./weekly-trend-panel";

/** What the session counts count, when it is not every session (Settings → Team Management → Performance Tracking). */
function trackingHint({ performanceTracking, minimumPassingScore }: BrokerAnalytics["tracking"]): string {
  return performanceTracking === "passing" ? `Calls scoring ${minimumPassingScore} or more (Performance Tracking)` : "Completed calls only (Performance Tracking)";
}

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
            <StatCard
              label={TRACKED_SESSIONS_TITLE[analytics.data.tracking.performanceTracking]}
              value={analytics.data.overallStats.totalSessions}
              hint={analytics.data.tracking.performanceTracking === "all" ? undefined : trackingHint(analytics.data.tracking)}
            />
            <StatCard label="Team Average" value={`${analytics.data.overallStats.averageScore}%`} />
            <StatCard
              label="Sessions/Agent"
              value={sessionsPerAgent(analytics.data.overallStats.totalSessions, analytics.data.overallStats.totalAgents)}
            />
          </StatGrid>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <WeeklyTrendPanel weeks={analytics.data.weeklyTrend} />
            <PerformanceDistributionPanel distribution={analytics.data.performanceDistribution} />
            <TeamMembersPanel members={analytics.data.teamLeaderboard} tracking={analytics.data.tracking.performanceTracking} />
            <PopularScenarios scenarios={analytics.data.overallStats.topScenarios} />
          </div>
        </>
      )}
      <CalibrationPanel />
    </section>
  );
}
