/**
 * Its own file: the call review's types (call-review.ts) build on analysis.ts, so the result that holds a review
 * cannot live there without the two importing each other.
 */
import type { CategoryScores, CriterionResult, ScoredBy } from "./analysis";
import type { CallReviewAnalysis } from "./call-review";
import type { LeadSentiment } from "./enums";

/** Analysis result of spec §3. */
export interface AnalysisResult {
  overallScore: number;
  leadSentiment: LeadSentiment;
  scores: CategoryScores;
  keyPhrases: string[];
  feedback: string;
  improvements: string[];
  /** The moments behind the scores, for the call review; calls analysed before it was stored have none. */
  review?: CallReviewAnalysis;
  /** The eight criteria's verdicts; absent on analyses stored before they existed. */
  criteria?: CriterionResult[];
  /** Which scorer produced the scores; absent on analyses stored before it was recorded. */
  scoredBy?: ScoredBy;
}
