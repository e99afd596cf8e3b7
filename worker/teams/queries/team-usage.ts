/**
 * @file A team's voice minutes for the broker (call_usage): the month's total against its budget, per agent and
 * per call, in one statement; and the budget itself. Only the broker's own team's calls (team_id) are read.
 */
import { sql } from "drizzle-orm";
import { estimatedCostUsd, monthKey, type TeamUsage, type UsageAgent, type UsageCall } from "../../../domain/usage";
import type { PracticeSessionStatus } from "../../../domain/enums";
import type { Database } from "../../../lib/db/client";
import { userSettings } from "../../../lib/db/schema";
import { read, type Read, type UserRef } from "../../../lib/db/read";
import { budgetMinutesSql } from "../../calls/queries/call-budget";

/** Calls the usage view lists at most (newest first); the usage report (CSV) takes every call of the month. */
export const USAGE_CALLS_LIMIT = 100;

type UsageRow = {
  budgetMinutes: number;
  budgetIsDefault: boolean;
  agents: UsageAgent[];
  calls: (Omit<UsageCall, "estimatedCostUsd"> & { providerCostUsd: number | null })[];
};

/** Seconds a call counts for now: billed once settled, its reservation while the provider may still be running it. */
const countedSeconds = sql`coalesce(u.billed_seconds, case when u.settled_at is null then u.reserved_seconds else 0 end)`;

/** `calls`: the newest `USAGE_CALLS_LIMIT` calls of the month (the view), or all of them (the report). */
export function teamUsageRead(
  db: Database,
  brokerId: UserRef,
  monthStart: Date,
  calls: "latest" | "all" = "latest",
): Read<TeamUsage> {
  const since = sql`${monthStart.toISOString()}::timestamptz`;
  const callsLimit = calls === "all" ? sql.raw("ALL") : sql`${USAGE_CALLS_LIMIT}`;
  const statement = db.execute<UsageRow>(sql`
    WITH month_calls AS (
      SELECT u.*, ${countedSeconds} AS counted FROM call_usage u WHERE u.team_id = ${brokerId} AND u.started_at >= ${since}
    )
    SELECT
      ${budgetMinutesSql(brokerId)} AS "budgetMinutes",
      NOT EXISTS (SELECT 1 FROM ${userSettings} us WHERE us.user_id = ${brokerId} AND us.monthly_practice_minutes IS NOT NULL) AS "budgetIsDefault",
      coalesce((
        SELECT json_agg(json_build_object(
          'agent', json_build_object('id', a.id, 'firstName', a.first_name, 'lastName', a.last_name, 'email', a.email),
          'seconds', coalesce((SELECT sum(m.counted) FROM month_calls m WHERE m.agent_id = a.id), 0),
          'calls', (SELECT count(*) FROM month_calls m WHERE m.agent_id = a.id)
        ) ORDER BY a.first_name, a.last_name, a.email)
        FROM users a WHERE a.broker_id = ${brokerId} AND a.role = 'agent'
      ), '[]'::json) AS agents,
      coalesce((
        SELECT json_agg(c ORDER BY c."startedAt" DESC) FROM (
          SELECT m.practice_session_id AS "sessionId", m.channel, m.started_at AS "startedAt", s.status, s.invalid_reason AS "invalidReason",
            CASE WHEN m.settled_at IS NULL THEN NULL ELSE m.billed_seconds END AS "durationSeconds",
            m.provider_cost_usd::float8 AS "providerCostUsd", m.lead_latency_ms AS "leadLatencyMs",
            json_build_object('id', a.id, 'firstName', a.first_name, 'lastName', a.last_name, 'email', a.email) AS agent
          FROM month_calls m
          JOIN users a ON a.id = m.agent_id
          LEFT JOIN practice_sessions s ON s.id = m.practice_session_id
          ORDER BY m.started_at DESC
          LIMIT ${callsLimit}
        ) c
      ), '[]'::json) AS calls,
      (SELECT coalesce(sum(counted), 0)::int FROM month_calls) AS "usedSeconds",
      (SELECT count(*)::int FROM month_calls WHERE settled_at IS NULL) AS "liveCalls"
  `);
  return read(statement, ({ rows }) => {
    const row = rows[0] as UsageRow & { usedSeconds: number; liveCalls: number };
    return {
      month: monthKey(monthStart),
      budgetMinutes: row.budgetMinutes,
      budgetIsDefault: row.budgetIsDefault,
      usedSeconds: row.usedSeconds,
      liveCalls: row.liveCalls,
      agents: row.agents.map((agent) => ({ ...agent, seconds: Number(agent.seconds), calls: Number(agent.calls) })),
      calls: row.calls.map(({ providerCostUsd, ...call }) => ({
        ...call,
        status: call.status as PracticeSessionStatus | null,
        startedAt: new Date(call.startedAt).toISOString(),
        estimatedCostUsd:
          call.durationSeconds === null ? null : estimatedCostUsd(call.durationSeconds, providerCostUsd),
      })),
    };
  });
}

/** The team's monthly practice minutes (a row of settings, made when the broker has none yet). */
export async function saveMonthlyMinutes(db: Database, brokerId: string, minutes: number): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId: brokerId, monthlyPracticeMinutes: minutes })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { monthlyPracticeMinutes: minutes, updatedAt: new Date() },
    });
}

/** The team's live calls per practice line: phone calls of its agents under way on each (no other team's). */
export function teamLiveCallsPerLineRead(db: Database, brokerId: UserRef): Read<Map<string, number>> {
  const statement = db.execute<{ lineId: string; live: number }>(sql`
    SELECT s.phone_number_id AS "lineId", count(*)::int AS live
    FROM call_usage u JOIN practice_sessions s ON s.id = u.practice_session_id
    WHERE u.team_id = ${brokerId} AND u.channel = 'phone' AND u.settled_at IS NULL AND u.connected_at IS NOT NULL AND s.phone_number_id IS NOT NULL
    GROUP BY s.phone_number_id
  `);
  return read(statement, ({ rows }) => new Map(rows.map((row) => [row.lineId, row.live])));
}
