import type { AnalysisResult, TranscriptEntry } from "../../domain/analysis";
import { buildCallReview } from "./call-review";
import { writeFeedback, writeImprovements } from "./feedback";
import { keyPhrasesFromTurns } from "./key-phrases";
import { computeMetricsFromTurns } from "./metrics";
import type { Moment } from "./moments";
import { outcomeBound, type OutcomeBound } from "./outcome-bound";
import { meanScore, scoreBreakdown, scoresFromBreakdown } from "./scoring";
import { forgetMemos } from "./text";
import { buildTurns } from "./turns";
import type { CallMetrics, ScoreBreakdown } from "./types";

export interface TranscriptAnalysis {
  result: AnalysisResult;
  metrics: CallMetrics;
  breakdown: ScoreBreakdown;
  /** Set when the lead's reaction held the overall score below the mean of the five. */
  bound?: OutcomeBound;
  /** Every moment behind a credit or a deduction, in call order: the call's timeline. */
  moments: Moment[];
}

function momentsOf(breakdown: ScoreBreakdown, bound: OutcomeBound | undefined): Moment[] {
  const all = Object.values(breakdown).flatMap((c) => c.components.flatMap((component) => component.moments ?? []));
  if (bound?.moment) all.push(bound.moment);
  return all.sort((a, b) => a.time - b.time);
}

/**
 * The deterministic analysis: metrics → five scores with their breakdown → overall = the rounded mean of
 * the five, held down by the lead's outcome (see outcome-bound.ts) → sentiment, phrases, feedback, and the
 * review's moments, explanations and lead temperature.
 */
export function analyseTranscript(transcript: readonly TranscriptEntry[]): TranscriptAnalysis {
  forgetMemos();
  const turns = buildTurns(transcript);
  const metrics = computeMetricsFromTurns(turns);
  const breakdown = scoreBreakdown(metrics);
  const scores = scoresFromBreakdown(breakdown);
  const mean = meanScore(scores);
  const leadSentiment = metrics.repWords === 0 ? "neutral" : metrics.lead.sentiment;
  const bound = metrics.repWords === 0 ? undefined : outcomeBound(metrics, leadSentiment, mean);
  const overall = bound ? bound.limit : mean;
  const result: AnalysisResult = {
    overallScore: overall,
    leadSentiment,
    scores,
    keyPhrases: keyPhrasesFromTurns(turns, metrics),
    feedback: writeFeedback(metrics, overall, bound),
    improvements: writeImprovements(metrics, breakdown),
    review: buildCallReview(turns, metrics, breakdown, bound, mean),
  };
  return { result, metrics, breakdown, bound, moments: momentsOf(breakdown, bound) };
}
