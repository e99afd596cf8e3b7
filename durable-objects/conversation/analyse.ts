/**
 * @file The call's analysis: the deterministic transcript metrics, plus (ANALYSIS_PROVIDER=openai with a key)
 * the LLM rubric on top. The rubric only adds verified quotes; when it fails the metrics stand alone.
 */
import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { AnalysisResult, TranscriptEntry } from "../../domain/analysis";
import type { Vertical } from "../../domain/enums";
import { analyzeTranscript } from "../../worker/analysis/analyze-transcript";
import { mergeRubric, runLlmRubric } from "../../worker/analysis/llm-rubric";
import type { Database } from "../../db/client";
import { llmInstructions } from "../../db/schema";
import type { FetchLike } from "../../worker/voice/elevenlabs-client";

export const DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1";
export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

export function usesLlmRubric(env: Pick<Env, "ANALYSIS_PROVIDER" | "OPENAI_API_KEY">): boolean {
  return env.ANALYSIS_PROVIDER === "openai" && Boolean(env.OPENAI_API_KEY);
}

export async function analyseCall(input: {
  env: Pick<Env, "ANALYSIS_PROVIDER" | "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">;
  transcript: TranscriptEntry[];
  vertical: Vertical | null;
  /** Only opened when the LLM rubric is on: it reads the rubric's instructions. */
  openDatabase: () => { db: Database; close(): Promise<void> };
  fetch?: FetchLike;
  /** How long the LLM may take before the metrics stand alone (default LLM_RUBRIC_TIMEOUT_MS). */
  llmTimeoutMs?: number;
}): Promise<AnalysisResult> {
  const { result } = analyzeTranscript(input.transcript);
  if (!usesLlmRubric(input.env)) return result;
  const handle = input.openDatabase();
  let systemPrompt: string | null;
  try {
    systemPrompt = await rubricInstructions(handle.db, input.vertical);
  } finally {
    await handle.close().catch(() => {});
  }
  if (!systemPrompt) return result;
  const rubric = await runLlmRubric({
    transcript: input.transcript,
    baseUrl: input.env.OPENAI_BASE_URL || DEFAULT_OPENAI_BASE_URL,
    apiKey: input.env.OPENAI_API_KEY!,
    model: input.env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
    systemPrompt,
    fetchImpl: input.fetch as typeof fetch | undefined,
    timeoutMs: input.llmTimeoutMs,
  });
  return mergeRubric(result, rubric);
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
