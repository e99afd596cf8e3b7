/**
 * @file `npm run calibrate -- --fit`: fits the overall score's weights on every graded call (ridge
 * regression over the features of worker/analysis/model/feature-vector.ts; calls with a detected breach are
 * left out of the fit, since the breach band scores them), picks the penalty by leave-one-batch-out
 * cross-validation, and writes worker/analysis/model/weights.json with the cross-validated agreement.
 * Deterministic: the same calls give the same file.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { measureAgreement, type Agreement } from "../../worker/analysis/agreement";
import type { GradedCall } from "../../worker/analysis/calibration/graded-call-file";
import { FEATURES, featureVector } from "../../worker/analysis/model/feature-vector";
import { BREACH_BAND } from "../../worker/analysis/model/overall";
import { fitSignedRidge, predict, type LinearModel } from "../../worker/analysis/model/ridge";
import { leadSentimentOf } from "../../worker/analysis/model/sentiment";
import { forgetParses } from "../../worker/analysis/language/parse";
import { callSignals, type CallSignals } from "../../worker/analysis/signals/features";
import { buildTurns } from "../../worker/analysis/turns";
import { readAllBatches } from "./graded-sets";

export const WEIGHTS_FILE = join(import.meta.dirname, "../../worker/analysis/model/weights.json");
const LAMBDAS = [1, 2, 4, 8, 16, 32, 64, 128];

interface Row {
  call: GradedCall;
  signals: CallSignals;
  x: number[];
}

export function rowsOf(calls: readonly GradedCall[]): Row[] {
  return calls.map((call) => {
    forgetParses();
    const signals = callSignals(buildTurns(call.entries), call.vertical);
    return { call, signals, x: featureVector(signals) };
  });
}

function scoreWith(model: LinearModel, row: Row): number {
  const skill = Math.min(100, Math.max(0, predict(model, row.x)));
  return Math.round(row.signals.breaches.length > 0 ? BREACH_BAND.floor + BREACH_BAND.share * skill : skill);
}

function fitOn(rows: readonly Row[], lambda: number): LinearModel {
  const clean = rows.filter((r) => r.signals.breaches.length === 0);
  return fitSignedRidge(clean.map((r) => r.x), clean.map((r) => r.call.grade), lambda, FEATURES.map((f) => f.direction));
}

function agreementOf(rows: readonly Row[], scores: readonly number[]): Agreement {
  return measureAgreement(rows.map((r, i) => ({ grade: r.call.grade, expectedSentiment: r.call.expectedSentiment, result: { overallScore: scores[i]!, leadSentiment: leadSentimentOf(r.signals) } })));
}

export interface CrossValidation {
  lambda: number;
  pooled: Agreement;
  perBatch: Array<Agreement & { name: string }>;
}

/** Train on every batch but one, score the one left out; pooled over all the left-out scores. */
export function leaveOneBatchOut(rows: readonly Row[], lambda: number): CrossValidation & { scores: Map<string, number> } {
  const batches = [...new Set(rows.map((r) => r.call.batch))];
  const scores = new Map<string, number>();
  const perBatch = batches.map((name) => {
    const model = fitOn(rows.filter((r) => r.call.batch !== name), lambda);
    const held = rows.filter((r) => r.call.batch === name);
    const s = held.map((r) => scoreWith(model, r));
    held.forEach((r, i) => scores.set(r.call.id, s[i]!));
    return { name, ...agreementOf(held, s) };
  });
  const pooled = agreementOf(rows, rows.map((r) => scores.get(r.call.id)!));
  return { lambda, pooled, perBatch, scores };
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

export function fitWeights(rows: readonly Row[]) {
  const trials = LAMBDAS.map((lambda) => leaveOneBatchOut(rows, lambda));
  const best = trials.reduce((a, b) => (b.pooled.mae < a.pooled.mae - 1e-9 ? b : a));
  const model = fitOn(rows, best.lambda);
  const inSample = agreementOf(rows, rows.map((r) => scoreWith(model, r)));
  return {
    about: "Weights of the overall score, fitted by `npm run calibrate -- --fit` (scripts/calibrate/fit.ts). Do not edit by hand.",
    intercept: round(model.intercept, 2),
    weights: Object.fromEntries(FEATURES.map((f, j) => [f.name, round(model.weights[j]!, 2)])),
    lambda: best.lambda,
    fittedOn: { calls: rows.length, batches: [...new Set(rows.map((r) => r.call.batch))].sort(), leftOutAsBreaches: rows.filter((r) => r.signals.breaches.length > 0).length },
    inSample,
    leaveOneBatchOut: { pooled: best.pooled, perBatch: best.perBatch },
  };
}

export function runFit(log: (line: string) => void = console.log, write = true) {
  const rows = rowsOf(readAllBatches().flatMap((b) => b.calls));
  const fitted = fitWeights(rows);
  if (write) writeFileSync(WEIGHTS_FILE, JSON.stringify(fitted, null, 2) + "\n");
  log(`fitted on ${fitted.fittedOn.calls} calls (${fitted.fittedOn.batches.join(", ")}), λ = ${fitted.lambda}`);
  log(`intercept ${fitted.intercept}`);
  for (const f of FEATURES) log(`  ${f.name.padEnd(18)} ${String(fitted.weights[f.name]).padStart(7)}  ${f.meaning}`);
  log(`in sample:            ${JSON.stringify(fitted.inSample)}`);
  log(`leave-one-batch-out:  ${JSON.stringify(fitted.leaveOneBatchOut.pooled)}`);
  for (const b of fitted.leaveOneBatchOut.perBatch) log(`  ${b.name.padEnd(12)} ${JSON.stringify({ setSize: b.setSize, spearman: b.spearman, mae: b.mae, sentimentAccuracy: b.sentimentAccuracy })}`);
  return fitted;
}
