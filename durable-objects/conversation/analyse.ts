/**
 * @file The call's analysis for the pipeline: lib/analysis runs the deterministic analyser and, when
 * ANALYSIS_PROVIDER names one (openai | workers-ai), the LLM judge; this file only opens the database for the
 * judge's stored guidance.
 */
import type { TranscriptEntry } from "../../domain/analysis";
import type { AnalysisResult } from "../../domain/analysis-result";
import type { Vertical } from "../../domain/enums";
import { analyseCallTranscript, type AnalysisSettings } from "../../lib/analysis/analyse-call-transcript";
import { judgeGuidance } from "../../lib/analysis/judge/guidance";
import type { Database } from "../../lib/db/client";
import type { FetchLike } from "../../lib/voice/elevenlabs-client";

export async function analyseCall(input: {
  env: AnalysisSettings;
  transcript: TranscriptEntry[];
  vertical: Vertical | null;
  /** Only opened when a judge is on: it reads the judge's stored guidance. */
  openDatabase: () => { db: Database; close(): Promise<void> };
  fetch?: FetchLike;
  /** How long the judge may take before the metrics stand alone (default JUDGE_TIMEOUT_MS). */
  llmTimeoutMs?: number;
}): Promise<AnalysisResult> {
  return analyseCallTranscript({
    ...input,
    fetch: input.fetch as typeof fetch | undefined,
    instructions: async (vertical) => {
      const handle = input.openDatabase();
      try {
        return await judgeGuidance(handle.db, vertical);
      } finally {
        await handle.close().catch(() => {});
      }
    },
  });
}
