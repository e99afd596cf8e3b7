/**
 * @file Database round trips per request, read from the local WebSocket bridge's counters
 * (scripts/local-database/ws-bridge.ts): requests are sent one at a time on an otherwise idle stack, and the counters
 * are read before and after each one.
 */
import { percentile } from "./load";
import { roundTrips, statementsSent, trafficBetween, type PostgresTraffic } from "../local-database/postgres-traffic";

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface RoundTrips {
  samples: number;
  /** Round trips the request waited on: WebSocket handshakes and flights (sign-in included), HTTP requests. */
  roundTrips: Spread;
  /** Statements per request (simple queries, extended-protocol syncs and statements sent over HTTP). */
  queries: Spread;
  /** New WebSocket connections per request (each adds its handshake and sign-in before the first statement). */
  connections: Spread;
}

export async function readTraffic(url: string): Promise<PostgresTraffic> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as PostgresTraffic;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

/** Sends `samples` requests one after another and counts what each asked of Postgres. */
export async function roundTripsPerRequest(
  url: string,
  samples: number,
  send: (index: number) => Promise<Response>,
): Promise<RoundTrips> {
  const trips: number[] = [];
  const queries: number[] = [];
  const connections: number[] = [];
  for (let i = 0; i < samples; i++) {
    const before = await readTraffic(url);
    const response = await send(i);
    await response.arrayBuffer();
    // The Worker has had every answer it waited for before it responded; the pool closes in the background.
    const used = trafficBetween(before, await readTraffic(url));
    trips.push(roundTrips(used));
    queries.push(statementsSent(used));
    connections.push(used.connections);
  }
  return { samples, roundTrips: spread(trips), queries: spread(queries), connections: spread(connections) };
}

/** Counts what reaches Postgres while nothing is being asked of the app: should be nothing. */
export async function idleTraffic(url: string, waitMs: number): Promise<number> {
  const before = await readTraffic(url);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return statementsSent(trafficBetween(before, await readTraffic(url)));
}

/** Sets the bridge's one-way delay (`PUT /delay` on its control surface). */
export async function setDatabaseDelay(controlUrl: string, oneWayMs: number): Promise<void> {
  const response = await fetch(`${controlUrl}/delay`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ oneWayMs }),
  });
  if (!response.ok)
    throw new Error(`the bridge refused a ${oneWayMs} ms delay: ${response.status} ${await response.text()}`);
}
