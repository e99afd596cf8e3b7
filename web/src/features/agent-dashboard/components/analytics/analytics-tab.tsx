import { useState } from "react";
import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS } from "@domain/analysis";
import { overallScore, successRate } from "@domain/analytics";
import { ANALYTICS_RECENT_SESSION_LIMIT, ANALYTICS_SUGGESTION_LIMIT } from "@domain/constants";
import type { AnalyticsPeriod } from "@domain/enums";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import { ANALYTICS_ERROR, useAgentAnalytics } from "../../api/get-agent-analytics";
import { wholeMinutes } from "../../lib/progress";
import { sessionDate, sessionTitle } from "../progress/session-history-tab";
import { ScoreValue } from "../score-value";
import { SessionPassBadge } from "../session-pass-badge";
import { ScoreTrendChart } from "./score-trend-chart";
import { SkillProfileChart } from "./skill-profile-chart";

const PERIOD_OPTIONS = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
] as const;

export function AnalyticsTab() {
  const [period, setPeriod] = useState<AnalyticsPeriod>("weekly");
  const analytics = useAgentAnalytics(period);
  const data = analytics.data;

  return (
    <div className="space-y-6">
      <SelectField
        label="Period"
        value={period}
        onValueChange={setPeriod}
        options={PERIOD_OPTIONS}
        className="max-w-xs"
      />
      {analytics.isError ? (
        <Card role="alert">
          <p className="text-sm text-red-700">{ANALYTICS_ERROR}</p>
        </Card>
      ) : !data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <Card>
              <p className="text-sm font-medium text-slate-700">Overall score</p>
              <p className="mt-1 text-3xl font-bold" data-testid="analytics-overall">
                <ScoreValue score={overallScore(data.averageScores)} />
              </p>
            </Card>
            <Card>
              <p className="text-sm font-medium text-slate-700">Success rate</p>
              <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="analytics-success-rate">
                {successRate(data.completedSessions, data.totalSessions)}%
              </p>
              <p className="text-sm text-slate-700">
                {data.completedSessions} of {data.totalSessions} sessions completed
              </p>
            </Card>
            <Card>
              <p className="text-sm font-medium text-slate-700">Average duration</p>
              <p className="mt-1 text-3xl font-bold text-slate-900">{wholeMinutes(data.averageDuration)} min</p>
            </Card>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <h2 className="text-lg font-bold text-slate-900">Skills</h2>
              <SkillProfileChart scores={data.averageScores} />
              <dl className="mt-4 space-y-2">
                {SCORE_CATEGORIES.map((category) => (
                  <div key={category} className="flex justify-between text-sm">
                    <dt className="text-slate-800">{SCORE_CATEGORY_LABELS[category]}</dt>
                    <dd className="font-bold">
                      <ScoreValue score={data.averageScores[category]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card>
              <h2 className="text-lg font-bold text-slate-900">Score trend</h2>
              <ScoreTrendChart
                points={data.sessions
                  .flatMap((session) =>
                    session.score === null
                      ? []
                      : [{ id: session.id, createdAt: session.createdAt, score: session.score }],
                  )
                  .reverse()}
              />
            </Card>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <h2 className="text-lg font-bold text-slate-900">Suggestions</h2>
              {data.recentSuggestions.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">No suggestions yet: complete a call in this period.</p>
              ) : (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
                  {data.recentSuggestions.slice(0, ANALYTICS_SUGGESTION_LIMIT).map((suggestion) => (
                    <li key={suggestion}>{suggestion}</li>
                  ))}
                </ul>
              )}
            </Card>
            <Card>
              <h2 className="text-lg font-bold text-slate-900">Recent sessions</h2>
              {data.sessions.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">No sessions in this period.</p>
              ) : (
                <ul aria-label="Recent sessions" className="mt-2 divide-y divide-slate-200">
                  {data.sessions.slice(0, ANALYTICS_RECENT_SESSION_LIMIT).map((session) => (
                    <li key={session.id} className="flex justify-between gap-3 py-2 text-sm">
                      <span>
                        <span className="font-medium text-slate-900">{sessionTitle(session)}</span>
                        <span className="block text-slate-700">{sessionDate(session.createdAt)}</span>
                      </span>
                      <span className="flex items-center gap-2 font-bold">
                        {session.score === null ? session.status : <ScoreValue score={session.score} suffix="/100" />}
                        {session.score === null ? null : <SessionPassBadge score={session.score} />}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
