/**
 * @file Bench: the database round trips of starting a practice call (`POST /api/practice_sessions/{id}/call`),
 * whose budget check (the team's minutes this month, enforced under a lock on the budget) rides in the call's own
 * two batches: the facts it reads, and the claim it writes. Measured on the idle stack while the local bridge
 * counts, for calls that start (by phone, then cancelled so the next may start) and for calls the budget refuses
 * (before any provider request). The write budget of a request with a session is 2 round trips.
 */
import { sameOriginHeaders, signIn } from "./app-requests";
import { readTraffic } from "./database-traffic";
import { percentile } from "./load";
import { verifyAgentNumber } from "./phone-proof";
import { roundTrips, statementsSent, trafficBetween } from "../local-database/postgres-traffic";

/** A write with a session: its read and its write (docs/database-round-trips.md). */
export const WRITE_BUDGET_ROUND_TRIPS = 2;

export interface CallStartRoundTrips {
  samples: number;
  /** Median round trips of a call that starts, with its budget check. */
  roundTrips: number;
  statements: number;
  /** Median round trips of a call the budget refuses (the check's read alone: no write, no provider request). */
  refusedRoundTrips: number;
  refusedStatus: number;
  writeBudget: number;
  /** Round trips beyond the call's own read and write: what the budget check costs in round trips. */
  budgetCheckExtraRoundTrips: number;
  withinWriteBudget: boolean;
}

export async function practiceCallStartRoundTrips(
  baseUrl: string,
  statsUrl: string,
  samples: number,
): Promise<CallStartRoundTrips> {
  const agent = await signIn(baseUrl, "agent");
  const broker = await signIn(baseUrl, "broker");
  const as = (cookie: string) => ({ ...sameOriginHeaders(baseUrl), cookie });
  await verifyAgentNumber(baseUrl, agent.header, `+1201555${String(Math.floor(Math.random() * 9000) + 1000)}`);
  const options = (await (
    await fetch(`${baseUrl}/api/agent/training-options`, { headers: as(agent.header) })
  ).json()) as { phoneNumbers: Array<{ id: string }>; aiAgents: Array<{ id: string }> };
  const newSession = async () => {
    const response = await fetch(`${baseUrl}/api/practice_sessions`, {
      method: "POST",
      headers: as(agent.header),
      body: JSON.stringify({
        phoneNumberId: options.phoneNumbers[0]!.id,
        aiAgentId: options.aiAgents[0]!.id,
        customPrompt: "You are Pat Lee, a landlord with three rentals.",
      }),
    });
    if (response.status !== 201)
      throw new Error(`POST /api/practice_sessions: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };
  const counted = async (sessionId: string) => {
    const before = await readTraffic(statsUrl);
    const response = await fetch(`${baseUrl}/api/practice_sessions/${sessionId}/call`, {
      method: "POST",
      headers: as(agent.header),
      body: JSON.stringify({ via: "phone" }),
    });
    await response.arrayBuffer();
    const used = trafficBetween(before, await readTraffic(statsUrl));
    return { status: response.status, roundTrips: roundTrips(used), statements: statementsSent(used) };
  };
  const setBudget = (monthlyPracticeMinutes: number) =>
    fetch(`${baseUrl}/api/broker/usage/budget`, {
      method: "PUT",
      headers: as(broker.header),
      body: JSON.stringify({ monthlyPracticeMinutes }),
    });

  const started: Array<{ roundTrips: number; statements: number }> = [];
  for (let i = 0; i < samples; i++) {
    const id = await newSession();
    const call = await counted(id);
    if (call.status !== 201) throw new Error(`POST …/call answered ${call.status}`);
    started.push(call);
    // Nobody dials: cancelled, it can reach nobody, so the agent's hold goes back at once for the next sample.
    await fetch(`${baseUrl}/api/practice_sessions/${id}`, {
      method: "PUT",
      headers: as(agent.header),
      body: JSON.stringify({ status: "failed" }),
    });
  }
  const refused: Array<{ roundTrips: number; status: number }> = [];
  const usage = (await (await fetch(`${baseUrl}/api/broker/usage`, { headers: as(broker.header) })).json()) as {
    budgetMinutes: number;
  };
  await setBudget(0);
  try {
    for (let i = 0; i < samples; i++) refused.push(await counted(await newSession()));
  } finally {
    await setBudget(usage.budgetMinutes);
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const trips = median(started.map((call) => call.roundTrips));
  return {
    samples,
    roundTrips: trips,
    statements: median(started.map((call) => call.statements)),
    refusedRoundTrips: median(refused.map((call) => call.roundTrips)),
    refusedStatus: refused[0]?.status ?? 0,
    writeBudget: WRITE_BUDGET_ROUND_TRIPS,
    budgetCheckExtraRoundTrips: Math.max(0, trips - WRITE_BUDGET_ROUND_TRIPS),
    withinWriteBudget: trips <= WRITE_BUDGET_ROUND_TRIPS,
  };
}
