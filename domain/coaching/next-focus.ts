/**
 * @file The one thing to work on next after a call: what an agent sees when their broker keeps the full analysis
 * for themselves (Detailed Feedback off), and the first line of coaching when it is on.
 */
import {
  SCORE_CATEGORIES,
  SCORE_CATEGORY_LABELS,
  type CategoryScores,
  type CriterionResult,
  type ScoreCategory,
} from "../analysis";
import { clock, type CategoryExplanation } from "../call-review";
import { CRITERION_LABELS, firstMissedCriterion } from "./criteria";

export interface FocusSource {
  criteria: readonly CriterionResult[] | null;
  explanations: Record<ScoreCategory, CategoryExplanation> | null;
  scores: CategoryScores | null;
}

const at = (time: number | null | undefined) => (time === null || time === undefined ? "" : ` (at ${clock(time)})`);

/** The weakest category, the first in the product's order on a tie. */
function weakestCategory(scores: CategoryScores): ScoreCategory {
  return SCORE_CATEGORIES.reduce((weakest, category) => (scores[category] < scores[weakest] ? category : weakest));
}

/**
 * A missed criterion first (a broken rule before a weak close), with its note; else the weakest score and the
 * moment that cost it most; else the weakest score alone. Null for a call with no scores, or nothing to improve.
 */
export function nextFocus(source: FocusSource): string | null {
  const missed = source.criteria ? firstMissedCriterion(source.criteria) : null;
  if (missed) return `${CRITERION_LABELS[missed.criterion]}: ${missed.note}${at(missed.time)}`;
  if (!source.scores) return null;
  const category = weakestCategory(source.scores);
  if (source.scores[category] >= 100) return null;
  const reasons = source.explanations?.[category].reasons.filter((reason) => reason.points < 0) ?? [];
  const costliest = reasons.reduce<(typeof reasons)[number] | null>(
    (worst, reason) => (worst === null || reason.points < worst.points ? reason : worst),
    null,
  );
  const label = SCORE_CATEGORY_LABELS[category];
  return costliest
    ? `${label}: ${costliest.text}${at(costliest.time)}`
    : `${label}: your lowest score on this call (${source.scores[category]}/100)`;
}
