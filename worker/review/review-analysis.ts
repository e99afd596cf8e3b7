import { SCORE_CATEGORIES, type CategoryScores, type TranscriptEntry } from "../../domain/analysis";
import type { CallReview, CallReviewAnalysis, ReviewAnalysis } from "../../domain/call-review";
import { analyseTranscript } from "../../lib/analysis/analyse-transcript";

/**
 * The moments a review shows. A call analysed since they are stored has them; an older call gets them read
 * again from its stored transcript (a few milliseconds), and keeps the breakdown only when today's analysis
 * still gives its stored scores, so a review never explains a score the call was not given.
 */
export function reviewAnalysis(
  stored: CallReviewAnalysis | null | undefined,
  transcript: readonly TranscriptEntry[] | null,
  scores: CategoryScores | null,
): Pick<CallReview, "analysis" | "analysisSource"> {
  if (stored) return { analysis: stored, analysisSource: "stored" };
  if (!transcript?.some((entry) => entry.speaker === "agent")) return { analysis: null, analysisSource: "none" };
  const { result } = analyseTranscript(transcript);
  const review = result.review!;
  const sameScores =
    scores !== null && SCORE_CATEGORIES.every((category) => result.scores[category] === scores[category]);
  const analysis: ReviewAnalysis = sameScores ? review : { ...review, explanations: null, overallBound: null };
  return { analysis, analysisSource: "recomputed" };
}
