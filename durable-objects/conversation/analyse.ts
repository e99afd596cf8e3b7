/**
 * @file The call's analysis for the pipeline: worker/analysis picks the provider (ANALYSIS_PROVIDER =
 * metrics | openai | workers-ai); this file only supplies the rubric's instructions from the database.
 */
import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { AnalysisResult, TranscriptEntry } from "../../domain/analysis";
import type { Vertical } from "../../domain/enums";
import { analyseCallTranscript, type AnalysisSettings } from "../../worker/analysis/analyse-call-transcript";
import type { Database } from "../../db/client";
import { llmInstructions } from "../../db/schema";
import type { FetchLike } from "../../worker/voice/elevenlabs-client";

export async function analyseCall(input: {
  env: AnalysisSettings;
  transcript: TranscriptEntry[];
  vertical: Vertical | null;
  /** Only opened when an LLM rubric is on: it reads the rubric's instructions. */
  openDatabase: () => { db: Database; close(): Promise<void> };
  fetch?: FetchLike;
  /** How long the LLM may take before the metrics stand alone (default JUDGE_TIMEOUT_MS). */
  llmTimeoutMs?: number;
}): Promise<AnalysisResult> {
  return analyseCallTranscript({
    ...input,
    fetch: input.fetch as typeof fetch | undefined,
    instructions: async (vertical) => {
      const handle = input.openDatabase();
      try {
        return await rubricInstructions(handle.db, vertical);
      } finally {
        await handle.close().catch(() => {});
      }
    },
  });
}

/** The active analysis instructions: the general rubric first, then the addendum of the call's vertical. */
export async function rubricInstructions(db: Database, vertical: Vertical | null): Promise<string | null> {
  const rows = await db
    .select({ systemPrompt: llmInstructions.systemPrompt })
    .from(llmInstructions)
    .where(
      and(
        eq(llmInstructions.isActive, true),
        eq(llmInstructions.instructionType, "analysis"),
        vertical ? or(isNull(llmInstructions.vertical), eq(llmInstructions.vertical, vertical)) : isNull(llmInstructions.vertical),
      ),
    )
    .orderBy(desc(llmInstructions.priority), llmInstructions.name);
  return rows.length === 0 ? null : rows.map((row) => row.systemPrompt).join("\n\n");
}
