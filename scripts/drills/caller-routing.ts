/**
 * @file Drill: 200 demo starts at once, each visitor with their own caller number, over the 2 seeded practice
 * numbers (every other line is switched off for the drill). Each visitor dials from their number, talks and
 * hangs up once every call is on (so all 200 are held at the same time); every call must connect to that
 * visitor's conversation (the call SID it recorded is the one they dialled) and complete with its analysis, as
 * Postgres counts it, with nothing uncaught in the stack's log.
 */
import { TRAINING_PHONE_LINES } from "../../domain/training-options";
import {
  dialFrom,
  firstScenarioId,
  hangUpPhone,
  json,
  post,
  talk,
  untilSettled,
  type ProcessingStatus,
} from "../bench/demo-calls";
import { proveCallerNumber } from "../bench/phone-proof";
import { Checks, seconds, tally, type Drill } from "./types";

const VISITORS = 200;
const SETTLE_MS = 240_000;
/** Visitors dial within this long of starting, as people do (the line waits 60 s for them). */
const DIAL_SPREAD_MS = 15_000;
/** Once every call is on, visitors hang up within this long of one another, not in the same millisecond. */
const HANG_UP_SPREAD_MS = 3_000;
/** +1 737 555 0000 onwards: distinct caller numbers, none a practice line. */
const callerNumber = (i: number) => `+1737555${String(i).padStart(4, "0")}`;

interface Visit {
  callerNumber: string;
  conversationId: string | null;
  practiceNumber: string | null;
  callSid: string | null;
  final: ProcessingStatus | null;
  error: string | null;
}

/** Resolves once every visitor has dialled (or failed to), so all calls are held on the lines at once. */
function barrier(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    arrive() {
      if (++arrived === parties) open();
      return opened;
    },
  };
}

async function visit(
  baseUrl: string,
  scenarioId: string,
  caller: string,
  allOn: ReturnType<typeof barrier>,
): Promise<Visit> {
  let arrived = false;
  const arrive = () => {
    if (arrived) return Promise.resolve();
    arrived = true;
    return allOn.arrive();
  };
  const result: Visit = {
    callerNumber: caller,
    conversationId: null,
    practiceNumber: null,
    callSid: null,
    final: null,
    error: null,
  };
  try {
    // The visitor proves their number first (a code texted to it): only then does it route their call.
    const proof = await proveCallerNumber(baseUrl, caller);
    const started = await json<{ conversationId: string; phoneNumber: string; routing: string }>(
      await post(baseUrl, "/api/demo/conversation/start", { scenarioId, callerNumber: caller }, { cookie: proof }),
    );
    result.conversationId = started.conversationId;
    result.practiceNumber = started.phoneNumber;
    if (started.routing !== "caller") throw new Error(`routed by ${started.routing}`);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * DIAL_SPREAD_MS));
    const call = await dialFrom(baseUrl, started.phoneNumber, caller);
    result.callSid = call.callSid;
    await talk(baseUrl, call.simCallId);
    await arrive();
    await new Promise((resolve) => setTimeout(resolve, Math.random() * HANG_UP_SPREAD_MS));
    await hangUpPhone(baseUrl, call.simCallId);
    result.final = await untilSettled(baseUrl, started.conversationId, Date.now() + SETTLE_MS);
  } catch (error) {
    result.error = String(error).slice(0, 160);
    void arrive();
  }
  return result;
}

interface Row {
  conversation_id: string;
  status: string;
  call_sid: string | null;
  phone_number: string | null;
  has_analysis: boolean;
}

export const callerRoutingDrill: Drill = {
  name: `caller routing: ${VISITORS} demo calls at once on 2 practice numbers`,
  needsStack: true,
  async run({ stack, log }) {
    const checks = new Checks();
    const seeded: string[] = TRAINING_PHONE_LINES.map((line) => line.phoneNumber);
    const switchedOff = await stack!.query<{ id: string }>(
      `update phone_numbers set is_active = 'no' where is_active = 'yes' and phone_number <> all($1::text[]) returning id`,
      [seeded],
    );
    const logStart = stack!.logSize();
    try {
      const scenarioId = await firstScenarioId(stack!.baseUrl);
      const started = performance.now();
      const allOn = barrier(VISITORS);
      const visits = await Promise.all(
        Array.from({ length: VISITORS }, (_, i) => visit(stack!.baseUrl, scenarioId, callerNumber(i), allOn)),
      );
      const wallMs = performance.now() - started;
      log(`outcomes: ${JSON.stringify(tally(visits, (v) => v.error ?? v.final?.processingStatus ?? "lost"))}`);
      log(`per practice number: ${JSON.stringify(tally(visits, (v) => v.practiceNumber ?? "none"))}`);

      const failed = visits.filter(
        (v) => v.error || v.final?.processingStatus !== "completed" || !(v.final.analysis?.overallScore ?? 0),
      );
      checks.expect(failed.length === 0, "every visitor's call completes with an analysis", failed.slice(0, 3));
      checks.expect(
        visits.every((v) => v.practiceNumber && seeded.includes(v.practiceNumber)),
        "every call is on one of the 2 practice numbers",
      );

      const ids = visits.map((v) => v.conversationId).filter((id): id is string => id !== null);
      const rows = await stack!.query<Row>(
        `select l.conversation_id, l.status, l.call_sid, p.phone_number, l.analysis is not null as has_analysis
         from demo_call_logs l left join phone_numbers p on p.id = l.phone_number_id where l.conversation_id = any($1::uuid[])`,
        [ids],
      );
      const byId = new Map(rows.map((row) => [row.conversation_id, row]));
      const right = visits.filter((v) => {
        const row = v.conversationId ? byId.get(v.conversationId) : undefined;
        return (
          row &&
          row.status === "completed" &&
          row.has_analysis &&
          row.call_sid === v.callSid &&
          row.phone_number === v.practiceNumber
        );
      });
      checks.expect(
        right.length === VISITORS,
        "Postgres: every call completed, analysed, on the visitor's own conversation",
        `${right.length}/${VISITORS}`,
      );
      const [pending] = await stack!.query<{ count: number }>(
        `select count(*)::int as count from demo_caller_claims where pending and conversation_id = any($1::uuid[])`,
        [ids],
      );
      checks.expect(pending!.count === 0, "no caller claim is left pending", pending!.count);
      const uncaught = stack!.uncaughtErrorsSince(logStart);
      checks.expect(
        uncaught.length === 0,
        "nothing escaped the Worker as an uncaught exception (stack log)",
        uncaught.slice(0, 3),
      );
      return checks.result(
        `${right.length}/${VISITORS} calls connected to the right conversations and analysed, in ${seconds(wallMs)}`,
      );
    } finally {
      await stack!.query(`update phone_numbers set is_active = 'yes' where id = any($1::uuid[])`, [
        switchedOff.map((row) => row.id),
      ]);
    }
  },
};
