import type { TranscriptEntry } from "../../domain/analysis";
import type { AnalysisResult } from "../../domain/analysis-result";
import type { Vertical } from "../../domain/enums";
import { analyseTranscript } from "./analyse-transcript";
import { combineWithJudge } from "./judge/combine";
import { judgeSystemPrompt } from "./judge/prompt";
import {
  DEFAULT_OPENAI_BASE_URL,
  DEFAULT_OPENAI_MODEL,
  DEFAULT_WORKERS_AI_MODEL,
  runJudge,
  type JudgeTarget,
  type WorkersAiBinding,
} from "./judge/run";

export { DEFAULT_OPENAI_BASE_URL, DEFAULT_OPENAI_MODEL, DEFAULT_WORKERS_AI_MODEL };

export type JudgeProvider = "openai" | "workers-ai";

/** The settings the analysis reads (ANALYSIS_PROVIDER = metrics | openai | workers-ai). */
export interface AnalysisSettings {
  ANALYSIS_PROVIDER?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  WORKERS_AI_MODEL?: string;
  AI?: WorkersAiBinding;
}

/** Which LLM judges, if any: openai needs its key, workers-ai the AI binding; otherwise the metrics alone. */
export function judgeProvider(env: AnalysisSettings): JudgeProvider | null {
  if (env.ANALYSIS_PROVIDER === "openai" && env.OPENAI_API_KEY) return "openai";
  if (env.ANALYSIS_PROVIDER === "workers-ai" && env.AI) return "workers-ai";
  return null;
}

export interface CallTranscriptInput {
  env: AnalysisSettings;
  transcript: TranscriptEntry[];
  vertical: Vertical | null;
  /** The sales managers' stored guidance for the call's vertical; asked for only when a judge is on. */
  instructions: (vertical: Vertical | null) => Promise<string | null>;
  fetch?: typeof fetch;
  /** How long the judge may take before the metrics stand alone (default JUDGE_TIMEOUT_MS). */
  llmTimeoutMs?: number;
}

function targetOf(provider: JudgeProvider, input: CallTranscriptInput): JudgeTarget {
  const { env } = input;
  if (provider === "workers-ai")
    return { provider, ai: env.AI!, model: env.WORKERS_AI_MODEL || DEFAULT_WORKERS_AI_MODEL };
  return {
    provider,
    baseUrl: env.OPENAI_BASE_URL || DEFAULT_OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY!,
    model: env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
    fetchImpl: input.fetch,
  };
}

/**
 * The call's analysis. The deterministic analyser always runs; with a judge configured, its verified
 * per-criterion verdicts take precedence and move the overall (judge/combine.ts). When the judge fails,
 * is slow or proves nothing, the deterministic analysis stands alone and `scoredBy.fallback` says why.
 */
export async function analyseCallTranscript(input: CallTranscriptInput): Promise<AnalysisResult> {
  const analysis = analyseTranscript(input.transcript, { vertical: input.vertical });
  const provider = judgeProvider(input.env);
  if (!provider || analysis.signals.repWords === 0) return analysis.result;
  const target = targetOf(provider, input);
  let guidance: string | null = null;
  try {
    guidance = await input.instructions(input.vertical);
  } catch {
    // The stored guidance is an extra; the judge's contract stands without it.
  }
  const outcome = await runJudge(target, judgeSystemPrompt(guidance), input.transcript, input.llmTimeoutMs);
  if (!outcome.ok)
    return { ...analysis.result, scoredBy: { scorer: "metrics", model: outcome.model, fallback: outcome.reason } };
  return combineWithJudge(analysis.result, analysis.overall, outcome.verdicts, outcome.model);
}
