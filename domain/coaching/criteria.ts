/**
 * @file How a call's criteria are named and told: shown (with its line), not shown (the call gave no chance for
 * it: no points lost) and missed (the chance was there). Results say what landed in words, never a bare count.
 */
import { CALL_CRITERIA, type CallCriterion, type CriterionResult, type CriterionVerdict } from "../analysis";

export const CRITERION_LABELS: Record<CallCriterion, string> = {
  opening: "Opening",
  reason_for_call: "Reason for the call",
  discovery: "Discovery",
  listening: "Listening",
  objection_handling: "Objection handling",
  honesty_compliance: "Honesty and compliance",
  next_step: "Next step",
  respect_for_lead: "Respect for the lead",
};

export const CRITERION_VERDICT_LABELS: Record<CriterionVerdict, string> = {
  shown: "Shown",
  not_shown: "Not shown",
  missed: "Missed",
};

/** What each verdict means, said once beside the list. */
export const CRITERION_VERDICT_MEANINGS: Record<CriterionVerdict, string> = {
  shown: "you did it: here is the line",
  not_shown: "the call gave no chance for it: no points lost",
  missed: "the chance was there and was not taken",
};

/** The order a sales manager weighs them in: a broken rule first, delivery last. */
const COACHING_ORDER: readonly CallCriterion[] = [
  "honesty_compliance",
  "respect_for_lead",
  "opening",
  "reason_for_call",
  "discovery",
  "listening",
  "objection_handling",
  "next_step",
];

export interface CriteriaTally {
  shown: number;
  missed: number;
  notShown: number;
  /** The criteria the call gave a chance for: shown + missed. */
  chances: number;
}

/** One result per criterion, in the product's order (a later duplicate is ignored). */
export function orderedCriteria(criteria: readonly CriterionResult[]): CriterionResult[] {
  const byCriterion = new Map<CallCriterion, CriterionResult>();
  for (const result of criteria) if (!byCriterion.has(result.criterion)) byCriterion.set(result.criterion, result);
  return CALL_CRITERIA.flatMap((criterion) => {
    const result = byCriterion.get(criterion);
    return result ? [result] : [];
  });
}

export function tallyCriteria(criteria: readonly CriterionResult[]): CriteriaTally {
  const ordered = orderedCriteria(criteria);
  const count = (verdict: CriterionVerdict) => ordered.filter((result) => result.verdict === verdict).length;
  const shown = count("shown");
  const missed = count("missed");
  return { shown, missed, notShown: count("not_shown"), chances: shown + missed };
}

/** "3 of 5 things landed": what the call gave a chance for, and how much of it the rep took. */
export function criteriaHeadline(criteria: readonly CriterionResult[]): string {
  const { shown, chances } = tallyCriteria(criteria);
  if (chances === 0) return "The call gave no chance to show any of the criteria";
  if (shown === chances)
    return chances === 1
      ? "The one thing the call asked for landed"
      : `All ${chances} things the call asked for landed`;
  return `${shown} of ${chances} ${chances === 1 ? "thing" : "things"} landed`;
}

/** The headline with what was missed named ("3 of 5 things landed; missed: Discovery, Next step"). */
export function criteriaSummary(criteria: readonly CriterionResult[]): string {
  const missed = orderedCriteria(criteria).filter((result) => result.verdict === "missed");
  const headline = criteriaHeadline(criteria);
  return missed.length === 0
    ? headline
    : `${headline}; missed: ${missed.map((result) => CRITERION_LABELS[result.criterion]).join(", ")}`;
}

/** The missed criterion to coach first (a broken rule before a weak close), or null when nothing was missed. */
export function firstMissedCriterion(criteria: readonly CriterionResult[]): CriterionResult | null {
  const missed = criteria.filter((result) => result.verdict === "missed");
  for (const criterion of COACHING_ORDER) {
    const found = missed.find((result) => result.criterion === criterion);
    if (found) return found;
  }
  return null;
}
