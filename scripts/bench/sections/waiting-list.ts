/**
 * @file Bench: waiting-list sign-up throughput against the served production build. A fixed number of
 * clients sign up back to back, beside the same loop on the health check as the local stack's ceiling;
 * then a one-shot burst of 300 with 60 duplicates checks that nothing is lost or doubled.
 * The bench's stack runs with LOAD_TEST_RATE_LIMITS=off: one machine is every client, and the per-client
 * rate limit would otherwise admit ten sign-ups a minute.
 */
import pg from "pg";
import { signUp } from "../app-requests";
import { closedLoop, percentile, round1 as round, tally, timed } from "../load";
import type { BenchContext, BenchSection } from "../types";

const CONCURRENCY = 20;
const SIGN_UPS = 600;
const WARM_UP = 20;
const BURST = { unique: 240, duplicates: 60 };

async function storedCount(databaseUrl: string, domain: string): Promise<number | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from waiting_list where lower(email) like $1",
      [`%@${domain}`],
    );
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function run({ baseUrl, databaseUrl, log }: BenchContext) {
  const tag = Date.now().toString(36);
  await closedLoop(WARM_UP, CONCURRENCY, (i) => timed(() => signUp(baseUrl, `warm-${i}@bench-${tag}.example.test`)));

  // The same closed loop on the health check (one query, no write) is the local stack's own ceiling.
  log(`baseline: ${SIGN_UPS} health checks from ${CONCURRENCY} concurrent clients...`);
  const baseline = await closedLoop(SIGN_UPS, CONCURRENCY, () => timed(() => fetch(`${baseUrl}/api/health`)));
  const baselinePerSecond = round(SIGN_UPS / (baseline.wallMs / 1000));

  const domain = `throughput-${tag}.example.test`;
  const emails = Array.from({ length: SIGN_UPS }, (_, i) => `lead-${i}@${domain}`);
  log(`${SIGN_UPS} sign-ups from ${CONCURRENCY} concurrent clients...`);
  const { outcomes, wallMs } = await closedLoop(SIGN_UPS, CONCURRENCY, (i) => timed(() => signUp(baseUrl, emails[i]!)));
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const throughput = {
    concurrency: CONCURRENCY,
    requests: SIGN_UPS,
    wallMs: Math.round(wallMs),
    requestsPerSecond: round(SIGN_UPS / (wallMs / 1000)),
    baselineHealthPerSecond: baselinePerSecond,
    ratioToBaseline: Math.round((SIGN_UPS / (wallMs / 1000) / baselinePerSecond) * 100) / 100,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    statuses: tally(outcomes),
    stored: await storedCount(databaseUrl, domain),
  };

  const burstDomain = `burst-${tag}.example.test`;
  const unique = Array.from({ length: BURST.unique }, (_, i) => `lead-${i}@${burstDomain}`);
  const attempts = [...unique, ...unique.slice(0, BURST.duplicates).map((email) => email.toUpperCase())];
  log(`burst: ${attempts.length} simultaneous sign-ups, ${BURST.duplicates} of them duplicates...`);
  const burst = await closedLoop(attempts.length, attempts.length, (i) => timed(() => signUp(baseUrl, attempts[i]!)));
  const burstResult = {
    requests: attempts.length,
    duplicates: BURST.duplicates,
    wallMs: Math.round(burst.wallMs),
    statuses: tally(burst.outcomes),
    stored: await storedCount(databaseUrl, burstDomain),
    expectedStored: BURST.unique,
  };

  const markdown = [
    `Sign-ups (\`POST /api/waiting-list\`, each a new email; per-client rate limits lifted with LOAD_TEST_RATE_LIMITS=off) against the served build.`,
    "",
    "| measure | value |",
    "| --- | --- |",
    `| concurrency (closed loop) | ${CONCURRENCY} |`,
    `| sign-ups | ${SIGN_UPS} in ${(wallMs / 1000).toFixed(1)} s |`,
    `| throughput | **${throughput.requestsPerSecond} sign-ups/s** |`,
    `| same loop on \`GET /api/health\` | ${baselinePerSecond} requests/s (sign-ups run at ${throughput.ratioToBaseline}× of it) |`,
    `| latency p50 / p90 / p99 / max | ${throughput.latencyMs.p50} / ${throughput.latencyMs.p90} / ${throughput.latencyMs.p99} / ${throughput.latencyMs.max} ms |`,
    `| statuses | ${JSON.stringify(throughput.statuses)} |`,
    `| rows stored | ${throughput.stored ?? "n/a"} of ${SIGN_UPS} |`,
    `| burst: ${attempts.length} at once, ${BURST.duplicates} duplicates | ${JSON.stringify(burstResult.statuses)} in ${(burst.wallMs / 1000).toFixed(1)} s; ${burstResult.stored ?? "n/a"} rows stored (expected ${BURST.unique}) |`,
  ].join("\n");

  return { data: { throughput, burst: burstResult }, markdown };
}

export const waitingListSection: BenchSection = {
  key: "waitingList",
  title: "Waiting list: sign-up throughput",
  run,
};
