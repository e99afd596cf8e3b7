/**
 * @file Bench: what the distance to the database costs. Every endpoint is measured twice in the same run, with
 * the local bridge adding no delay and then a one-way delay per message (BENCH_DB_DELAY_MS, default 25 ms, a
 * same-continent distance): p50/p99 of one visitor's requests sent one after another (the wait a visitor sees, not
 * a load: the load table above is that), and the round trips each request makes, counted at the bridge. A read should
 * cost at most three round trips' worth at the delay (its connection set-up included), creating a practice session four.
 */
import type { BenchEndpoint } from "./api-endpoints";
import { roundTripsPerRequest, setDatabaseDelay } from "./database-traffic";
import { closedLoop, percentile, round1, timed } from "./load";

export const DEFAULT_DELAY_MS = 25;
const CONCURRENCY = 1;
const REQUESTS = 100;
const WARM_UP = 5;
const SAMPLES = 5;
/** Round trips' worth of time an endpoint may take at the delay (the issue's budget). */
const BUDGET_ROUND_TRIPS = { read: 3, write: 3, "POST /api/practice_sessions": 4 } as const;

export interface DistanceFigures {
  p50Ms: number;
  p99Ms: number;
  /** Median round trips per request, counted at the bridge (connection set-up and statements). */
  roundTrips: number;
}

export interface DistanceEndpoint {
  endpoint: string;
  kind: BenchEndpoint["kind"];
  local: DistanceFigures;
  atDelay: DistanceFigures;
  /** p50 allowed at the delay: so many round trips of twice the delay. */
  budgetMs: number;
  withinBudget: boolean;
}

export interface Distance {
  delayMs: number;
  load: { concurrency: number; requestsPerEndpoint: number };
  endpoints: DistanceEndpoint[];
}

export function budgetRoundTrips(endpoint: Pick<BenchEndpoint, "name" | "kind">): number {
  return endpoint.name === "POST /api/practice_sessions"
    ? BUDGET_ROUND_TRIPS[endpoint.name]
    : BUDGET_ROUND_TRIPS[endpoint.kind];
}

async function measure(endpoint: BenchEndpoint, statsUrl: string, offset: number): Promise<DistanceFigures> {
  await closedLoop(WARM_UP, CONCURRENCY, (i) => timed(() => endpoint.send(offset + i)));
  const { outcomes } = await closedLoop(REQUESTS, CONCURRENCY, (i) => timed(() => endpoint.send(offset + WARM_UP + i)));
  const unexpected = outcomes.filter((outcome) => outcome.status !== endpoint.expectedStatus).length;
  if (unexpected > 0)
    throw new Error(
      `${endpoint.name}: ${unexpected} of ${REQUESTS} requests did not answer ${endpoint.expectedStatus}`,
    );
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const counted = await roundTripsPerRequest(statsUrl, SAMPLES, (i) => endpoint.send(offset + WARM_UP + REQUESTS + i));
  return {
    p50Ms: round1(percentile(sorted, 50)),
    p99Ms: round1(percentile(sorted, 99)),
    roundTrips: counted.roundTrips.median,
  };
}

/** Measures every endpoint at no delay, then at `delayMs`; leaves the bridge at no delay. */
export async function measureDistance(
  endpoints: BenchEndpoint[],
  bridge: { statsUrl: string; controlUrl: string },
  delayMs: number,
  log: (line: string) => void,
): Promise<Distance> {
  const figures = new Map<string, { local?: DistanceFigures; atDelay?: DistanceFigures }>();
  let offset = 1_000_000;
  try {
    for (const [phase, oneWayMs] of [
      ["local", 0],
      ["atDelay", delayMs],
    ] as const) {
      await setDatabaseDelay(bridge.controlUrl, oneWayMs);
      for (const endpoint of endpoints) {
        const measured = await measure(endpoint, bridge.statsUrl, offset);
        offset += 10_000;
        figures.set(endpoint.name, { ...figures.get(endpoint.name), [phase]: measured });
        log(
          `${endpoint.name} at ${oneWayMs} ms: p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${measured.roundTrips} round trips`,
        );
      }
    }
  } finally {
    await setDatabaseDelay(bridge.controlUrl, 0);
  }
  return {
    delayMs,
    load: { concurrency: CONCURRENCY, requestsPerEndpoint: REQUESTS },
    endpoints: endpoints.map((endpoint) => {
      const { local, atDelay } = figures.get(endpoint.name) as { local: DistanceFigures; atDelay: DistanceFigures };
      const budgetMs = budgetRoundTrips(endpoint) * 2 * delayMs;
      return {
        endpoint: endpoint.name,
        kind: endpoint.kind,
        local,
        atDelay,
        budgetMs,
        withinBudget: atDelay.p50Ms <= budgetMs,
      };
    }),
  };
}

export function distanceMarkdown(distance: Distance): string {
  const over = distance.endpoints.filter((entry) => !entry.withinBudget);
  return [
    `Every endpoint again with the database ${distance.delayMs} ms away each way (the bridge delays every message, the ` +
      `WebSocket handshake and each SQL-over-HTTP request and answer), beside the same measurement with no delay: ` +
      `${distance.load.requestsPerEndpoint} requests each, ${distance.load.concurrency === 1 ? "one after another" : `from ${distance.load.concurrency} concurrent clients`}. ` +
      `*Round trips* are those one request makes, counted at the bridge (median): WebSocket handshakes, each time a connection ` +
      `speaks again once answered (sign-in included), and SQL-over-HTTP requests; work a route leaves for after its response ` +
      `(waitUntil) is counted too when it reaches the bridge before the next request. Budget at the delay: a read ${BUDGET_ROUND_TRIPS.read} round ` +
      `trips' worth (${BUDGET_ROUND_TRIPS.read * 2 * distance.delayMs} ms), creating a practice session ` +
      `${BUDGET_ROUND_TRIPS["POST /api/practice_sessions"]} (${BUDGET_ROUND_TRIPS["POST /api/practice_sessions"] * 2 * distance.delayMs} ms).`,
    "",
    `| endpoint | p50 local | p99 local | round trips local | p50 at ${distance.delayMs} ms | p99 at ${distance.delayMs} ms | round trips at ${distance.delayMs} ms | budget |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...distance.endpoints.map(
      (entry) =>
        `| \`${entry.endpoint}\` | ${entry.local.p50Ms} ms | ${entry.local.p99Ms} ms | ${entry.local.roundTrips} | ` +
        `${entry.atDelay.p50Ms} ms${entry.withinBudget ? "" : " ⚠"} | ${entry.atDelay.p99Ms} ms | ${entry.atDelay.roundTrips} | ${entry.budgetMs} ms |`,
    ),
    "",
    over.length === 0
      ? "Every endpoint is within its budget at the delay."
      : `Over budget at the delay (⚠): ${over.map((entry) => `\`${entry.endpoint}\``).join(", ")}.`,
  ].join("\n");
}
