/**
 * @file Bench: the call pipeline against the served build, with the voice simulator and the metrics analyser.
 * 1. Webhook-to-ready latency: the bench plays ElevenLabs, posting signed post_call_transcription and
 *    post_call_audio for a finished simulated call, and times until processing-status says ready; the same for
 *    agents' practice calls (browser and phone), until the session's score is stored.
 * 2. 100 concurrent conversations (on 100 practice lines added for the run, removed after): start, dial,
 *    talk, then half hang up the phone and half press End (the Worker hangs up through "Twilio" and the
 *    provider's webhooks follow), poll; every one must end completed, with its analysis stored.
 */
import { createHmac } from "node:crypto";
import pg from "pg";
import { testConfig } from "../../local-env";
import {
  addPracticeLines,
  type CallEnding,
  concurrentCalls,
  firstScenarioId,
  heldCall,
  json,
  post,
  removePracticeLines,
  untilSettled,
} from "../demo-calls";
import { heldPracticeCall, practiceAgent, untilScored } from "../practice-calls";
import { percentile } from "../load";
import type { BenchContext, BenchSection } from "../types";

const LATENCY_SAMPLES = 20;
const LATENCY_TARGET_MS = 1000;
const CONCURRENT = 100;
const SETTLE_DEADLINE_MS = 120_000;
const BENCH_LINE_PREFIX = "+1555019";

/** Signed exactly as ElevenLabs signs: HMAC-SHA256 over "<t>.<body>". */
function signedHeaders(secret: string, body: string): Record<string, string> {
  const t = Math.floor(Date.now() / 1000);
  return { "ElevenLabs-Signature": `t=${t},v0=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}` };
}

/** The provider's two webhooks for a finished simulated call, signed and ready to post (read before timing). */
async function providerWebhooks(context: BenchContext, providerConversationId: string): Promise<string[]> {
  const config = testConfig(context.baseUrl);
  const apiKey = { "xi-api-key": config.ELEVENLABS_API_KEY! };
  const base = `${context.baseUrl}/api/dev/simulator/elevenlabs/v1/convai/conversations/${providerConversationId}`;
  const details = await json<unknown>(await fetch(base, { headers: apiKey }));
  const audio = Buffer.from(await (await fetch(`${base}/audio`, { headers: apiKey })).arrayBuffer()).toString("base64");
  return [
    JSON.stringify({ type: "post_call_transcription", event_timestamp: Math.floor(Date.now() / 1000), data: details }),
    JSON.stringify({
      type: "post_call_audio",
      event_timestamp: Math.floor(Date.now() / 1000),
      data: { agent_id: config.ELEVENLABS_AGENT_ID, conversation_id: providerConversationId, full_audio: audio },
    }),
  ];
}

/** Posts the webhooks as ElevenLabs does, then times until `ready` says the result is stored. */
async function timeWebhooksToReady(
  context: BenchContext,
  providerConversationId: string,
  ready: () => Promise<string | null>,
): Promise<number> {
  const secret = testConfig(context.baseUrl).ELEVENLABS_WEBHOOK_SECRET!;
  const events = await providerWebhooks(context, providerConversationId);
  const started = performance.now();
  for (const event of events)
    await json(await post(context.baseUrl, "/api/webhooks/elevenlabs/post-call", event, signedHeaders(secret, event)));
  const outcome = await ready();
  if (outcome !== "completed") throw new Error(`conversation ${providerConversationId} ended ${outcome}`);
  return performance.now() - started;
}

function summary(latencies: number[]) {
  latencies.sort((a, b) => a - b);
  return {
    samples: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1)!,
  };
}

async function webhookToReady(context: BenchContext, scenario: string) {
  const latencies: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const call = await heldCall(context.baseUrl, scenario);
    await json(await post(context.baseUrl, `/api/dev/simulator/calls/${call.simCallId}/hangup`, { webhooks: "none" }));
    const deadline = () => Date.now() + SETTLE_DEADLINE_MS;
    latencies.push(
      await timeWebhooksToReady(
        context,
        call.simCallId,
        async () => (await untilSettled(context.baseUrl, call.conversationId, deadline()))?.processingStatus ?? null,
      ),
    );
  }
  return summary(latencies);
}

/** The same figure for agents' practice calls, half in the browser and half by phone, ready when the score is stored. */
async function practiceWebhookToReady(context: BenchContext) {
  const agent = await practiceAgent(context.baseUrl);
  const latencies: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const call = await heldPracticeCall(agent, i % 2 === 0 ? "browser" : "phone");
    const deadline = () => Date.now() + SETTLE_DEADLINE_MS;
    latencies.push(
      await timeWebhooksToReady(
        context,
        call.providerConversationId,
        async () => (await untilScored(agent, call.sessionId, deadline()))?.aiEvaluationStatus ?? null,
      ),
    );
  }
  return summary(latencies);
}

