/**
 * @file Drill: 100 simulated demo calls at once, ended five ways (20 each): the trainee hangs up, presses End,
 * hangs up with no webhook ever coming (the REST fallback), never dials, or never speaks. Every call must reach
 * a final state (ready, or failed with a reason; none stuck), and the database must say the same.
 */
import {
  addPracticeLines,
  concurrentCalls,
  firstScenarioId,
  type CallEnding,
  type CallOutcome,
} from "../bench/demo-calls";
import type { DrillStack } from "./stack";
import { Checks, seconds, tally, type Drill } from "./types";

const PER_ENDING = 20;
const LINE_PREFIX = "+1555018";
/** The no-webhook calls wait out the webhook window (60 s) before the REST fallback. */
const SETTLE_MS = 240_000;

/** What each way of ending a call must come to: processing status, call status, and the reason when failed. */
const EXPECTED: Record<CallEnding, { processing: string; call: string; error: RegExp | null }> = {
  "phone-hang-up": { processing: "completed", call: "completed", error: null },
  "end-button": { processing: "completed", call: "completed", error: null },
  "no-webhooks": { processing: "completed", call: "completed", error: null },
  "never-dialled": { processing: "failed", call: "abandoned", error: /No call reached the practice line/ },
  "silent-trainee": { processing: "failed", call: "completed", error: /no words from you/ },
};

interface LogRow {
  conversation_id: string;
  status: string;
  error_message: string | null;
  has_analysis: boolean;
  job_status: string | null;
}

export const concurrentCallsDrill: Drill = {
  name: `demo calls: ${PER_ENDING * 5} simulated calls at once, 5 ways of ending`,
  needsStack: true,
  async run({ stack, log }) {
    const checks = new Checks();
    const endings = (Object.keys(EXPECTED) as CallEnding[]).flatMap((ending) =>
      Array<CallEnding>(PER_ENDING).fill(ending),
    );
    await stack!.withClient((db) => addPracticeLines(db, LINE_PREFIX, endings.length));
    const scenario = await firstScenarioId(stack!.baseUrl);

    const started = performance.now();
    const outcomes = await concurrentCalls(stack!.baseUrl, scenario, endings, SETTLE_MS);
    const wallMs = performance.now() - started;
    log(`outcomes: ${JSON.stringify(tally(outcomes, (o) => `${o.ending}:${o.status}`))}`);

    const wrong = outcomes.filter((outcome) => !asExpected(outcome));
    checks.expect(wrong.length === 0, "every call ends as its ending implies", wrong.slice(0, 3).map(describe));
    const ids = outcomes.map((outcome) => outcome.conversationId).filter((id): id is string => id !== null);
    checks.expect(ids.length === endings.length, "every call started", ids.length);

    // The database mirror is written just after the status; give it a moment, bounded.
    const rows = await rowsMatching(stack!, outcomes);
    const byId = new Map(rows.map((row) => [row.conversation_id, row]));
    const mismatched = outcomes.filter(
      (outcome) => outcome.conversationId && !rowMatches(outcome, byId.get(outcome.conversationId)),
    );
    checks.expect(
      mismatched.length === 0,
      "every call's row and audio job agree with its final state",
      mismatched.slice(0, 3).map((o) => byId.get(o.conversationId!) ?? o.conversationId),
    );

    const perEnding = (Object.keys(EXPECTED) as CallEnding[]).map((ending) => {
      const group = outcomes.filter((outcome) => outcome.ending === ending);
      return `${ending} ${group.filter(asExpected).length}/${group.length} (slowest ${seconds(Math.max(...group.map((outcome) => outcome.ms)))})`;
    });
    return checks.result(
      `${perEnding.join(", ")}; all in ${seconds(wallMs)}; ${rows.length - mismatched.length}/${rows.length} rows agree`,
    );
  },
};

function asExpected(outcome: CallOutcome): boolean {
  const expected = EXPECTED[outcome.ending];
  const final = outcome.final;
  if (!final || final.processingStatus !== expected.processing || final.callStatus !== expected.call) return false;
  if (expected.error === null) return final.error === null && (final.analysis?.overallScore ?? 0) > 0;
  return expected.error.test(final.error ?? "");
}

function describe(outcome: CallOutcome) {
  return {
    ending: outcome.ending,
    status: outcome.status,
    final: outcome.final && { ...outcome.final, analysis: undefined },
  };
}

function rowMatches(outcome: CallOutcome, row: LogRow | undefined): boolean {
  if (!row || !outcome.final) return false;
  if (row.status !== outcome.final.callStatus) return false;
  if (outcome.final.processingStatus === "completed")
    return row.has_analysis && row.error_message === null && row.job_status === "completed";
  return (
    !row.has_analysis &&
    row.error_message === outcome.final.error &&
    (row.job_status === "completed" || row.job_status === "failed")
  );
}

async function rowsMatching(stack: DrillStack, outcomes: CallOutcome[]): Promise<LogRow[]> {
  const ids = outcomes.map((outcome) => outcome.conversationId).filter((id): id is string => id !== null);
  const read = () =>
    stack.query<LogRow>(
      `select l.conversation_id, l.status, l.error_message, l.analysis is not null as has_analysis, j.status as job_status
       from demo_call_logs l left join audio_processing_jobs j on j.conversation_id = l.conversation_id
       where l.conversation_id = any($1::uuid[])`,
      [ids],
    );
  for (let attempt = 0; attempt < 50; attempt++) {
    const byId = new Map((await read()).map((row) => [row.conversation_id, row]));
    if (outcomes.every((outcome) => outcome.conversationId && rowMatches(outcome, byId.get(outcome.conversationId))))
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return read();
}
