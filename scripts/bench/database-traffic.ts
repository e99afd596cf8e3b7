/**
 * @file Database round trips per request, read from the local WebSocket bridge's counters
 * (scripts/ws-bridge.ts): requests are sent one at a time on an otherwise idle stack, and the counters
 * are read before and after each one.
 */
import { percentile } from "./load";
import { queryRoundTrips, trafficBetween, type PostgresTraffic } from "../postgres-traffic";

export interface RoundTrips {
  samples: number;
  /** Statements per request (simple queries + extended-protocol syncs): each waits for its answer. */
  queries: { median: number; min: number; max: number };
  /** New database connections per request (each adds its sign-in exchange before the first statement). */
  connections: { median: number; min: number; max: number };
}

export async function readTraffic(url: string): Promise<PostgresTraffic> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as PostgresTraffic;
}

function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

/** Sends `samples` requests one after another and counts what each asked of Postgres. */
export async function roundTripsPerRequest(url: string, samples: number, send: (index: number) => Promise<Response>): Promise<RoundTrips> {
  const queries: number[] = [];
  const connections: number[] = [];
  for (let i = 0; i < samples; i++) {
    const before = await readTraffic(url);
    const response = await send(i);
    await response.arrayBuffer();
    // The Worker has had every answer it waited for before it responded; the pool closes in the background.
    const used = trafficBetween(before, await readTraffic(url));
    queries.push(queryRoundTrips(used));
    connections.push(used.connections);
  }
  return { samples, queries: spread(queries), connections: spread(connections) };
}

/** Counts what reaches Postgres while nothing is being asked of the app: should be nothing. */
export async function idleTraffic(url: string, waitMs: number): Promise<number> {
  const before = await readTraffic(url);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return queryRoundTrips(trafficBetween(before, await readTraffic(url)));
}
