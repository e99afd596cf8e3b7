/**
 * @file Bench: API latency under a fixed concurrent load, and database round trips per request, against the
 * served production build. Each endpoint in turn gets a closed loop of CONCURRENCY clients for REQUESTS
 * requests; p50/p99 are reported beside the same loop on `GET /api/health` (one query, no session) from the
 * same run, as ratios. Then each endpoint is sent SAMPLES times, one at a time on the idle stack, while the
 * local database bridge counts the round trips, statements and connections each request makes. Last, the same
 * endpoints at a distance from the database (scripts/bench/distance.ts).
 */
import pg from "pg";
import { benchEndpoints, type BenchEndpoint } from "../api-endpoints";
import { idleTraffic, roundTripsPerRequest, type RoundTrips, type Spread } from "../database-traffic";
import { DEFAULT_DELAY_MS, distanceMarkdown, measureDistance, type Distance } from "../distance";
import { closedLoop, percentile, round1, tally, timed } from "../load";
import type { BenchContext, BenchSection } from "../types";
import { practiceCallStartRoundTrips, type CallStartRoundTrips } from "../practice-call-start";

const CONCURRENCY = 16;
const REQUESTS = 320;
const WARM_UP = 32;
const SAMPLES = 10;
const IDLE_CHECK_MS = 1000;

interface Latency {
  requests: number;
  concurrency: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  statuses: Record<string, number>;
  unexpected: number;
}

interface EndpointResult {
  endpoint: string;
  kind: BenchEndpoint["kind"];
  signedInAs: BenchEndpoint["signedInAs"];
  latency: Latency;
  ratioToHealth: { p50: number; p99: number };
  roundTrips: RoundTrips | null;
  expectedRoundTrips: number;
  aboveExpectedRoundTrips: boolean;
}

async function underLoad(endpoint: BenchEndpoint): Promise<Latency> {
  await closedLoop(WARM_UP, CONCURRENCY, (i) => timed(() => endpoint.send(REQUESTS + i)));
  const { outcomes, wallMs } = await closedLoop(REQUESTS, CONCURRENCY, (i) => timed(() => endpoint.send(i)));
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return {
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    p50Ms: round1(percentile(sorted, 50)),
    p99Ms: round1(percentile(sorted, 99)),
    maxMs: round1(sorted.at(-1) ?? 0),
    requestsPerSecond: round1(REQUESTS / (wallMs / 1000)),
    statuses: tally(outcomes),
    unexpected: outcomes.filter((outcome) => outcome.status !== endpoint.expectedStatus).length,
  };
}

const ratio = (value: number, baseline: number) => (baseline > 0 ? Math.round((value / baseline) * 100) / 100 : 0);

/** Removes the practice sessions the bench added, so later sections see the seeded data only. */
async function removeBenchSessions(databaseUrl: string, agentId: string, since: Date): Promise<void> {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("delete from practice_sessions where agent_id = $1 and created_at >= $2", [agentId, since]);
  } finally {
    await client.end();
  }
}

function describeCounts(counts: Spread): string {
  return counts.min === counts.max ? String(counts.median) : `${counts.median} (${counts.min}–${counts.max})`;
}

