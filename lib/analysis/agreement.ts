import type { AnalysisResult } from "../../domain/analysis-result";
import type { LeadSentiment } from "../../domain/enums";

/** How far the analyser agrees with a sales manager's grades; accuracy is a fraction of the calls. */
export interface Agreement {
  setSize: number;
  spearman: number;
  mae: number;
  sentimentAccuracy: number;
}

export interface GradedOutcome {
  grade: number;
  expectedSentiment: LeadSentiment;
  result: Pick<AnalysisResult, "overallScore" | "leadSentiment">;
}

/** 1-based ranks; tied values share the mean of the ranks they span. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    const shared = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) out[order[k]!.index] = shared;
    start = end + 1;
  }
  return out;
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rank correlation (Pearson on tie-averaged ranks); 0 when either side is constant. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) throw new Error("spearman: the two series differ in length");
  return xs.length < 2 ? 0 : pearson(ranks(xs), ranks(ys));
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function measureAgreement(outcomes: readonly GradedOutcome[]): Agreement {
  const n = outcomes.length;
  if (n === 0) return { setSize: 0, spearman: 0, mae: 0, sentimentAccuracy: 0 };
  const grades = outcomes.map((o) => o.grade);
  const scores = outcomes.map((o) => o.result.overallScore);
  const mae = outcomes.reduce((acc, o) => acc + Math.abs(o.result.overallScore - o.grade), 0) / n;
  const right = outcomes.filter((o) => o.result.leadSentiment === o.expectedSentiment).length;
  return {
    setSize: n,
    spearman: round3(spearman(grades, scores)),
    mae: round3(mae),
    sentimentAccuracy: round3(right / n),
  };
}
