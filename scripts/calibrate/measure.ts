/**
 * @file Plays a batch of graded calls through a scorer and measures its agreement with the sales manager:
 * Spearman, mean absolute error, sentiment accuracy and per-criterion agreement, with each call's row.
 */
import type { CriterionResult } from "../../domain/analysis";
import type { AnalysisResult } from "../../domain/analysis-result";
import type { LeadSentiment } from "../../domain/enums";
import { measureAgreement } from "../../lib/analysis/agreement";
import type { GradedCall } from "../../lib/analysis/calibration/graded-call-file";
import { measureCriteriaAgreement, type CriteriaAgreement } from "../../lib/analysis/calibration/criteria-agreement";
import type { Scorer } from "./scorers";

export interface CallMeasurement {
  id: string;
  grade: number;
  score: number;
  expectedSentiment: LeadSentiment;
  sentiment: LeadSentiment;
  scoredBy?: AnalysisResult["scoredBy"];
}

export interface BatchMeasurement {
  name: string;
  setSize: number;
  spearman: number;
  mae: number;
  sentimentAccuracy: number;
  measuredAt: string;
  scorer: string;
  /** The commit the analyser was on; `uncommittedAnalyser` when its files differed from that commit. */
  commit?: string;
  uncommittedAnalyser?: boolean;
  /** Per criterion, over the calls labelled with it; null when no call carries labels. */
  criteria: CriteriaAgreement | null;
  calls: CallMeasurement[];
}

export interface ScoredCall {
  call: GradedCall;
  result: AnalysisResult;
}

export async function scoreCalls(
  calls: readonly GradedCall[],
  scorer: Scorer,
  onCall?: (done: number) => void,
): Promise<ScoredCall[]> {
  const out: ScoredCall[] = [];
  for (const call of calls) {
    out.push({ call, result: await scorer.score(call) });
    onCall?.(out.length);
  }
  return out;
}

export function measurementOf(
  name: string,
  scored: readonly ScoredCall[],
  scorer: string,
  measuredAt = new Date(),
): BatchMeasurement {
  const agreement = measureAgreement(
    scored.map(({ call, result }) => ({ grade: call.grade, expectedSentiment: call.expectedSentiment, result })),
  );
  const labelled = scored.filter(({ call }) => call.criteria);
  const criteria =
    labelled.length === 0
      ? null
      : measureCriteriaAgreement(
          labelled.map(({ call, result }) => ({
            labels: call.criteria,
            verdicts: result.criteria as CriterionResult[] | undefined,
          })),
        );
  return {
    name,
    ...agreement,
    measuredAt: measuredAt.toISOString(),
    scorer,
    criteria,
    calls: scored.map(({ call, result }) => ({
      id: call.id,
      grade: call.grade,
      score: result.overallScore,
      expectedSentiment: call.expectedSentiment,
      sentiment: result.leadSentiment,
      ...(result.scoredBy ? { scoredBy: result.scoredBy } : {}),
    })),
  };
}
