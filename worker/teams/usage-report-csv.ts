/**
 * @file The usage report (broker Settings → Account & Billing, "Download Usage Report"): the team's month from
 * call_usage as a spreadsheet, one table whose first column says what a row is: the team's total, each agent's
 * minutes, then each call. Minutes are the seconds the budget counts, to two decimals, so the calls' minutes add up
 * to their agent's and the agents' to the team's. The team's total is the budget's own count (calls of agents since
 * deleted included), so its calls are not summed from the agents' rows.
 */
import { personName } from "../../domain/people";
import type { TeamUsage, UsageCall } from "../../domain/usage";
import { toCsv, type CsvValue } from "../http/csv";

export const USAGE_CSV_HEADER = [
  "Row",
  "Month (UTC)",
  "Agent",
  "Email",
  "Call started (UTC)",
  "Channel",
  "Call status",
  "Seconds",
  "Minutes",
  "Calls",
  "Budget minutes",
  "Estimated cost (USD)",
  "Lead answers in (ms)",
  "Practice session",
  "Not a valid practice call because",
] as const;

/** Excel reads a UTF-8 CSV as UTF-8 only when it starts with a byte-order mark (names like "José"). */
const UTF8_BOM = "\uFEFF";

/** A call the provider has not settled yet counts at its full length (its reservation) and has no duration yet. */
export const CALL_UNDER_WAY = "Under way";

const minutes = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

function callStatus(call: UsageCall): string {
  if (call.durationSeconds === null) return CALL_UNDER_WAY;
  return call.status ?? "session deleted";
}

export function usageReportCsv(usage: TeamUsage): string {
  const empty = (count: number): CsvValue[] => Array<CsvValue>(count).fill(null);
  const team: CsvValue[] = [
    "Team total",
    usage.month,
    null,
    null,
    null,
    null,
    null,
    usage.usedSeconds,
    minutes(usage.usedSeconds),
    null,
    usage.budgetMinutes,
    ...empty(4),
  ];
  const agents = usage.agents.map((row): CsvValue[] => [
    "Agent",
    usage.month,
    personName(row.agent),
    row.agent.email,
    null,
    null,
    null,
    row.seconds,
    minutes(row.seconds),
    row.calls,
    ...empty(5),
  ]);
  const calls = usage.calls.map((call): CsvValue[] => [
    "Call",
    usage.month,
    personName(call.agent),
    call.agent.email,
    call.startedAt,
    call.channel,
    callStatus(call),
    call.durationSeconds,
    call.durationSeconds === null ? null : minutes(call.durationSeconds),
    null,
    null,
    call.estimatedCostUsd,
    call.leadLatencyMs,
    call.sessionId,
    call.invalidReason,
  ]);
  return UTF8_BOM + toCsv(USAGE_CSV_HEADER, [team, ...agents, ...calls]);
}