async function concurrentConversations(context: BenchContext, scenario: string) {
  const endings = Array.from({ length: CONCURRENT }, (_, index): CallEnding =>
    index % 2 === 0 ? "phone-hang-up" : "end-button",
  );
  return concurrentCalls(context.baseUrl, scenario, endings, SETTLE_DEADLINE_MS);
}

function latencyFigures(latency: ReturnType<typeof summary>) {
  return {
    samples: latency.samples,
    p50: Math.round(latency.p50),
    p95: Math.round(latency.p95),
    max: Math.round(latency.max),
    targetMs: LATENCY_TARGET_MS,
    ratioToTarget: Number((latency.p50 / LATENCY_TARGET_MS).toFixed(3)),
    pass: latency.p50 <= LATENCY_TARGET_MS,
  };
}

function latencyRow(measure: string, figures: ReturnType<typeof latencyFigures>): string {
  return `| ${measure} | ${figures.p50} / ${figures.p95} / ${figures.max} ms | p50 ≤ ${LATENCY_TARGET_MS} ms (ratio ${figures.ratioToTarget}) |`;
}

export const pipelineSection: BenchSection = {
  key: "pipeline",
  title: "Call pipeline (simulator, metrics analyser)",
  async run(context) {
    const db = new pg.Client({ connectionString: context.databaseUrl });
    await db.connect();
    try {
      const scenario = await firstScenarioId(context.baseUrl);
      const latency = await webhookToReady(context, scenario);
      context.log(`webhook-to-ready p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms`);
      const practice = await practiceWebhookToReady(context);
      context.log(
        `practice calls: webhook-to-scored p50 ${practice.p50.toFixed(0)} ms, p95 ${practice.p95.toFixed(0)} ms`,
      );

      // Enough practice lines for every conversation at once; the two seeded lines stay as they are.
      await addPracticeLines(db, BENCH_LINE_PREFIX, CONCURRENT);
      const wallStarted = performance.now();
      const outcomes = await concurrentConversations(context, scenario);
      const wallMs = performance.now() - wallStarted;
      const ids = outcomes.map((o) => o.conversationId).filter((id): id is string => id !== null);
      const stored = await db.query<{ n: number }>(
        `select count(*)::int as n from demo_call_logs l join audio_processing_jobs j on j.conversation_id = l.conversation_id
         where l.conversation_id = any($1::uuid[]) and l.status = 'completed' and l.analysis is not null and j.status = 'completed'`,
        [ids],
      );
      const tally: Record<string, number> = {};
      for (const outcome of outcomes) tally[outcome.status] = (tally[outcome.status] ?? 0) + 1;
      const completed = tally.completed ?? 0;
      context.log(
        `${CONCURRENT} concurrent conversations: ${JSON.stringify(tally)} in ${(wallMs / 1000).toFixed(1)} s`,
      );

      const data = {
        webhookToReadyMs: latencyFigures(latency),
        practiceWebhookToReadyMs: latencyFigures(practice),
        concurrent: {
          conversations: CONCURRENT,
          outcomes: tally,
          storedCompleteInDatabase: stored.rows[0]!.n,
          lost: CONCURRENT - completed,
          wallSeconds: Number((wallMs / 1000).toFixed(1)),
          pass: completed === CONCURRENT && stored.rows[0]!.n === CONCURRENT,
        },
      };
      const markdown = [
        `| measure | value | target |`,
        `| --- | --- | --- |`,
        latencyRow(`webhook-to-ready p50 / p95 / max (${latency.samples} demo calls)`, data.webhookToReadyMs),
        latencyRow(
          `practice calls: webhook-to-scored p50 / p95 / max (${practice.samples}, half browser, half phone)`,
          data.practiceWebhookToReadyMs,
        ),
        `| ${CONCURRENT} concurrent conversations completed (half hung up, half ended with End) | ${completed} / ${CONCURRENT} in ${data.concurrent.wallSeconds} s | all, none lost |`,
        `| … with log, analysis and audio job complete in Postgres | ${data.concurrent.storedCompleteInDatabase} / ${CONCURRENT} | all |`,
      ].join("\n");
      return { data, markdown };
    } finally {
      await removePracticeLines(db, BENCH_LINE_PREFIX).catch(() => {});
      await db.end();
    }
  },
};
