/**
 * @file Drill: Postgres stopped in the middle of a load, then started again. Clients keep signing up, reading
 * scenarios, starting demo calls and checking health; a few demo calls in progress are hung up while the
 * database is down. Every failure must be a clean 503 (`{ message }` and Retry-After, nothing internal), no
 * request may hang, nothing half-written may remain, everything must work and catch up once it is back, and
 * nothing may escape the Worker as an uncaught exception (the stack's log is read for it). Stopping Postgres hits
 * requests at whatever phase they are in; postgres-fault-phases.ts hits each phase on purpose.
 */
import { sameOriginHeaders } from "../bench/app-requests";
import { fetchResendingProxyDrops } from "../bench/dev-proxy-resend";
import {
  addPracticeLines,
  firstScenarioId,
  hangUpPhone,
  heldCall,
  post,
  pressEnd,
  untilSettled,
} from "../bench/demo-calls";
import type { DrillStack } from "./stack";
import { Checks, seconds, tally, type Drill } from "./types";
import { isCleanUnavailable, isDegradedHealth } from "./unavailable";

const WORKERS = 12;
const HEALTHY_MS = 4_000;
const OUTAGE_MS = 10_000;
const RECOVERY_MS = 6_000;
const IN_FLIGHT_CALLS = 6;
const LINE_PREFIX = "+1555017";
/** In-flight calls whose audio webhook failed wait out the audio window (30 s) before the REST fallback. */
const CATCH_UP_MS = 180_000;
/** A request still unanswered after this long counts as hanging. */
const HANG_MS = 15_000;

type Kind = "sign-up" | "scenarios" | "demo-start" | "health";
const KINDS: Kind[] = ["sign-up", "scenarios", "demo-start", "health"];
const OK_STATUS: Record<Kind, number> = { "sign-up": 201, scenarios: 200, "demo-start": 201, health: 200 };

interface Sample {
  kind: Kind;
  sentAt: number;
  answeredAt: number;
  status: number;
  text: string;
  retryAfter: string | null;
  /** The sign-up's email or the demo start's client address, to find its rows. */
  key: string;
}

