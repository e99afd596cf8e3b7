export { SCORE_CATEGORY_LABELS as SKILL_LABELS } from "@domain/analysis";
