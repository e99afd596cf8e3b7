/**
 * @file Bench: CPU time of the transcript analyser on a 4-minute call, in Node (the call is built from the
 * seeded practice transcripts, real lines and pacing, continued until it lasts 240 seconds), and its
 * agreement with the graded calls (lib/analysis/graded-calls): Spearman, MAE and sentiment accuracy now,
 * and beside them each sealed batch's first measurement, taken before anyone read its calls.
 */
import type { TranscriptEntry } from "../../../domain/analysis";
import { DEMO_CALL_SECONDS } from "../../../domain/constants";
import { measureAgreement, type Agreement } from "../../../lib/analysis/agreement";
import { analyseTranscript } from "../../../lib/analysis/analyse-transcript";
import type { GradedCall } from "../../../lib/analysis/calibration/graded-call-file";
import { readAllBatches } from "../../calibrate/graded-sets";
import { practiceTranscripts } from "../../seeds/practice-transcripts";
import { percentile } from "../load";
import type { BenchSection } from "../types";

const TARGET_MS = 5;
const WARM_UP = 200;
const RUNS = 2000;

export function fourMinuteTranscript(): TranscriptEntry[] {
  const source = [...practiceTranscripts].sort((a, b) => b.lines.length - a.lines.length);
  const entries: TranscriptEntry[] = [];
  let offset = 0;
  for (let i = 0; offset < DEMO_CALL_SECONDS; i++) {
    const template = source[i % source.length]!;
    for (const line of template.lines) {
      if (offset + line.timestamp >= DEMO_CALL_SECONDS) break;
      entries.push({ speaker: line.speaker, text: line.text, timestamp: offset + line.timestamp });
    }
    offset += (template.lines.at(-1)?.timestamp ?? 0) + 5;
  }
  return entries;
}

function agreementOn(calls: readonly GradedCall[]): Agreement {
  return measureAgreement(
    calls.map((call) => ({
      grade: call.grade,
      expectedSentiment: call.expectedSentiment,
      result: analyseTranscript(call.entries, { vertical: call.vertical }).result,
    })),
  );
}

const agreementRow = (label: string, a: Agreement) =>
  `| agreement, ${label} (${a.setSize} calls) | Spearman ${a.spearman}, MAE ${a.mae}, sentiment ${Math.round(a.sentimentAccuracy * 100)}% | ≥ 0.8, ≤ 12, ≥ 85% |`;

export const analysisSection: BenchSection = {
  key: "analysis",
  title: "Transcript analysis (CPU time, 4-minute call; agreement with graded calls)",
  offline: true,
  async run({ log }) {
    const transcript = fourMinuteTranscript();
    const batches = readAllBatches();
    const calls = batches.flatMap((b) => b.calls);
    const words = transcript.reduce((sum, entry) => sum + entry.text.split(/\s+/).length, 0);
    for (let i = 0; i < WARM_UP; i++) analyseTranscript(transcript);
    const wall: number[] = [];
    const cpuBefore = process.cpuUsage();
    const threadBefore = process.threadCpuUsage();
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      analyseTranscript(transcript);
      wall.push(performance.now() - started);
    }
    const thread = process.threadCpuUsage(threadBefore);
    const cpu = process.cpuUsage(cpuBefore);
    // The whole process is what is judged: it includes V8's own helper threads (concurrent garbage collection and
    // compilation), which a call's analysis causes; the main thread alone is what the analysis itself executes.
    const cpuMsPerCall = (cpu.user + cpu.system) / 1000 / RUNS;
    const mainThreadCpuMsPerCall = (thread.user + thread.system) / 1000 / RUNS;
    wall.sort((a, b) => a - b);
    const data = {
      transcript: { entries: transcript.length, words, seconds: transcript.at(-1)!.timestamp },
      runs: RUNS,
      cpuMsPerCall: Number(cpuMsPerCall.toFixed(3)),
      mainThreadCpuMsPerCall: Number(mainThreadCpuMsPerCall.toFixed(3)),
      wallMs: {
        p50: Number(percentile(wall, 50).toFixed(3)),
        p95: Number(percentile(wall, 95).toFixed(3)),
        p99: Number(percentile(wall, 99).toFixed(3)),
      },
      targetMs: TARGET_MS,
      ratioToTarget: Number((cpuMsPerCall / TARGET_MS).toFixed(3)),
      pass: cpuMsPerCall <= TARGET_MS,
      agreement: agreementOn(calls),
      heldOutAgreement: agreementOn(calls.filter((call) => call.heldOut)),
      /** Each sealed batch as first measured (never rewritten), and its agreement now. */
      sealedBatches: batches.flatMap((b) => {
        const first = b.seal?.firstMeasurement;
        return first
          ? [
              {
                name: first.name,
                setSize: first.setSize,
                spearman: first.spearman,
                mae: first.mae,
                sentimentAccuracy: first.sentimentAccuracy,
                measuredAt: first.measuredAt,
                now: agreementOn(b.calls),
              },
            ]
          : [];
      }),
    };
    log(
      `${RUNS} runs on ${transcript.length} entries (${words} words): ${data.cpuMsPerCall} ms CPU per call (main thread ${data.mainThreadCpuMsPerCall} ms)`,
    );
    log(`agreement with ${data.agreement.setSize} graded calls: ${JSON.stringify(data.agreement)}`);
    const markdown = [
      `| measure | value | target |`,
      `| --- | --- | --- |`,
      `| CPU time per analysis (mean of ${RUNS}), whole process | ${data.cpuMsPerCall} ms | ≤ ${TARGET_MS} ms (ratio ${data.ratioToTarget}) |`,
      `| of which the main thread | ${data.mainThreadCpuMsPerCall} ms | |`,
      `| wall time p50 / p95 / p99 | ${data.wallMs.p50} / ${data.wallMs.p95} / ${data.wallMs.p99} ms | |`,
      `| transcript | ${transcript.length} entries, ${words} words, ${Math.round(data.transcript.seconds)} s | 240 s |`,
      agreementRow("all graded calls", data.agreement),
      agreementRow("held-out calls", data.heldOutAgreement),
      ...data.sealedBatches.flatMap((b) => [
        agreementRow(`${b.name} as first measured ${b.measuredAt.slice(0, 10)}`, b),
        agreementRow(`${b.name} now`, b.now),
      ]),
    ].join("\n");
    return { data, markdown };
  },
};