export const postgresOutageDrill: Drill = {
  name: `Postgres stopped for ${OUTAGE_MS / 1000} s under load, then restarted`,
  needsStack: true,
  async run({ stack, log }) {
    const checks = new Checks();
    const s = stack!;
    const logStart = s.logSize();
    const tag = Date.now().toString(36);
    const scenario = await firstScenarioId(s.baseUrl);
    // Lines for the calls held through the outage and for the starts in the load (each ended at once).
    await s.withClient((db) => addPracticeLines(db, LINE_PREFIX, IN_FLIGHT_CALLS + WORKERS * 2));
    const inFlight = await Promise.all(Array.from({ length: IN_FLIGHT_CALLS }, () => heldCall(s.baseUrl, scenario)));

    const samples: Sample[] = [];
    let loading = true;
    let sequence = 0;
    const load = Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (loading) samples.push(await request(s, KINDS[sequence % KINDS.length]!, sequence++, tag, scenario));
      }),
    );

    await sleep(HEALTHY_MS);
    const stopBegin = Date.now();
    await s.stopPostgres();
    const stoppedAt = Date.now();
    log(`postgres stopped (${stoppedAt - stopBegin} ms)`);
    const hangUps = await Promise.all(inFlight.map((call) => hangUpWithDeliveries(s.baseUrl, call.simCallId)));
    await sleep(OUTAGE_MS);
    const restartBegin = Date.now();
    await s.startPostgres();
    const restartedAt = Date.now();
    log(`postgres restarted (${restartedAt - restartBegin} ms)`);
    await sleep(RECOVERY_MS);
    loading = false;
    await load;

    // 1. Every refusal is a clean 503; nothing else goes wrong and nothing hangs.
    const statuses = tally(samples, (sample) => `${sample.kind} ${sample.status}`);
    const unexpected = samples.filter((sample) => sample.status !== OK_STATUS[sample.kind] && sample.status !== 503);
    checks.expect(
      unexpected.length === 0,
      "only success or 503 (no 500, no dropped connection)",
      unexpected.slice(0, 3).map(brief),
    );
    const unclean = samples.filter((sample) => sample.status === 503 && !cleanUnavailable(sample));
    checks.expect(
      unclean.length === 0,
      "every 503 is { message } or the health report, with Retry-After and nothing internal",
      unclean.slice(0, 3).map(brief),
    );
    const slowest = Math.max(...samples.map((sample) => sample.answeredAt - sample.sentAt));
    checks.expect(slowest < HANG_MS, `no request takes ${HANG_MS / 1000} s or more`, `${slowest} ms`);

    // 2. While it is down, the database-backed requests are refused (the load really met the outage).
    const duringOutage = samples.filter((sample) => sample.sentAt >= stoppedAt && sample.answeredAt <= restartBegin);
    const servedDuringOutage = duringOutage.filter((sample) => sample.status !== 503);
    checks.expect(
      duringOutage.length > 0 && servedDuringOutage.length === 0,
      "all requests during the outage answered 503",
      {
        during: duringOutage.length,
        served: servedDuringOutage.slice(0, 3).map(brief),
      },
    );

    // 3. Recovery once it is back.
    const afterRestart = samples.filter((sample) => sample.sentAt >= restartedAt).sort((a, b) => a.sentAt - b.sentAt);
    const firstSuccess = afterRestart.find((sample) => sample.kind === "sign-up" && sample.status === 201);
    const recoveryMs = firstSuccess ? firstSuccess.answeredAt - restartedAt : Infinity;
    const settledLoad = afterRestart.filter((sample) => sample.sentAt >= restartedAt + 1_000);
    checks.expect(
      settledLoad.length > 0 && settledLoad.every((sample) => sample.status === OK_STATUS[sample.kind]),
      "every request 1 s after the restart succeeds",
      tally(settledLoad, (x) => x.status),
    );

    // 4. Nothing half-written, nothing lost.
    const signUps = samples.filter((sample) => sample.kind === "sign-up");
    const accepted = new Set(signUps.filter((sample) => sample.status === 201).map((sample) => sample.key));
    const storedEmails = (
      await s.query<{ email: string }>("select lower(email) as email from waiting_list where email like $1", [
        `%@outage-${tag}.example.test`,
      ])
    ).map((row) => row.email);
    checks.expect(
      storedEmails.length === accepted.size && storedEmails.every((email) => accepted.has(email)),
      "the sign-ups stored are exactly those answered 201",
      {
        stored: storedEmails.length,
        accepted: accepted.size,
      },
    );
    const starts = samples.filter((sample) => sample.kind === "demo-start");
    const startedClients = new Set(starts.filter((sample) => sample.status === 201).map((sample) => sample.key));
    const rows = await s.query<{ ip_address: string; conversation_id: string; job: string | null }>(
      `select l.ip_address, l.conversation_id, j.id as job from demo_call_logs l left join audio_processing_jobs j on j.conversation_id = l.conversation_id
       where l.ip_address = any($1::text[])`,
      [starts.map((sample) => sample.key)],
    );
    checks.expect(
      rows.length === startedClients.size && rows.every((row) => startedClients.has(row.ip_address)),
      "a call log exists exactly for each start answered 201",
      {
        rows: rows.length,
        started: startedClients.size,
      },
    );
    checks.expect(
      rows.every((row) => row.job !== null),
      "every call log has its audio job (no partial start)",
    );
    const stillOpen = await untilRowsFinal(
      s,
      rows.map((row) => row.conversation_id),
    );
    checks.expect(
      stillOpen.length === 0,
      "the calls started and ended around the outage all reach a final state in the database",
      stillOpen.slice(0, 3),
    );

    // 5. The calls hung up while the database was down complete, scored, once it is back.
    const finals = await Promise.all(
      inFlight.map((call) => untilSettled(s.baseUrl, call.conversationId, Date.now() + CATCH_UP_MS)),
    );
    checks.expect(
      finals.every((final) => final?.processingStatus === "completed" && final.isReady),
      "calls hung up during the outage complete with their analysis",
      finals.map((f) => f?.processingStatus ?? "stuck"),
    );
    const inFlightRows = await untilRowsFinal(
      s,
      inFlight.map((call) => call.conversationId),
      "completed",
    );
    checks.expect(
      inFlightRows.length === 0,
      "their call logs are completed with the analysis and audio stored",
      inFlightRows,
    );

    // 6. Nothing escaped the Worker meanwhile.
    const uncaught = s.uncaughtErrorsSince(logStart);
    checks.expect(
      uncaught.length === 0,
      "nothing escaped the Worker as an uncaught exception (stack log)",
      uncaught.slice(0, 3),
    );

    const refused = samples.filter((sample) => sample.status === 503).length;
    const audioWebhooks = tally(
      hangUps.flat(),
      (delivery) => `${delivery.type.replace("post_call_", "")} ${delivery.status}`,
    );
    return checks.result(
      `${samples.length} requests: ${refused} clean 503s, ${duringOutage.length} sent during the outage all refused; ` +
        `recovered ${recoveryMs === Infinity ? "never" : seconds(recoveryMs)} after restart; slowest answer ${slowest} ms; ` +
        `${accepted.size} sign-ups = rows; ${rows.length} starts = logs; ${IN_FLIGHT_CALLS} in-flight calls completed (webhooks during outage ${JSON.stringify(audioWebhooks)}); ` +
        `uncaught in log: ${uncaught.length}; statuses ${JSON.stringify(statuses)}`,
    );
  },
};

