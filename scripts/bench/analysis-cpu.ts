/**
 * @file The analyser's CPU time on a 4-minute call, measured in a process that holds only the analyser, as a
 * Worker isolate holds only the Worker: the bench's own tools (a browser driver, Lighthouse, a database client)
 * would otherwise share its heap and slow it by a third. Prints one JSON line for scripts/bench/sections/analysis.ts.
 * The call is built from the seeded practice transcripts (real lines and pacing), continued until it lasts 240 s.
 */
import type { TranscriptEntry } from "../../domain/analysis";
import { DEMO_CALL_SECONDS } from "../../domain/constants";
import { analyseTranscript } from "../../lib/analysis/analyse-transcript";
import { practiceTranscripts } from "../seeds/practice-transcripts";
import { percentile } from "./load";

const WARM_UP = 200;
const RUNS = 2000;

function fourMinuteTranscript(): TranscriptEntry[] {
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

const transcript = fourMinuteTranscript();
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
wall.sort((a, b) => a - b);
const ms = (x: number) => Number(x.toFixed(3));

// The whole process is what is judged: it includes V8's own helper threads (concurrent garbage collection and
// compilation), which a call's analysis causes; the main thread alone is what the analysis itself executes.
console.log(
  JSON.stringify({
    transcript: {
      entries: transcript.length,
      words: transcript.reduce((sum, entry) => sum + entry.text.split(/\s+/).length, 0),
      seconds: transcript.at(-1)!.timestamp,
    },
    runs: RUNS,
    cpuMsPerCall: ms((cpu.user + cpu.system) / 1000 / RUNS),
    mainThreadCpuMsPerCall: ms((thread.user + thread.system) / 1000 / RUNS),
    wallMs: { p50: ms(percentile(wall, 50)), p95: ms(percentile(wall, 95)), p99: ms(percentile(wall, 99)) },
  }),
);
