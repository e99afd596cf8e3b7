/**
 * @file The scorers calibration can play graded calls through: the deterministic metrics, an
 * OpenAI-compatible judge, or Workers AI through a deployed Worker. Each takes a graded call's mapped
 * transcript exactly as the pipeline hands it to the analysis.
 */
import type { AnalysisResult } from "../../domain/analysis";
import { analyseCallTranscript, type AnalysisSettings } from "../../worker/analysis/analyse-call-transcript";
import type { GradedCall } from "../../worker/analysis/calibration/graded-call-file";
import { llmInstructions } from "../seed-data/llm-instructions";

export const SCORER_NAMES = ["metrics", "openai"] as const;
export type ScorerName = (typeof SCORER_NAMES)[number];

export interface Scorer {
  name: ScorerName;
  /** What the measurement names as the scorer (with the model for a judge). */
  label: string;
  score(call: GradedCall): Promise<AnalysisResult>;
}

/** The seeded analysis instructions for a vertical, composed as the pipeline composes the stored ones. */
function seededInstructions(vertical: string | null): string | null {
  const rows = llmInstructions
    .filter((row) => row.instructionType === "analysis" && (row.vertical === null || row.vertical === vertical))
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
  return rows.length === 0 ? null : rows.map((row) => row.systemPrompt).join("\n\n");
}

function scorerWith(name: ScorerName, label: string, env: AnalysisSettings): Scorer {
  return {
    name,
    label,
    score: (call) =>
      analyseCallTranscript({ env, transcript: call.entries, vertical: call.vertical, instructions: async (vertical) => seededInstructions(vertical) }),
  };
}

export function scorerFor(name: ScorerName, env: NodeJS.ProcessEnv): Scorer {
  if (name === "metrics") return scorerWith("metrics", "metrics", { ANALYSIS_PROVIDER: "metrics" });
  if (!env.OPENAI_API_KEY) throw new Error("--scorer openai needs OPENAI_API_KEY (and OPENAI_BASE_URL, OPENAI_MODEL for a non-OpenAI endpoint)");
  const settings: AnalysisSettings = { ANALYSIS_PROVIDER: "openai", OPENAI_API_KEY: env.OPENAI_API_KEY, OPENAI_BASE_URL: env.OPENAI_BASE_URL, OPENAI_MODEL: env.OPENAI_MODEL };
  return scorerWith("openai", `openai:${env.OPENAI_MODEL ?? "default"}`, settings);
}