async function request(stack: DrillStack, kind: Kind, n: number, tag: string, scenarioId: string): Promise<Sample> {
  const sentAt = Date.now();
  // Each request tagged with its own address (stored as the call's ipAddress), by which the starts are found.
  const client = `198.19.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;
  let key = "";
  try {
    let response: Response;
    if (kind === "sign-up") {
      key = `lead-${n}@outage-${tag}.example.test`;
      response = await fetchResendingProxyDrops(`${stack.baseUrl}/api/waiting-list`, {
        method: "POST",
        headers: { ...sameOriginHeaders(stack.baseUrl), "cf-connecting-ip": client },
        body: JSON.stringify({ fullName: "Outage Lead", email: key, businessName: "Outage Brokerage" }),
      });
    } else if (kind === "demo-start") {
      key = client;
      response = await post(
        stack.baseUrl,
        "/api/demo/conversation/start",
        { scenarioId },
        { "cf-connecting-ip": client },
      );
    } else {
      response = await fetch(
        `${stack.baseUrl}${kind === "health" ? "/api/health" : "/api/demo/scenarios?vertical=real_estate"}`,
      );
    }
    const text = await response.text();
    // A started demo call is ended at once, so the load never runs out of practice lines.
    if (kind === "demo-start" && response.status === 201)
      await pressEnd(stack.baseUrl, (JSON.parse(text) as { conversationId: string }).conversationId);
    return {
      kind,
      sentAt,
      answeredAt: Date.now(),
      status: response.status,
      text,
      retryAfter: response.headers.get("retry-after"),
      key,
    };
  } catch (error) {
    return { kind, sentAt, answeredAt: Date.now(), status: 0, text: String(error), retryAfter: null, key };
  }
}

function cleanUnavailable(sample: Sample): boolean {
  return sample.kind === "health" ? isDegradedHealth(sample) : isCleanUnavailable(sample);
}

function brief(sample: Sample) {
  return { kind: sample.kind, status: sample.status, body: sample.text.slice(0, 160), retryAfter: sample.retryAfter };
}

async function hangUpWithDeliveries(
  baseUrl: string,
  simCallId: string,
): Promise<Array<{ type: string; status: number }>> {
  const response = await post(baseUrl, `/api/dev/simulator/calls/${simCallId}/hangup`, {});
  if (!response.ok) {
    await hangUpPhone(baseUrl, simCallId).catch(() => {});
    return [{ type: `hang-up answered ${response.status}`, status: response.status }];
  }
  return ((await response.json()) as { deliveries: Array<{ type: string; status: number }> }).deliveries;
}

/** Waits (bounded) until the rows leave started/active (or reach `status`); returns those that did not. */
async function untilRowsFinal(stack: DrillStack, ids: string[], status?: "completed") {
  const deadline = Date.now() + CATCH_UP_MS;
  for (;;) {
    const rows = await stack.query<{
      conversation_id: string;
      status: string;
      analysis: boolean;
      job_status: string | null;
    }>(
      `select l.conversation_id, l.status, l.analysis is not null as analysis, j.status as job_status
       from demo_call_logs l left join audio_processing_jobs j on j.conversation_id = l.conversation_id where l.conversation_id = any($1::uuid[])`,
      [ids],
    );
    const open = rows.filter((row) =>
      status === "completed"
        ? !(row.status === "completed" && row.analysis && row.job_status === "completed")
        : row.status === "started" || row.status === "active",
    );
    if (open.length === 0 && rows.length === ids.length) return [];
    if (Date.now() >= deadline) return open.length > 0 ? open : [{ missing: ids.length - rows.length }];
    await sleep(500);
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
