import type { CallReviewAnalysis } from "./call-review";
import type { LeadSentiment } from "./enums";

/** Transcript entry of spec §3: "agent" is the sales rep (trainee), "customer" the AI lead. */
export interface TranscriptEntry {
  speaker: "agent" | "customer";
  text: string;
  /** Seconds from the start of the call. */
  timestamp: number;
  /** Set on a lead line the trainee talked over (the voice provider's flag); absent otherwise. */
  interrupted?: boolean;
}

export const SCORE_CATEGORIES = [
  "tone",
  "pacing",
  "objectionHandling",
  "scriptAdherence",
  "conversionLikelihood",
] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

/** How the dashboards and the call review name each score. */
export const SCORE_CATEGORY_LABELS: Record<ScoreCategory, string> = {
  tone: "Tone",
  pacing: "Pacing",
  objectionHandling: "Objection Handling",
  scriptAdherence: "Script Adherence",
  conversionLikelihood: "Conversion Likelihood",
};
export type CategoryScores = Record<ScoreCategory, number>;

/** Analysis result of spec §3. */
export interface AnalysisResult {
  overallScore: number;
  leadSentiment: LeadSentiment;
  scores: CategoryScores;
  keyPhrases: string[];
  feedback: string;
  improvements: string[];
  /** The moments behind the scores, for the call review; calls analysed before it was stored have none. */
  review?: CallReviewAnalysis;
}
