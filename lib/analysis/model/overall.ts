/**
 * @file The overall score: the fitted weights (weights.json, written by `npm run calibrate -- --fit`) over
 * the call's features, smooth in every feature. A compliance breach sinks the call into the grading guide's
 * 0–19 band, keeping the order of the rest of the call inside it.
 */
import type { CallSignals } from "../signals/features";
import { FEATURES, featureVector } from "./feature-vector";
import fitted from "./weights.json";

/** The guide's band for a call that breaks a rule: unacceptable, 0–19. */
const BREACH_BAND = { floor: 2, share: 0.17 } as const;

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
  const overall = breach ? sunkByBreach(skill) : skill;
  return { overall: Math.round(overall), skill, contributions, breach };
}
