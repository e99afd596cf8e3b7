import type { CallReviewAnalysis } from "../../../domain/call-review";
import { wholeTurn } from "../moments";
import { longestMonologueSpan } from "../monologue";
import type { OverallScore } from "../model/overall";
import type { Breach } from "../signals/compliance";
import type { Evidence } from "../signals/features";
import { explainOverall, explainScores } from "./explanations";
import { buildTimeline } from "./timeline";
import type { CallMetrics, ScoreBreakdown } from "../results";
import type { Turn } from "../types";

/**
 * What a call review shows, from the same analysis that scored the call: the moments on its timeline, every
 * score told by the moments behind it, why a breach (or harassment) sank the overall score, and the lead's temperature per turn.
 */
export function buildCallReview(
  turns: readonly Turn[],
  metrics: CallMetrics,
  breakdown: ScoreBreakdown,
  overall: OverallScore,
  breach: Breach | undefined,
  harassment: Evidence | undefined,
): CallReviewAnalysis {
  const span = longestMonologueSpan(turns);
  const monologueStart = span ? turns[span.firstTurn] : undefined;
  return {
    timeline: buildTimeline(turns, metrics),
    explanations: explainScores(turns, metrics, breakdown, monologueStart ? wholeTurn(monologueStart) : undefined),
    overallBound: explainOverall(overall, breach, harassment),
    temperature: metrics.lead.temperature,
  };
}
