import type { AnalysisResult, TranscriptEntry } from "../../domain/analysis";
import { writeFeedback, writeImprovements } from "./feedback";
import { keyPhrasesFromTurns } from "./key-phrases";
import { computeMetricsFromTurns } from "./metrics";
import { overallScore, scoreBreakdown, scoresFromBreakdown } from "./scoring";
import { classifyLeadSentiment } from "./sentiment";
import { buildTurns } from "./turns";
import type { CallMetrics, ScoreBreakdown } from "./types";

export interface TranscriptAnalysis {
  result: AnalysisResult;
  metrics: CallMetrics;
  breakdown: ScoreBreakdown;
}

export function analyzeTranscript(transcript: readonly TranscriptEntry[]): TranscriptAnalysis {
  const turns = buildTurns(transcript);
  const metrics = computeMetricsFromTurns(turns);
  const breakdown = scoreBreakdown(metrics);
  const scores = scoresFromBreakdown(breakdown);
  const overall = overallScore(scores);
  const result: AnalysisResult = {
    overallScore: overall,
    leadSentiment: classifyLeadSentiment(metrics),
    scores,
    keyPhrases: keyPhrasesFromTurns(turns),
    feedback: writeFeedback(metrics, overall),
    improvements: writeImprovements(metrics, breakdown),
  };
  return { result, metrics, breakdown };
}
