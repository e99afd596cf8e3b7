/**
 * @file The scorers calibration can play graded calls through: the deterministic metrics, an
 * OpenAI-compatible judge (run here, with the judge's contract and the seeded guidance), or a deployed
 * Worker's own scorer (Workers AI through its AI binding) over POST /api/analysis/calibrate. Each takes the
 * graded call's transcript through the provider mapping a real call takes.
 */
import type { AnalysisResult } from "../../domain/analysis-result";
import { analyseCallTranscript, type AnalysisSettings } from "../../lib/analysis/analyse-call-transcript";
import type { GradedCall } from "../../lib/analysis/calibration/graded-call-file";
import { llmInstructions } from "../seeds/llm-instructions";

export const SCORER_NAMES = ["metrics", "openai", "workers-ai"] as const;
export type ScorerName = (typeof SCORER_NAMES)[number];

export interface Scorer {
  name: ScorerName;
  /** What the measurement names as the scorer (with the model for a judge). */
  label: string;
  score(call: GradedCall): Promise<AnalysisResult>;
}

/** The seeded guidance for a vertical, composed as the pipeline composes the stored one. */
function seededGuidance(vertical: string | null): string | null {
  const rows = llmInstructions
    .filter((row) => row.instructionType === "analysis" && (row.vertical === null || row.vertical === vertical))
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
  return rows.length === 0 ? null : rows.map((row) => row.systemPrompt).join("\n\n");
}

function localScorer(name: ScorerName, label: string, env: AnalysisSettings): Scorer {
  return {
    name,
    label,
    score: (call) =>
      analyseCallTranscript({
        env,
        transcript: call.entries,
        vertical: call.vertical,
        instructions: async (vertical) => seededGuidance(vertical),
      }),
  };
}

/** A deployed Worker scores with its own configuration; the token is its CALIBRATION_TOKEN secret. */
function workerScorer(url: string, token: string): Scorer {
  const endpoint = `${url.replace(/\/+$/, "")}/api/analysis/calibrate`;
  return {
    name: "workers-ai",
    label: `worker:${new URL(endpoint).host}`,
    async score(call) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ vertical: call.vertical, transcript: call.transcript }),
      });
      if (!response.ok)
        throw new Error(
          `${endpoint} answered ${response.status} for ${call.id}: ${(await response.text()).slice(0, 200)}`,
        );
      return (await response.json()) as AnalysisResult;
    },
  };
}

export function scorerFor(name: ScorerName, env: NodeJS.ProcessEnv, options: { url?: string } = {}): Scorer {
  if (name === "metrics") return localScorer("metrics", "metrics", { ANALYSIS_PROVIDER: "metrics" });
  if (name === "workers-ai") {
    const url = options.url ?? env.CALIBRATE_URL;
    if (!url || !env.CALIBRATION_TOKEN)
      throw new Error(
        "--scorer workers-ai needs --url <deployed Worker> (or CALIBRATE_URL) and CALIBRATION_TOKEN, the Worker's secret",
      );
    return workerScorer(url, env.CALIBRATION_TOKEN);
  }
  if (!env.OPENAI_API_KEY)
    throw new Error(
      "--scorer openai needs OPENAI_API_KEY (and OPENAI_BASE_URL, OPENAI_MODEL for a non-OpenAI endpoint)",
    );
  const settings: AnalysisSettings = {
    ANALYSIS_PROVIDER: "openai",
    OPENAI_API_KEY: env.OPENAI_API_KEY,
    OPENAI_BASE_URL: env.OPENAI_BASE_URL,
    OPENAI_MODEL: env.OPENAI_MODEL,
  };
  return localScorer("openai", `openai:${env.OPENAI_MODEL ?? "default"}`, settings);
}
