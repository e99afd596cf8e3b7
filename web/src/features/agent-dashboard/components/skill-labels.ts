import type { ScoreCategory } from "@domain/analysis";

export const SKILL_LABELS: Record<ScoreCategory, string> = {
  tone: "Tone",
  pacing: "Pacing",
  objectionHandling: "Objection Handling",
  scriptAdherence: "Script Adherence",
  conversionLikelihood: "Conversion Likelihood",
};
