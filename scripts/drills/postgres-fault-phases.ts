/**
 * @file Drill: the database fails at each phase of a request, injected at the bridge between the Worker and
 * Postgres (no timing involved). A demo start meets every failure of lib/db/testing/demo-start-faults.ts, one at a
 * time: each must answer a clean 503 with nothing written, and the same visitor's next try must start the call.
 * A connection lost right after the commit still starts the call; one lost while COMMIT is under way answers 503
 * and leaves the transaction whole (Postgres committed; the Worker cannot know); a sign-up cut off once is retried and stored
 * once, cut off for good is refused and stored nowhere; a read and the health check say the database is away.
 * Nothing may escape the Worker as an uncaught exception (the stack's log is read for it).
 */
import { armFaults } from "../../lib/db/testing/bridge-faults";
import { fetchResendingProxyDrops } from "../bench/dev-proxy-resend";
import {
  DEMO_START_DROP_AFTER_COMMIT,
  DEMO_START_DROP_WHILE_COMMITTING,
  DEMO_START_FAILURES,
  type RequestFault,
} from "../../lib/db/testing/demo-start-faults";
import { sameOriginHeaders } from "../bench/app-requests";
import { addPracticeLines, firstScenarioId, post, pressEnd } from "../bench/demo-calls";
import type { DrillStack } from "./stack";
import { Checks, type Drill } from "./types";
import { answerOf, isCleanUnavailable, isDegradedHealth, type Answer } from "./unavailable";

const LINE_PREFIX = "+1555018";
/** Time for wrangler to print what a late timer may still throw after the last answer. */
const LOG_SETTLE_MS = 1_000;

export const postgresFaultPhasesDrill: Drill = {
  name: `Postgres failing at each of ${DEMO_START_FAILURES.length} phases of a demo start, and of a sign-up, a read and the health check`,
  needsStack: true,
  async run({ stack, log }) {
    const checks = new Checks();
    const s = stack!;
    const logStart = s.logSize();
    const tag = Date.now().toString(36);
    const scenarioId = await firstScenarioId(s.baseUrl);
    await s.withClient((db) => addPracticeLines(db, LINE_PREFIX, 2));
    const start = (client: string) =>
      post(s.baseUrl, "/api/demo/conversation/start", { scenarioId }, { "cf-connecting-ip": client });
    const callLogs = (client: string) =>
      s.query<{ job: string | null }>(
        "select j.id as job from demo_call_logs l left join audio_processing_jobs j on j.conversation_id = l.conversation_id where l.ip_address = $1",
        [client],
      );

    let refusedCleanly = 0;
    for (const [index, { phase, faults }] of DEMO_START_FAILURES.entries()) {
      const client = `198.18.${index}.1`;
      const { answer, strikes } = await withFaults(s, faults, () => start(client));
      const written = await callLogs(client);
      const clean = isCleanUnavailable(answer) && strikes > 0 && written.length === 0;
      checks.expect(clean, `${phase}: a clean 503 with Retry-After, nothing written`, {
        status: answer.status,
        body: answer.text.slice(0, 160),
        strikes,
        written: written.length,
      });
      const again = await start(client);
      checks.expect(
        again.status === 201,
        `${phase}: the same visitor's next start works once the database is back`,
        again.status,
      );
      if (again.status === 201)
        await pressEnd(s.baseUrl, ((await again.json()) as { conversationId: string }).conversationId);
      if (clean) refusedCleanly += 1;
      log(`${clean ? "ok" : "FAILED"}: ${phase} → ${answer.status}`);
    }

    const afterCommitClient = "198.18.200.1";
    const afterCommit = await withFaults(s, DEMO_START_DROP_AFTER_COMMIT, () => start(afterCommitClient));
    const afterCommitRows = await callLogs(afterCommitClient);
    checks.expect(
      afterCommit.answer.status === 201 &&
        afterCommit.strikes === 1 &&
        afterCommitRows.length === 1 &&
        afterCommitRows[0]!.job !== null,
      "a connection lost right after the commit: the call started (201) with its call log and audio job",
      { status: afterCommit.answer.status, strikes: afterCommit.strikes, rows: afterCommitRows },
    );
    if (afterCommit.answer.status === 201)
      await pressEnd(s.baseUrl, (JSON.parse(afterCommit.answer.text) as { conversationId: string }).conversationId);

    const committingClient = "198.18.200.2";
    const committing = await withFaults(s, DEMO_START_DROP_WHILE_COMMITTING, () => start(committingClient));
    const committedRows = await untilRows(() => callLogs(committingClient));
    checks.expect(
      isCleanUnavailable(committing.answer) && committedRows.length === 1 && committedRows[0]!.job !== null,
      "a connection lost while COMMIT is under way: a clean 503, and the transaction whole (call log with its audio job)",
      { status: committing.answer.status, rows: committedRows },
    );
    const afterCommitting = await start(committingClient);
    checks.expect(
      afterCommitting.status === 201,
      "that visitor's next start works (the line was freed)",
      afterCommitting.status,
    );
    if (afterCommitting.status === 201)
      await pressEnd(s.baseUrl, ((await afterCommitting.json()) as { conversationId: string }).conversationId);

    const signUps = await signUpPhases(s, tag, checks);

    const read = await withFaults(
      s,
      [{ at: "statement", matching: 'from "demo_scenarios"', action: "error", code: "57P01" }],
      () => fetch(`${s.baseUrl}/api/demo/scenarios?vertical=saas`),
    );
    checks.expect(
      isCleanUnavailable(read.answer) && read.strikes > 0,
      "a scenario read cut off by an administrator's shutdown: a clean 503",
      read.answer,
    );
    const health = await withFaults(s, [{ at: "connect", action: "close" }], () => fetch(`${s.baseUrl}/api/health`));
    checks.expect(
      isDegradedHealth(health.answer),
      "the health check with Postgres refusing: 503, database down",
      health.answer,
    );

    await new Promise((resolve) => setTimeout(resolve, LOG_SETTLE_MS));
    const uncaught = s.uncaughtErrorsSince(logStart);
    checks.expect(
      uncaught.length === 0,
      "nothing escaped the Worker as an uncaught exception (stack log)",
      uncaught.slice(0, 3),
    );
    return checks.result(
      `${refusedCleanly}/${DEMO_START_FAILURES.length} demo-start phases a clean 503 with nothing written, each next try started; ` +
        `drop after commit ${afterCommit.answer.status} with ${afterCommitRows.length} call log; drop during commit ${committing.answer.status} with ${committedRows.length} whole call log; sign-up cut once ${signUps.once} (${signUps.onceRows} row), ` +
        `cut always ${signUps.always} (${signUps.alwaysRows} rows); read ${read.answer.status}; health ${health.answer.status}; uncaught in log: ${uncaught.length}`,
    );
  },
};

