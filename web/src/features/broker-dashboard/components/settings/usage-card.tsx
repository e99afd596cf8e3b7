import { useState, type FormEvent } from "react";
import { MONTHLY_MINUTES_MAX, wholeMinutes } from "@domain/usage";
import { personName } from "@domain/people";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamUsage, type TeamUsageView } from "../../api/get-team-usage";
import { useSaveMonthlyMinutes } from "../../api/save-monthly-minutes";
import { formatDuration } from "../../lib/format";
import { ErrorText, QueryView } from "@/components/ui/query-view";

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const dollars = (value: number | null) => (value === null ? "—" : `$${value.toFixed(2)}`);
const latency = (ms: number | null) => (ms === null ? "not reported" : `${(ms / 1000).toFixed(1)} s`);

/**
 * Usage: the team's practice minutes this month against its monthly budget (editable), per agent and per call,
 * with each call's length, estimated provider cost and how fast the lead answered. Calls under way count with
 * their full length until the provider reports what they took.
 */
export function UsageCard() {
  const usage = useTeamUsage();
  return (
    <Card className="lg:col-span-2">
      <h3 className="text-lg font-semibold text-slate-900">Usage</h3>
      <QueryView
        query={usage}
        loading={<Skeleton className="mt-4 h-40" />}
        failed={<ErrorText>Failed to load usage. Please try again.</ErrorText>}
      >
        {(data) => <UsageView key={data.budgetMinutes} usage={data} />}
      </QueryView>
    </Card>
  );
}

function UsageView({ usage }: { usage: TeamUsageView }) {
  const save = useSaveMonthlyMinutes();
  const [budget, setBudget] = useState(String(usage.budgetMinutes));
  const [error, setError] = useState<string | null>(null);
  const usedMinutes = wholeMinutes(usage.usedSeconds);
  const share = usage.budgetMinutes === 0 ? 100 : Math.min(100, Math.round((usedMinutes / usage.budgetMinutes) * 100));

  function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = Number(budget);
    if (!/^\d+$/.test(budget.trim()) || minutes > MONTHLY_MINUTES_MAX) {
      setError(`Enter whole minutes from 0 to ${MONTHLY_MINUTES_MAX.toLocaleString("en-US")}`);
      return;
    }
    setError(null);
    save.mutate(minutes);
  }

  return (
    <div className="mt-4 space-y-6">
      <ProgressBar
        label={`Practice minutes in ${monthName(usage.month)}`}
        value={share}
        valueText={`${usedMinutes} of ${usage.budgetMinutes} minutes`}
        barClassName={share >= 90 ? "bg-red-600" : "bg-slate-900"}
      />
      <p className="text-sm text-slate-700">
        {usage.liveCalls > 0
          ? `${usage.liveCalls} ${usage.liveCalls === 1 ? "call is" : "calls are"} under way and counted at full length until it ends. `
          : ""}
        A call that would go past the month's minutes does not start; the minutes come back on the 1st.
      </p>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Monthly practice minutes"
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          label="Monthly practice minutes for the team"
          name="monthlyPracticeMinutes"
          type="number"
          value={budget}
          onValueChange={setBudget}
          error={error ?? undefined}
          description={
            usage.budgetIsDefault
              ? "The default for a team. Your voice plan's minutes are the limit to stay under."
              : undefined
          }
          className="w-72"
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Minutes"}
        </Button>
      </form>
      <div>
        <h4 className="font-semibold text-slate-900">Minutes by agent</h4>
        {usage.agents.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No agents on the team yet.</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead className="text-slate-700">
              <tr>
                <th className="py-1 font-medium">Agent</th>
                <th className="py-1 font-medium">Minutes</th>
                <th className="py-1 font-medium">Calls</th>
              </tr>
            </thead>
            <tbody className="text-slate-900">
              {usage.agents.map((row) => (
                <tr key={row.agent.id} className="border-t border-slate-100">
                  <td className="py-1.5">{personName(row.agent)}</td>
                  <td className="py-1.5">{wholeMinutes(row.seconds)}</td>
                  <td className="py-1.5">{row.calls}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">Calls this month</h4>
        {usage.calls.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No practice calls this month yet.</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-700">
                <tr>
                  <th className="py-1 pr-3 font-medium">When</th>
                  <th className="py-1 pr-3 font-medium">Agent</th>
                  <th className="py-1 pr-3 font-medium">Duration</th>
                  <th className="py-1 pr-3 font-medium">Est. cost</th>
                  <th className="py-1 pr-3 font-medium">Lead answers in</th>
                </tr>
              </thead>
              <tbody className="text-slate-900">
                {usage.calls.map((call, index) => (
                  <tr key={`${call.sessionId ?? "call"}-${index}`} className="border-t border-slate-100">
                    <td className="py-1.5 pr-3">
                      {new Date(call.startedAt).toLocaleString("en-US", {
                        month: "short",
                        day: "numeric",
                        hour: "numeric",
                        minute: "2-digit",
                      })}
                    </td>
                    <td className="py-1.5 pr-3">
                      {personName(call.agent)}{" "}
                      <span className="text-slate-700">({call.channel === "phone" ? "phone" : "browser"})</span>
                      {call.invalidReason ? (
                        <Badge className="ml-2 bg-red-100 text-red-900">Not a valid practice call</Badge>
                      ) : null}
                    </td>
                    <td className="py-1.5 pr-3">
                      {call.durationSeconds === null ? "Under way" : formatDuration(call.durationSeconds)}
                    </td>
                    <td className="py-1.5 pr-3">{dollars(call.estimatedCostUsd)}</td>
                    <td className="py-1.5 pr-3">{latency(call.leadLatencyMs)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
