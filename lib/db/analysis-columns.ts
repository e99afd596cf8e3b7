import type { AnalysisResult } from "../../domain/analysis-result";

/** What an analysis writes to a practice_sessions row besides its scores (lib/db/effective-score.ts decides those). */
export const analysisColumns = (analysis: AnalysisResult) => ({
  feedback: analysis.feedback,
  leadSentiment: analysis.leadSentiment,
  keyPhrases: analysis.keyPhrases,
  review: analysis.review ?? null,
  criteria: analysis.criteria ?? null,
  scoredBy: analysis.scoredBy ?? null,
});
