import type { WeeklyTrendPoint } from "@domain/broker";
import { Card } from "@/components/ui/card";
import { EmptyText } from "@/components/ui/query-view";
import { PanelTitle } from "../section-heading";
import { WeeklyTrendChart, weekLabel } from "./weekly-trend-chart";

/** Sessions and average score per week, as a chart and (for screen readers) as a table. */
export function WeeklyTrendPanel({ weeks }: { weeks: WeeklyTrendPoint[] }) {
  const empty = weeks.every((week) => week.sessions === 0);
  return (
    <Card>
      <PanelTitle>Weekly Trend</PanelTitle>
      <p className="mt-1 text-sm text-slate-700">Sessions per week (bars) and the week&apos;s average score (line).</p>
      {empty ? (
        <EmptyText>No practice sessions in the last {weeks.length} weeks.</EmptyText>
      ) : (
        <>
          <WeeklyTrendChart weeks={weeks} />
          <table className="sr-only">
            <caption>Team practice per week</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Sessions</th>
                <th scope="col">Average score</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">{weekLabel(week.weekStart)}</th>
                  <td>{week.sessions}</td>
                  <td>{week.averageScore === null ? "N/A" : `${week.averageScore}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
