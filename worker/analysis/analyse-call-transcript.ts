import type { AnalysisResult, TranscriptEntry } from "../../domain/analysis";
import type { Vertical } from "../../domain/enums";
import { analyseTranscript } from "./analyse-transcript";
import { mergeRubric, runLlmRubric } from "./llm-rubric";
import type { RubricItem } from "./rubric-verify";
import { DEFAULT_WORKERS_AI_MODEL, runWorkersAiRubric, type WorkersAiBinding } from "./workers-ai-rubric";

export const DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1";
export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

export type RubricProvider = "openai" | "workers-ai";

/** The settings the analysis reads (ANALYSIS_PROVIDER = metrics | openai | workers-ai). */
export interface AnalysisSettings {
  ANALYSIS_PROVIDER?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  WORKERS_AI_MODEL?: string;
  AI?: WorkersAiBinding;
}

/** Which LLM adds a rubric, if any: openai needs its key, workers-ai the AI binding; otherwise metrics alone. */
export function rubricProvider(env: AnalysisSettings): RubricProvider | null {
  if (env.ANALYSIS_PROVIDER === "openai" && env.OPENAI_API_KEY) return "openai";
  if (env.ANALYSIS_PROVIDER === "workers-ai" && env.AI) return "workers-ai";
  return null;
}

export interface CallTranscriptInput {
  env: AnalysisSettings;
  transcript: TranscriptEntry[];
  vertical: Vertical | null;
  /** The rubric's system prompt for the call's vertical; asked for only when an LLM is on. */
  instructions: (vertical: Vertical | null) => Promise<string | null>;
  fetch?: typeof fetch;
  /** How long the LLM may take before the metrics stand alone (default LLM_RUBRIC_TIMEOUT_MS). */
  llmTimeoutMs?: number;
}

function runRubric(provider: RubricProvider, input: CallTranscriptInput, systemPrompt: string): Promise<RubricItem[] | null> {
  const { env, transcript } = input;
  if (provider === "workers-ai") {
    return runWorkersAiRubric({ ai: env.AI!, model: env.WORKERS_AI_MODEL || DEFAULT_WORKERS_AI_MODEL, transcript, systemPrompt, timeoutMs: input.llmTimeoutMs });
  }
  return runLlmRubric({
    transcript,
    baseUrl: env.OPENAI_BASE_URL || DEFAULT_OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY!,
    model: env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
    systemPrompt,
    fetchImpl: input.fetch,
    timeoutMs: input.llmTimeoutMs,
  });
}

/**
 * The call's analysis: the deterministic transcript metrics, plus (with an LLM configured) a rubric whose
 * verified quotes are added to the text. Scores and sentiment always come from the metrics, which also
 * stand alone whenever the LLM fails, hangs or is not configured.
 */
export async function analyseCallTranscript(input: CallTranscriptInput): Promise<AnalysisResult> {
  const { result } = analyseTranscript(input.transcript, { vertical: input.vertical });
  const provider = rubricProvider(input.env);
  if (!provider) return result;
  const systemPrompt = await input.instructions(input.vertical);
  if (!systemPrompt) return result;
  return mergeRubric(result, await runRubric(provider, input, systemPrompt));
}
