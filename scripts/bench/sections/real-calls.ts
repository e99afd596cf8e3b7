/**
 * @file Bench: a real call's upload to its score (issue 32). A 5-minute recording the simulator's speech to text
 * "hears" (worker/simulator/heard-recording.ts) is uploaded as the web form sends it (multipart, the consent, the rep,
 * `Accept: application/x-ndjson`), and the time from sending to each processing step's line and to the stored score
 * is read from the answer as it streams. Then the review page of that real call: Lighthouse and its JavaScript,
 * against the call review's budget.
 */
import { REAL_CALL_CONSENT_TEXT } from "../../../domain/real-calls/real-call";
import {
  readProgressLine,
  UPLOAD_PROGRESS_CONTENT_TYPE,
  UPLOAD_STEPS,
  type UploadStep,
} from "../../../domain/real-calls/upload-progress";
import { heardRecording, type HeardTurn } from "../../../worker/simulator/heard-recording";
import { sameOriginHeaders, signIn } from "../app-requests";
import type { BenchContext, BenchSection } from "../types";
import { lighthouseSignedIn, REVIEW_BUDGET, reviewJavaScript } from "./review";

const CALL_SECONDS = 5 * 60;
const RUNS = Number(process.env.BENCH_REAL_CALL_RUNS ?? 5);
const KIB = 1024;

const REP = [
  "Hi Pat, this is Alex from Harbor Realty. I know I'm calling out of the blue, do you have a minute?",
  "I saw your listing expired last week. What made you decide to sell in the first place?",
  "That makes sense. What would your agent need to do differently this time around?",
  "How did the showings go, and what did buyers say about the price?",
  "If we looked at the pricing together, what would you want to see from me first?",
  "Could we meet on Thursday at 4 pm at the house to walk through a plan?",
];
const LEAD = [
  "I guess. What is this about? I'm in the middle of something.",
  "We want to move closer to my daughter. But I already have an agent I trust.",
  "Honestly the price was the problem, and nobody told us until it was too late.",
  "A few people came, but they all said it needed work and offered far less.",
  "I'd want numbers, real ones, not another promise that it sells in a week.",
  "Thursday at 4 could work, if you bring those numbers with you.",
];

/** About five minutes of conversation, a turn every eight seconds or so, rep and lead in turn. */
function fiveMinuteCall(): Uint8Array<ArrayBuffer> {
  const turns: HeardTurn[] = [];
  for (let start = 0, index = 0; start < CALL_SECONDS - 8; start += 8, index++) {
    const rep = index % 2 === 0;
    const lines = rep ? REP : LEAD;
    turns.push({
      start,
      speakerId: rep ? "speaker_0" : "speaker_1",
      text: lines[Math.floor(index / 2) % lines.length]!,
    });
  }
  return heardRecording(turns, CALL_SECONDS);
}

interface TimedUpload {
  id: string;
  score: number;
  /** Milliseconds from sending the request to each step's line, and to the stored score. */
  stepsMs: Partial<Record<UploadStep, number>>;
  scoredMs: number;
}