function markdown(
  results: EndpointResult[],
  healthAgain: Latency,
  idle: number | null,
  distance: Distance | null,
): string {
  const health = results[0]!.latency;
  const flagged = results.filter((result) => result.aboveExpectedRoundTrips);
  const failed = results.filter((result) => result.latency.unexpected > 0);
  return [
    `Each endpoint in turn: ${WARM_UP} warm-up requests, then ${REQUESTS} requests from ${CONCURRENCY} concurrent clients ` +
      `(closed loop). Ratios divide by \`GET /api/health\` (one query, no session) measured first in the same run; ` +
      `it ran again last as a drift check: p50 ${healthAgain.p50Ms} ms, p99 ${healthAgain.p99Ms} ms.`,
    "",
    `Database round trips: each endpoint sent ${SAMPLES} times one at a time on the idle stack, counted at the local ` +
      `bridge. *Round trips* are what the Worker waited on: WebSocket handshakes, each time a WebSocket connection ` +
      `spoke again once answered (its sign-in included) and SQL-over-HTTP requests; *statements* are simple queries, ` +
      `extended-protocol syncs and the statements of HTTP requests; *connections* are new WebSocket connections. ` +
      `Median, with the range when it varied. *Expected*: one round trip for a read, the session check folded in, ` +
      `at most two for a write.` +
      (idle === null ? "" : ` Statements reaching Postgres while idle for ${IDLE_CHECK_MS} ms: ${idle}.`),
    "",
    "| endpoint | as | p50 | p99 | p50 × health | p99 × health | req/s | DB round trips / request | expected | statements | WebSocket connections | statuses |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...results.map(
      (r) =>
        `| \`${r.endpoint}\` | ${r.signedInAs ?? "visitor"} | ${r.latency.p50Ms} ms | ${r.latency.p99Ms} ms | ${r.ratioToHealth.p50} | ` +
        `${r.ratioToHealth.p99} | ${r.latency.requestsPerSecond} | ${r.roundTrips ? describeCounts(r.roundTrips.roundTrips) : "n/a"}` +
        `${r.aboveExpectedRoundTrips ? " ⚠" : ""} | ${r.expectedRoundTrips} | ${r.roundTrips ? describeCounts(r.roundTrips.queries) : "n/a"} | ` +
        `${r.roundTrips ? describeCounts(r.roundTrips.connections) : "n/a"} | ${JSON.stringify(r.latency.statuses)} |`,
    ),
    "",
    `Baseline \`GET /api/health\`: p50 ${health.p50Ms} ms, p99 ${health.p99Ms} ms, ${health.requestsPerSecond} requests/s.`,
    failed.length === 0
      ? "Every request got its expected status."
      : `Unexpected statuses: ${failed.map((r) => `\`${r.endpoint}\` ${r.latency.unexpected}`).join(", ")}.`,
    flagged.length === 0
      ? "No endpoint takes more database round trips than expected."
      : `More round trips than expected (⚠): ${flagged.map((r) => `\`${r.endpoint}\``).join(", ")}.`,
    ...(distance ? ["", "### At a distance from the database", "", distanceMarkdown(distance)] : []),
  ].join("\n");
}

async function run({ baseUrl, databaseUrl, databaseTrafficUrl, log }: BenchContext) {
  const started = new Date();
  const { endpoints, agentId } = await benchEndpoints(baseUrl, Date.now().toString(36));
  const loadStarted = new Date();
  try {
    const latencies: Latency[] = [];
    for (const endpoint of endpoints) {
      const latency = await underLoad(endpoint);
      latencies.push(latency);
      log(
        `${endpoint.name}: p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms, ${latency.requestsPerSecond} req/s ${JSON.stringify(latency.statuses)}`,
      );
    }
    const healthAgain = await underLoad(endpoints[0]!);
    log(`GET /api/health again: p50 ${healthAgain.p50Ms} ms, p99 ${healthAgain.p99Ms} ms`);

    const idle = databaseTrafficUrl ? await idleTraffic(databaseTrafficUrl, IDLE_CHECK_MS) : null;
    const roundTrips: Array<RoundTrips | null> = [];
    for (const endpoint of endpoints) {
      const counted = databaseTrafficUrl
        ? await roundTripsPerRequest(databaseTrafficUrl, SAMPLES, (i) => endpoint.send(REQUESTS + WARM_UP + i))
        : null;
      roundTrips.push(counted);
      if (counted) {
        log(
          `${endpoint.name}: ${counted.roundTrips.median} round trips, ${counted.queries.median} statements, ${counted.connections.median} connections per request`,
        );
      }
    }

    const callStart = databaseTrafficUrl
      ? await practiceCallStartRoundTrips(baseUrl, databaseTrafficUrl, SAMPLES)
      : null;
    if (callStart) {
      log(
        `POST /api/practice_sessions/:id/call: ${callStart.roundTrips} round trips (write budget ${callStart.writeBudget}; the budget check adds ${callStart.budgetCheckExtraRoundTrips}), ` +
          `${callStart.statements} statements; refused over budget (${callStart.refusedStatus}) in ${callStart.refusedRoundTrips}`,
      );
    }

    const health = latencies[0]!;
    const results: EndpointResult[] = endpoints.map((endpoint, index) => {
      const latency = latencies[index]!;
      const counted = roundTrips[index] ?? null;
      return {
        endpoint: endpoint.name,
        kind: endpoint.kind,
        signedInAs: endpoint.signedInAs,
        latency,
        ratioToHealth: { p50: ratio(latency.p50Ms, health.p50Ms), p99: ratio(latency.p99Ms, health.p99Ms) },
        roundTrips: counted,
        expectedRoundTrips: endpoint.expectedRoundTrips,
        aboveExpectedRoundTrips: counted !== null && counted.roundTrips.median > endpoint.expectedRoundTrips,
      };
    });
    const delayMs = Number(process.env.BENCH_DB_DELAY_MS ?? DEFAULT_DELAY_MS);
    // The reads at a distance see the data they saw under load, not the sessions the create loop added since.
    await removeBenchSessions(databaseUrl, agentId, loadStarted);
    const distance = databaseTrafficUrl
      ? await measureDistance(
          endpoints,
          { statsUrl: databaseTrafficUrl, controlUrl: databaseTrafficUrl.replace(/\/stats$/, "") },
          delayMs,
          log,
        )
      : null;
    return {
      data: {
        load: { concurrency: CONCURRENCY, requestsPerEndpoint: REQUESTS, warmUpPerEndpoint: WARM_UP },
        baseline: { endpoint: endpoints[0]!.name, first: health, again: healthAgain },
        roundTripSamplesPerEndpoint: databaseTrafficUrl ? SAMPLES : 0,
        idleQueries: idle,
        endpoints: results,
        practiceCallStart: callStart,
        distance,
      },
      markdown: [
        markdown(results, healthAgain, idle, distance),
        ...(callStart ? ["", callStartMarkdown(callStart)] : []),
      ].join("\n"),
    };
  } finally {
    await removeBenchSessions(databaseUrl, agentId, started);
  }
}

function callStartMarkdown(call: CallStartRoundTrips): string {
  return [
    "### Starting a practice call: the budget check's round trips",
    "",
    "| measure | value |",
    "| --- | --- |",
    `| \`POST /api/practice_sessions/:id/call\` (by phone; ${call.samples} calls), round trips | ${call.roundTrips} (write budget ${call.writeBudget}) ${call.withinWriteBudget ? "✓" : "⚠"} |`,
    `| round trips the budget check adds beyond the call's read and write | ${call.budgetCheckExtraRoundTrips} |`,
    `| statements per call (the budget's lock, its usage and the reservation included) | ${call.statements} |`,
    `| a call the budget refuses (${call.refusedStatus}, before any provider request), round trips | ${call.refusedRoundTrips} |`,
  ].join("\n");
}

export const apiSection: BenchSection = {
  key: "api",
  title: "API: latency under load and database round trips",
  run,
};
