/**
 * @file The judge's verified criteria combined with the deterministic analysis. Per criterion the judge's
 * proven verdict takes precedence; the overall moves from the fitted score by how far the judge's reading of
 * the criteria differs from the analyser's, weighted in the grading guide's order (respect, then discovery
 * and listening, then objections and the next step, then the opening). Delivery and what the lead did stay
 * with the fitted features. A breach sinks the call whoever proves it: the judge can add one it quotes;
 * a breach the analyser quotes is never overruled.
 */
import type { CallCriterion, CriterionResult } from "../../../domain/analysis";
import type { AnalysisResult } from "../../../domain/analysis-result";
import { sunkByBreach, type OverallScore } from "../model/overall";
import { overallHeadline } from "../feedback";
import { sentences } from "../text";

/** How much each criterion counts in the criteria's share (honesty works through the breach band instead). */
export const CRITERION_WEIGHTS: Record<Exclude<CallCriterion, "honesty_compliance">, number> = {
  respect_for_lead: 3,
  discovery: 2,
  listening: 2,
  objection_handling: 1.5,
  next_step: 1.5,
  opening: 1,
  reason_for_call: 1,
};
/** Points the overall moves when every weighted criterion flips from missed to shown. */
export const JUDGE_SHIFT = 40;
export const FEEDBACK_MAX_SENTENCES = 4;

/** The weighted share of the criteria the call gave a chance for that the rep showed (0.5 when none applied). */
export function criteriaShare(criteria: readonly CriterionResult[]): number {
  let shown = 0;
  let applicable = 0;
  for (const c of criteria) {
    if (c.criterion === "honesty_compliance" || c.verdict === "not_shown") continue;
    const w = CRITERION_WEIGHTS[c.criterion];
    applicable += w;
    if (c.verdict === "shown") shown += w;
  }
  return applicable === 0 ? 0.5 : shown / applicable;
}

export function mergeCriteria(own: readonly CriterionResult[], judged: readonly CriterionResult[]): CriterionResult[] {
  return own.map((c) => judged.find((j) => j.criterion === c.criterion) ?? c);
}

export function combineWithJudge(
  result: AnalysisResult,
  overall: OverallScore,
  judged: readonly CriterionResult[],
  model: string,
): AnalysisResult {
  const own = result.criteria ?? [];
  const criteria = mergeCriteria(own, judged);
  const judgeBreach = judged.some((c) => c.criterion === "honesty_compliance" && c.verdict === "missed");
  const skill = Math.min(
    100,
    Math.max(0, overall.skill + JUDGE_SHIFT * (criteriaShare(criteria) - criteriaShare(own))),
  );
  const overallScore = Math.round(overall.breach || overall.harassment || judgeBreach ? sunkByBreach(skill) : skill);
  const example = judged.find((c) => c.verdict === "shown" && c.quote && c.criterion !== "honesty_compliance");
  const headed = result.feedback.replace(/^Overall \d+\/100 \([^)]*\)/, overallHeadline(overallScore));
  const feedback =
    example && sentences(headed).length < FEEDBACK_MAX_SENTENCES
      ? `${headed} The judge's proof for ${example.criterion.replace(/_/g, " ")}: “${example.quote}”.`
      : headed;
  return { ...result, overallScore, criteria, feedback, scoredBy: { scorer: "judge", model } };
}