async function timedUpload(baseUrl: string, cookie: string, recording: Uint8Array<ArrayBuffer>): Promise<TimedUpload> {
  const form = new FormData();
  form.set("file", new File([recording], "bench-call.mp3", { type: "audio/mpeg" }));
  form.set("consent", REAL_CALL_CONSENT_TEXT);
  form.set("repSpeaker", "speaker_0");
  const { "content-type": _json, ...headers } = sameOriginHeaders(baseUrl);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/real-calls`, {
    method: "POST",
    headers: { ...headers, cookie, accept: UPLOAD_PROGRESS_CONTENT_TYPE },
    body: form,
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`real-call upload: ${response.status} ${await response.text()}`);
  const stepsMs: TimedUpload["stepsMs"] = {};
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of response.body) {
    const lines = (pending + decoder.decode(chunk, { stream: true })).split("\n");
    pending = lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      const event = readProgressLine(line);
      const at = performance.now() - started;
      if (event?.type === "step") stepsMs[event.step] = at;
      else if (event?.type === "done") return { id: event.call.id, score: event.call.score, stepsMs, scoredMs: at };
      else throw new Error(`real-call upload refused: ${line}`);
    }
  }
  throw new Error("real-call upload: the answer ended without the stored call");
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;

export const realCallsSection: BenchSection = {
  key: "realCalls",
  title: "Real calls: a 5-minute recording from upload to score, and its review page",
  async run({ baseUrl, log }: BenchContext) {
    const agent = await signIn(baseUrl, "agent");
    const recording = fiveMinuteCall();
    const uploads: TimedUpload[] = [];
    for (let run = 0; run < RUNS; run++) {
      const upload = await timedUpload(baseUrl, agent.header, recording);
      log(`upload ${run + 1}: scored ${upload.score} in ${ms(upload.scoredMs)}`);
      uploads.push(upload);
    }
    const scored = uploads.map((upload) => upload.scoredMs);
    const stepMedians = Object.fromEntries(
      UPLOAD_STEPS.map((step) => [
        step,
        Math.round(median(uploads.map((upload) => upload.stepsMs[step] ?? Number.NaN))),
      ]),
    );

    const path = `/review?session=${uploads[0]!.id}`;
    const lighthouse = await lighthouseSignedIn(baseUrl, path);
    const javascript = await reviewJavaScript(baseUrl, path);
    const sum = (chunks: { gzipBytes: number }[]) => chunks.reduce((total, chunk) => total + chunk.gzipBytes, 0);
    log(
      `lighthouse real call /review: perf ${lighthouse.performance}, JavaScript ${(sum(javascript.chunks) / KIB).toFixed(1)} KiB gzip`,
    );
    const failures =
      lighthouse.performance < REVIEW_BUDGET.performance
        ? [`/review (real call): performance ${lighthouse.performance} < ${REVIEW_BUDGET.performance}`]
        : [];

    const markdown = [
      `A ${CALL_SECONDS / 60}-minute recording (${(recording.length / KIB).toFixed(0)} KiB MP3, ${RUNS} uploads one after another, as the web form ` +
        "sends it, on the simulator's speech to text and the deterministic analyser), timed from sending the request to each step's line and to the stored score:",
      "",
      "| | median | min | max |",
      "| --- | ---: | ---: | ---: |",
      ...UPLOAD_STEPS.map((step) => {
        const times = uploads.map((upload) => upload.stepsMs[step] ?? Number.NaN);
        return `| step \`${step}\` told | ${ms(median(times))} | ${ms(Math.min(...times))} | ${ms(Math.max(...times))} |`;
      }),
      `| **upload to scored** | **${ms(median(scored))}** | ${ms(Math.min(...scored))} | ${ms(Math.max(...scored))} |`,
      "",
      `Its review page, signed in as the agent (mobile preset; budget of the call review: performance ≥ ${REVIEW_BUDGET.performance}): ` +
        `performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility}, best practices ${lighthouse.bestPractices}, LCP ${lighthouse.lcpMs} ms, ` +
        `TBT ${lighthouse.tbtMs} ms; JavaScript ${(sum(javascript.chunks) / KIB).toFixed(1)} KiB gzip, ${(sum(javascript.beyondHome) / KIB).toFixed(1)} KiB beyond \`/\`.`,
      "",
      failures.length === 0 ? "Budget met." : `Budget missed: ${failures.join("; ")}`,
    ];
    return {
      data: {
        recording: { seconds: CALL_SECONDS, bytes: recording.length },
        runs: RUNS,
        uploadToScoredMs: {
          median: Math.round(median(scored)),
          min: Math.round(Math.min(...scored)),
          max: Math.round(Math.max(...scored)),
        },
        stepMedianMs: stepMedians,
        review: {
          budgets: { ...REVIEW_BUDGET, met: failures.length === 0, failures },
          lighthouse,
          javascript: { gzipBytes: sum(javascript.chunks), gzipBytesBeyondHome: sum(javascript.beyondHome) },
        },
      },
      markdown: markdown.join("\n"),
    };
  },
};
