/**
 * @file A practice session as its agent reads it (`/api/practice_sessions`): with the one thing to work on next,
 * and, when their broker keeps the full analysis for themselves (Detailed Feedback off), without the analysis:
 * the overall score, Passed / Not passed and that one thing are what the agent gets.
 */
import type { CategoryScores, CriterionResult } from "../../domain/analysis";
import type { CallReviewAnalysis, ReviewDetail } from "../../domain/call-review";
import { nextFocus } from "../../domain/coaching/next-focus";

interface AnalysedSession {
  detailedFeedback: boolean;
  scores: CategoryScores | null;
  analysedScores: CategoryScores | null;
  correctedScores: Partial<CategoryScores> | null;
  feedback: string | null;
  keyPhrases: string[] | null;
  criteria: CriterionResult[] | null;
  review?: CallReviewAnalysis | null;
}

export type AgentSession<T extends AnalysedSession> = Omit<T, "detailedFeedback"> & {
  detail: ReviewDetail;
  nextFocus: string | null;
};

export function forAgent<T extends AnalysedSession>({ detailedFeedback, ...session }: T): AgentSession<T> {
  const focus = nextFocus({
    criteria: session.criteria,
    explanations: session.review?.explanations ?? null,
    scores: session.scores,
  });
  if (detailedFeedback) return { ...session, detail: "full", nextFocus: focus };
  const withoutAnalysis = {
    ...session,
    scores: null,
    analysedScores: null,
    correctedScores: null,
    feedback: null,
    keyPhrases: null,
    criteria: null,
  };
  return {
    ...withoutAnalysis,
    ...("review" in session ? { review: null } : {}),
    detail: "summary",
    nextFocus: focus,
  } as AgentSession<T>;
}
