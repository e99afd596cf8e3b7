import { sessionsPerAgent } from "@domain/analytics";
import type { BrokerAnalytics } from "@domain/broker";
import { TRACKED_SESSIONS_TITLE } from "@domain/team-management";
import { Skeleton } from "@/components/ui/skeleton";
import { useBrokerAnalytics } from "../../api/get-broker-analytics";
import { CalibrationPanel } from "../calibration/calibration-panel";
import { ErrorText, QueryView } from "@/components/ui/query-view";
import { SectionHeading } from "../section-heading";
import { StatCard, StatGrid } from "../stat-card";
import { PerformanceDistributionPanel } from "./performance-distribution-panel";
import { PopularScenarios } from "./popular-scenarios";
import { TeamMembersPanel } from "./team-members-panel";
import { WeeklyTrendPanel } from "./weekly-trend-panel";

/** What the session counts count, when it is not every session (Settings → Team Management → Performance Tracking). */
function trackingHint({ performanceTracking, minimumPassingScore }: BrokerAnalytics["tracking"]): string {
  return performanceTracking === "passing"
    ? `Calls scoring ${minimumPassingScore} or more (Performance Tracking)`
    : "Completed calls only (Performance Tracking)";
}

/** Analytics: 'Team Analytics Overview' from GET /api/analytics/broker. */
export function TeamAnalyticsSection() {
  const analytics = useBrokerAnalytics();
  return (
    <section aria-label="Analytics">
      <SectionHeading
        title="Team Analytics Overview"
        description="Practice volume, scores and trends across your team."
      />
      <QueryView
        query={analytics}
        loading={
          <div className="space-y-4">
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {[0, 1, 2, 3].map((card) => (
                <Skeleton key={card} className="h-24" />
              ))}
            </div>
            <Skeleton className="h-64" />
          </div>
        }
        failed={<ErrorText>Failed to load analytics. Please try again.</ErrorText>}
      >
        {(data) => (
          <>
            <StatGrid>
              <StatCard label="Total Agents" value={data.overallStats.totalAgents} />
              <StatCard
                label={TRACKED_SESSIONS_TITLE[data.tracking.performanceTracking]}
                value={data.overallStats.totalSessions}
                hint={data.tracking.performanceTracking === "all" ? undefined : trackingHint(data.tracking)}
              />
              <StatCard label="Team Average" value={`${data.overallStats.averageScore}%`} />
              <StatCard
                label="Sessions/Agent"
                value={sessionsPerAgent(data.overallStats.totalSessions, data.overallStats.totalAgents)}
              />
            </StatGrid>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <WeeklyTrendPanel weeks={data.weeklyTrend} />
              <PerformanceDistributionPanel distribution={data.performanceDistribution} />
              <TeamMembersPanel members={data.teamLeaderboard} tracking={data.tracking.performanceTracking} />
              <PopularScenarios scenarios={data.overallStats.topScenarios} />
            </div>
          </>
        )}
      </QueryView>
      <CalibrationPanel />
    </section>
  );
}
