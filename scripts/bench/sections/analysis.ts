/**
 * @file Bench: CPU time of the transcript analyser on a 4-minute call, in a process of its own
 * (scripts/bench/analysis-cpu.ts), and its agreement with the graded calls (lib/analysis/graded-calls):
 * Spearman, MAE and sentiment accuracy now, and beside them each sealed batch's first measurement, taken before anyone read its calls.
 */
import { execFileSync } from "node:child_process";
import { measureAgreement, type Agreement } from "../../../lib/analysis/agreement";
import { analyseTranscript } from "../../../lib/analysis/analyse-transcript";
import type { GradedCall } from "../../../lib/analysis/calibration/graded-call-file";
import { readAllBatches } from "../../calibrate/graded-sets";
import type { BenchSection } from "../types";

const TARGET_MS = 5;

interface CpuMeasure {
  transcript: { entries: number; words: number; seconds: number };
  runs: number;
  cpuMsPerCall: number;
  mainThreadCpuMsPerCall: number;
  wallMs: { p50: number; p95: number; p99: number };
}

/** The CPU time in a process of its own (scripts/bench/analysis-cpu.ts says why). */
function measureCpu(): CpuMeasure {
  const out = execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/bench/analysis-cpu.ts"], {
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").at(-1)!) as CpuMeasure;
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
    const cpu = measureCpu();
    const batches = readAllBatches();
    const calls = batches.flatMap((b) => b.calls);
    const data = {
      ...cpu,
      targetMs: TARGET_MS,
      ratioToTarget: Number((cpu.cpuMsPerCall / TARGET_MS).toFixed(3)),
      pass: cpu.cpuMsPerCall <= TARGET_MS,
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
      `${cpu.runs} runs on ${cpu.transcript.entries} entries (${cpu.transcript.words} words): ${data.cpuMsPerCall} ms CPU per call (main thread ${data.mainThreadCpuMsPerCall} ms)`,
    );
    log(`agreement with ${data.agreement.setSize} graded calls: ${JSON.stringify(data.agreement)}`);
    const markdown = [
      `| measure | value | target |`,
      `| --- | --- | --- |`,
      `| CPU time per analysis (mean of ${cpu.runs}), whole process | ${data.cpuMsPerCall} ms | ≤ ${TARGET_MS} ms (ratio ${data.ratioToTarget}) |`,
      `| of which the main thread | ${data.mainThreadCpuMsPerCall} ms | |`,
      `| wall time p50 / p95 / p99 | ${data.wallMs.p50} / ${data.wallMs.p95} / ${data.wallMs.p99} ms | |`,
      `| transcript | ${cpu.transcript.entries} entries, ${cpu.transcript.words} words, ${Math.round(data.transcript.seconds)} s | 240 s |`,
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
