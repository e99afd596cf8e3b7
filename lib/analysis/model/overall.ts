/**
 * @file The overall score: the fitted weights (weights.json, written by `npm run calibrate -- --fit`) over
 * the call's features, smooth in every feature. A compliance breach, or harassing a lead who asked to stop, sinks
 * the call into the grading guide's 0–19 band, keeping the order of the rest of the call inside it.
 */
import type { CallSignals } from "../signals/features";
import { FEATURES, featureVector } from "./feature-vector";
import fitted from "./weights.json";

/**
 * Inside the guide's band for a call that breaks a rule (unacceptable, 0–19): from 2 for no skill to 12 for full
 * skill. Sales managers grade a breach 10 on average (570 calls), seldom above 15 whatever else went well; the
 * band's top at 19 (share 0.17) scored them 2 points too high: leave-one-batch-out MAE 9.47 -> 9.05 and Spearman
 * 0.909 -> 0.913 at 0.10 (0.12: 9.13, 0.08 with floor 3: 9.04).
 */
const BREACH_BAND = { floor: 2, share: 0.1 } as const;

/** A call scored by the breach band, not by its skill: a compliance breach, or a lead harassed after asking to stop. */
export const breaksARule = (s: Pick<CallSignals, "breaches" | "harassment">): boolean =>
  s.breaches.length > 0 || s.harassment !== undefined;

/** A call that breaks a rule, sunk into the breach band, keeping its order there; a breach never raises a score. */
export function sunkByBreach(skill: number): number {
  return Math.min(skill, BREACH_BAND.floor + BREACH_BAND.share * skill);
}

export interface FittedWeights {
  intercept: number;
  weights: Record<string, number>;
}

const WEIGHTS: FittedWeights = fitted;

export interface OverallScore {
  overall: number;
  /** Before a breach sank it. */
  skill: number;
  /** Each feature's points (weight × value), for the review's explanation. */
  contributions: Array<{ name: string; meaning: string; points: number }>;
  breach: boolean;
  /** Sunk like a breach: the rep pressed on twice after the lead asked to stop (signals' harassment). */
  harassment: boolean;
}

const clamp = (x: number) => Math.min(100, Math.max(0, x));

export function overallScore(signals: CallSignals, weights: FittedWeights = WEIGHTS): OverallScore {
  const x = featureVector(signals);
  const contributions = FEATURES.map((f, j) => ({
    name: f.name,
    meaning: f.meaning,
    points: (weights.weights[f.name] ?? 0) * x[j]!,
  }));
  const skill = clamp(contributions.reduce((acc, c) => acc + c.points, weights.intercept));
  const breach = signals.breaches.length > 0;
  const harassment = signals.harassment !== undefined;
  const overall = breaksARule(signals) ? sunkByBreach(skill) : skill;
  return { overall: Math.round(overall), skill, contributions, breach, harassment };
}
