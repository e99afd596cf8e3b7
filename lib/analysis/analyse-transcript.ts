import type { TranscriptEntry } from "../../domain/analysis";
import type { AnalysisResult } from "../../domain/analysis-result";
import type { NextStepOutcome } from "../../domain/call-review";
import type { Vertical } from "../../domain/enums";
import { buildCallReview } from "./review/call-review";
import { writeFeedback, writeImprovements } from "./feedback";
import { keyPhrasesFromTurns } from "./key-phrases";
import { forgetParses } from "./language/parse";
import { computeMetricsFromTurns } from "./metrics";
import { criteriaOf } from "./model/criteria";
import { overallScore, type OverallScore } from "./model/overall";
import { leadSentimentOf } from "./model/sentiment";
import { clipQuote, type Moment } from "./moments";
import { scoreBreakdown, scoresFromBreakdown } from "./scoring";
import { callSignals, type CallSignals } from "./signals/features";
import type { NextStepKind } from "./signals/next-step";
import { forgetMemos } from "./text";
import { buildTurns } from "./turns";
import type { CallMetrics, ScoreBreakdown } from "./results";

export interface TranscriptAnalysis {
  result: AnalysisResult;
  metrics: CallMetrics;
  signals: CallSignals;
  breakdown: ScoreBreakdown;
  /** How the overall score came about: the fitted features' points, and whether a breach sank it. */
  overall: OverallScore;
  /** Every moment behind a credit or a deduction of the five scores, in call order: the call's timeline. */
  moments: Moment[];
}

export interface AnalyseOptions {
  /** The practice's vertical: which regulated promises and steering rules apply (unknown: all). */
  vertical?: Vertical | null;
}

const OUTCOME_OF: Record<NextStepKind, NextStepOutcome> = {
  none: "none",
  declined: "declined",
  vague: "soft",
  specific: "committed",
  coerced: "coerced",
};

function momentsOf(breakdown: ScoreBreakdown): Moment[] {
  return Object.values(breakdown)
    .flatMap((c) => c.components.flatMap((component) => component.moments ?? []))
    .sort((a, b) => a.time - b.time);
}

/**
 * The signals' reading of the call replaces the older phrase-based one where both speak: the next-step
 * outcome, the next step's lines, and the compliance breaches.
 */
function withSignals(metrics: CallMetrics, signals: CallSignals): CallMetrics {
  const step = signals.nextStep;
  const evidence = (e?: { time: number; quote: string }, speaker: "agent" | "customer" = "agent") =>
    e ? { speaker, time: e.time, text: e.quote } : undefined;
  return {
    ...metrics,
    nextStepAsked: step.kind !== "none",
    nextStepSecured: step.kind === "specific" || step.kind === "vague",
    nextStepProposal: evidence(step.proposal),
    nextStepAnswer: evidence(step.answer, "customer"),
    lead: { ...metrics.lead, outcome: OUTCOME_OF[step.kind] },
    conduct: {
      ...metrics.conduct,
      redFlags: signals.breaches.map((b) => ({
        kind: b.kind,
        evidence: { speaker: "agent", time: b.time, text: clipQuote(b.quote) },
      })),
    },
  };
}

/**
 * The deterministic analysis: the call's general signals (structure, the lead's engagement, questions and
 * uptake, the next step, respect, compliance) → the overall score from fitted weights (a breach sinks it),
 * the lead's sentiment at the end, the eight criteria; the five skill scores with their breakdown; phrases,
 * feedback, and the review's moments, explanations and lead temperature.
 */
export function analyseTranscript(
  transcript: readonly TranscriptEntry[],
  options: AnalyseOptions = {},
): TranscriptAnalysis {
  forgetMemos();
  forgetParses();
  const turns = buildTurns(transcript);
  const signals = callSignals(turns, options.vertical ?? null);
  const silent = signals.repWords === 0;
  const leadSentiment = leadSentimentOf(signals);
  const metrics = withSignals(computeMetricsFromTurns(turns, leadSentiment), signals);
  const breakdown = scoreBreakdown(metrics);
  const overall = silent
    ? { overall: 0, skill: 0, contributions: [], breach: false, harassment: false }
    : overallScore(signals);
  const result: AnalysisResult = {
    overallScore: overall.overall,
    leadSentiment,
    scores: scoresFromBreakdown(breakdown),
    keyPhrases: keyPhrasesFromTurns(turns, metrics),
    feedback: writeFeedback(metrics, overall.overall, overall.breach ? signals.breaches[0] : undefined),
    improvements: writeImprovements(metrics, breakdown),
    review: buildCallReview(turns, metrics, breakdown, overall, signals.breaches[0], signals.harassment),
    criteria: silent ? [] : criteriaOf(signals),
    scoredBy: { scorer: "metrics" },
  };
  return { result, metrics, signals, breakdown, overall, moments: momentsOf(breakdown) };
}
