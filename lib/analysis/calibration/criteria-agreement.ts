/**
 * @file Per-criterion agreement: how often the scorer's verdict (shown / not shown / missed) matches the
 * sales manager's label, over the calls that carry labels. A criterion the scorer did not judge counts as
 * "not_shown", as it reads on the review page.
 */
import {
  CALL_CRITERIA,
  type CallCriterion,
  type CriterionResult,
  type CriterionVerdict,
} from "../../../domain/analysis";

export interface CriterionAgreement {
  /** Calls with a sales manager's label for the criterion. */
  labelled: number;
  agreed: number;
  /** agreed / labelled, 0 when nothing was labelled. */
  accuracy: number;
  /** Labelled "missed" that the scorer also called missed, out of all labelled "missed" (a breach found). */
  missedFound: number;
  missedLabelled: number;
}

export type CriteriaAgreement = Record<CallCriterion, CriterionAgreement>;

export interface CriteriaOutcome {
  labels?: Partial<Record<CallCriterion, CriterionVerdict>>;
  verdicts?: readonly CriterionResult[];
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function verdictOf(
  verdicts: readonly CriterionResult[] | undefined,
  criterion: CallCriterion,
): CriterionVerdict {
  return verdicts?.find((v) => v.criterion === criterion)?.verdict ?? "not_shown";
}

export function measureCriteriaAgreement(outcomes: readonly CriteriaOutcome[]): CriteriaAgreement {
  const out = {} as CriteriaAgreement;
  for (const criterion of CALL_CRITERIA) {
    let labelled = 0;
    let agreed = 0;
    let missedLabelled = 0;
    let missedFound = 0;
    for (const outcome of outcomes) {
      const label = outcome.labels?.[criterion];
      if (!label) continue;
      const verdict = verdictOf(outcome.verdicts, criterion);
      labelled += 1;
      if (verdict === label) agreed += 1;
      if (label === "missed") {
        missedLabelled += 1;
        if (verdict === "missed") missedFound += 1;
      }
    }
    out[criterion] = {
      labelled,
      agreed,
      accuracy: labelled === 0 ? 0 : round3(agreed / labelled),
      missedFound,
      missedLabelled,
    };
  }
  return out;
}
