import type { AnalysisResult, ScoreCategory } from "../../domain/analysis";
import { CATEGORY_LABELS } from "./feedback";
import type { RubricItem } from "./rubric-verify";
import { sentences } from "./text";

export const FEEDBACK_MAX_SENTENCES = 4;
const QUOTE_MAX_CHARS = 160;

const CRITERION_CATEGORY: ReadonlyArray<readonly [RegExp, ScoreCategory]> = [
  [/objection|pushback|concern/i, "objectionHandling"],
  [/next.?step|clos|commit|meeting|appointment|conversion|call to action|\bcta\b|booking/i, "conversionLikelihood"],
  [/open|intro|reason|script|discovery|question|permission|agenda|structure/i, "scriptAdherence"],
  [/pac|talk|listen|monologue|speed|rate|interrupt/i, "pacing"],
  [/tone|rapport|empathy|confiden|warm|filler|delivery|courtesy|energy/i, "tone"],
];

function categoryOf(criterion: string): ScoreCategory | undefined {
  return CRITERION_CATEGORY.find(([pattern]) => pattern.test(criterion))?.[1];
}

const quotable = (item: RubricItem) => item.quote.length <= QUOTE_MAX_CHARS && sentences(item.quote).length <= 1;

/**
 * Adds verified rubric quotes to the text only: the best-scored quote to the feedback while it stays
 * within four sentences, and a low-scored quote as an example on the matching improvement bullet.
 * Scores, overall score and sentiment come from the metrics and are copied unchanged.
 */
export function mergeRubric(result: AnalysisResult, rubric: readonly RubricItem[] | null): AnalysisResult {
  const merged: AnalysisResult = { ...result, scores: { ...result.scores }, keyPhrases: [...result.keyPhrases], improvements: [...result.improvements] };
  if (!rubric || rubric.length === 0) return merged;
  const usable = rubric.filter(quotable);

  const best = [...usable].sort((a, b) => b.score - a.score).find((item) => item.score >= 4);
  if (best && sentences(merged.feedback).length < FEEDBACK_MAX_SENTENCES) {
    merged.feedback = `${merged.feedback} The reviewer's strongest example for ${best.criterion.toLowerCase()}: “${best.quote}”.`;
  }

  const used = new Set<ScoreCategory>();
  for (const item of [...usable].sort((a, b) => a.score - b.score)) {
    const category = categoryOf(item.criterion);
    if (item.score > 2 || !category || used.has(category)) continue;
    const index = merged.improvements.findIndex((bullet) => bullet.startsWith(`${CATEGORY_LABELS[category]}:`));
    if (index < 0) continue;
    merged.improvements[index] = `${merged.improvements[index]} For example: “${item.quote}”.`;
    used.add(category);
  }
  return merged;
}