/** Postgres may finish a COMMIT the Worker no longer waits for a moment after the answer: wait for its rows. */
async function untilRows<T>(read: () => Promise<T[]>): Promise<T[]> {
  for (let tries = 0; tries < 20; tries++) {
    const rows = await read();
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

/** Arms the faults, sends the request, and removes them again whatever happens. */
async function withFaults(
  stack: DrillStack,
  faults: RequestFault[],
  send: () => Promise<Response>,
): Promise<{ answer: Answer; strikes: number }> {
  const armed = await armFaults(stack.bridgeUrl, faults);
  try {
    const answer = await send().then(answerOf, (error: unknown) => ({
      status: 0,
      text: String(error),
      retryAfter: null,
    }));
    return { answer, strikes: await armed.strikes() };
  } finally {
    await armed.remove();
  }
}

async function signUpPhases(stack: DrillStack, tag: string, checks: Checks) {
  const signUp = (email: string, client: string) =>
    fetchResendingProxyDrops(`${stack.baseUrl}/api/waiting-list`, {
      method: "POST",
      headers: { ...sameOriginHeaders(stack.baseUrl), "cf-connecting-ip": client },
      body: JSON.stringify({ fullName: "Fault Lead", email, businessName: "Fault Brokerage" }),
    });
  const stored = async (email: string) =>
    (await stack.query("select 1 from waiting_list where lower(email) = $1", [email])).length;
  const insert = 'insert into "waiting_list"';

  const onceEmail = `cut-once-${tag}@faults.example.test`;
  const once = await withFaults(stack, [{ at: "statement", matching: insert, action: "reset", times: 1 }], () =>
    signUp(onceEmail, "198.18.201.1"),
  );
  const onceRows = await stored(onceEmail);
  checks.expect(
    once.answer.status === 201 && once.strikes === 1 && onceRows === 1,
    "a sign-up cut off once is retried: 201, stored once",
    { ...once.answer, onceRows },
  );

  const alwaysEmail = `cut-always-${tag}@faults.example.test`;
  const always = await withFaults(stack, [{ at: "statement", matching: insert, action: "error", code: "57P01" }], () =>
    signUp(alwaysEmail, "198.18.201.2"),
  );
  const alwaysRows = await stored(alwaysEmail);
  checks.expect(
    isCleanUnavailable(always.answer) && alwaysRows === 0,
    "a sign-up cut off on every try: the sign-up's 503, stored nowhere",
    { ...always.answer, alwaysRows },
  );
  return { once: once.answer.status, onceRows, always: always.answer.status, alwaysRows };
}
