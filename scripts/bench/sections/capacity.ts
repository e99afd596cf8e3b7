/**
 * @file Bench: demo capacity. Demo starts per second the stack accepts (each visitor with their own caller number,
 * so no line lease limits them), then every one of those visitors dialling at once from their number: how many
 * simulated calls the 2 seeded practice numbers hold at the same time. The calls are hung up without webhooks
 * afterwards (their conversations then settle through the provider fallback, in the background: so this section runs last).
 */
import { TRAINING_PHONE_LINES } from "../../../domain/training-options";
import { UNRESERVED_LINE_MESSAGE } from "../../../lib/voice/conversation-init";
import { dialFrom, firstScenarioId, hangUpPhone, post } from "../demo-calls";
import { proveCallerNumber } from "../phone-proof";
import { closedLoop, round1 as round, tally, timed } from "../load";
import type { BenchContext, BenchSection } from "../types";

const STARTS = 200;
const CONCURRENCY = 50;
/** +1 737 556 xxxx: distinct caller numbers, a fresh block per run. */
const callerNumber = (tag: number, i: number) => `+1737556${String((tag + i) % 10_000).padStart(4, "0")}`;

async function run({ baseUrl, log }: BenchContext) {
  const scenarioId = await firstScenarioId(baseUrl);
  const tag = Math.floor(Math.random() * 10_000);
  const started: Array<{ conversationId: string; phoneNumber: string; callerNumber: string }> = [];
  // Each visitor proves their number first (a code texted to it), as a start routed by it needs: not timed.
  log(`${STARTS} visitors prove their numbers...`);
  const proofs: string[] = [];
  await closedLoop(STARTS, CONCURRENCY, (i) =>
    timed(async () => {
      proofs[i] = await proveCallerNumber(baseUrl, callerNumber(tag, i));
      return new Response(null, { status: 200 });
    }),
  );
  log(`${STARTS} demo starts with caller numbers from ${CONCURRENCY} concurrent clients...`);
  const { outcomes, wallMs } = await closedLoop(STARTS, CONCURRENCY, (i) =>
    timed(async () => {
      const response = await post(
        baseUrl,
        "/api/demo/conversation/start",
        { scenarioId, callerNumber: callerNumber(tag, i) },
        { cookie: proofs[i]! },
      );
      if (response.status === 201) {
        const body = (await response.clone().json()) as { conversationId: string; phoneNumber: string };
        started.push({ ...body, callerNumber: callerNumber(tag, i) });
      }
      return response;
    }),
  );
  const startsPerSecond = round(started.length / (wallMs / 1000));

  log(`${started.length} calls dialled at once from their numbers...`);
  const dialled = await Promise.all(
    started.map(async (visitor) => {
      try {
        const call = await dialFrom(baseUrl, visitor.phoneNumber, visitor.callerNumber);
        return { ...visitor, simCallId: call.simCallId, connected: call.firstMessage !== UNRESERVED_LINE_MESSAGE };
      } catch {
        return { ...visitor, simCallId: null, connected: false };
      }
    }),
  );
  const held = dialled.filter((call) => call.connected);
  const perNumber = Object.fromEntries(
    TRAINING_PHONE_LINES.map((line) => [
      line.phoneNumber,
      held.filter((call) => call.phoneNumber === line.phoneNumber).length,
    ]),
  );
  await Promise.all(
    dialled.map((call) => (call.simCallId ? hangUpPhone(baseUrl, call.simCallId, "none").catch(() => null) : null)),
  );
  const data = {
    starts: {
      attempted: STARTS,
      accepted: started.length,
      concurrency: CONCURRENCY,
      wallMs: Math.round(wallMs),
      startsPerSecond,
      statuses: tally(outcomes),
    },
    heldAtOnce: { dialled: dialled.length, connected: held.length, perNumber },
  };
  const markdown = [
    "| measure | value |",
    "| --- | --- |",
    `| demo starts accepted (caller numbers, ${CONCURRENCY} concurrent clients) | ${started.length}/${STARTS}, ${startsPerSecond}/s |`,
    `| simulated calls held at once on 2 practice numbers | ${held.length}/${dialled.length} (${Object.entries(
      perNumber,
    )
      .map(([n, c]) => `${n}: ${c}`)
      .join(", ")}) |`,
  ].join("\n");
  return { data, markdown };
}

export const capacitySection: BenchSection = {
  key: "capacity",
  title: "Demo capacity (calls routed by caller number)",
  run,
};
