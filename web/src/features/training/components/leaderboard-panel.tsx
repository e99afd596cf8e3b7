import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LEADERBOARD_PERIOD_LABELS, LEADERBOARD_PERIODS, type LeaderboardPeriod } from "@domain/training/leaderboard";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { ErrorText, QueryView } from "@/components/ui/query-view";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { countOf } from "@/lib/count";
import { setLeaderboardOptOut, useLeaderboard } from "../api";

const PERIOD_OPTIONS = LEADERBOARD_PERIODS.map((value) => ({ value, label: LEADERBOARD_PERIOD_LABELS[value] }));

/** The team leaderboard by period; a broker also chooses who is kept off it. */
export function LeaderboardPanel({ manage = false }: { manage?: boolean }) {
  const [period, setPeriod] = useState<LeaderboardPeriod>("week");
  const query = useLeaderboard(period);
  const queryClient = useQueryClient();

  async function toggle(agentId: string, optedOut: boolean) {
    try {
      await setLeaderboardOptOut(agentId, optedOut);
      await queryClient.invalidateQueries({ queryKey: ["leaderboard"] });
    } catch {
      void toast({
        title: "Error",
        description: "Could not change the leaderboard. Please try again.",
        variant: "destructive",
      });
    }
  }

  return (
    <Card aria-labelledby="leaderboard-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="leaderboard-heading" className="text-lg font-bold text-slate-900">
          Team leaderboard
        </h2>
        <SelectField
          label="Leaderboard range"
          hideLabel
          value={period}
          options={PERIOD_OPTIONS}
          onValueChange={setPeriod}
        />
      </div>
      <QueryView
        query={query}
        loading={<Skeleton className="mt-4 h-24" />}
        failed={<ErrorText inline>Failed to load the leaderboard. Please try again.</ErrorText>}
        isEmpty={(data) => data.standings.length === 0}
        empty={<p className="mt-3 text-sm text-slate-700">No one on the leaderboard yet.</p>}
      >
        {(data) => (
          <ol aria-label="Leaderboard" className="mt-4 space-y-2">
            {data.standings.map((standing) => (
              <li
                key={standing.agentId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
              >
                <span className="font-medium text-slate-900">
                  <span className="mr-2 text-slate-700">#{standing.rank}</span>
                  {standing.name}
                </span>
                <span className="text-sm text-slate-700">
                  avg {standing.averageScore ?? "—"} · {countOf(standing.calls, "call")} ·{" "}
                  {countOf(standing.passes, "pass", "passes")}
                </span>
                {manage ? (
                  <CheckboxField
                    className="w-full"
                    label={`Keep ${standing.name} off the leaderboard`}
                    checked={standing.optedOut}
                    onCheckedChange={(checked) => void toggle(standing.agentId, checked)}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </Card>
  );
}
