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
/** The same names where they open or sit in a sentence ("Objection handling: ask what…"): feedback bullets, suggestions. */
export const SCORE_CATEGORY_SENTENCE_LABELS = Object.fromEntries(
  SCORE_CATEGORIES.map((category) => [category, sentenceCase(SCORE_CATEGORY_LABELS[category])]),
) as Record<ScoreCategory, string>;

function sentenceCase(title: string): string {
  return title.charAt(0) + title.slice(1).toLowerCase();
}
export type CategoryScores = Record<ScoreCategory, number>;

/** What a sales manager checks on a cold call, in the grading guide's words (README, "Call analysis"). */
export const CALL_CRITERIA = [
  "opening",
  "reason_for_call",
  "discovery",
  "listening",
  "objection_handling",
  "honesty_compliance",
  "next_step",
  "respect_for_lead",
] as const;
export type CallCriterion = (typeof CALL_CRITERIA)[number];
/** shown: the rep did it (a line proves it); not_shown: the call never gave the chance; missed: it did and the rep did not (or broke the rule). */
export const CRITERION_VERDICTS = ["shown", "not_shown", "missed"] as const;
export type CriterionVerdict = (typeof CRITERION_VERDICTS)[number];
export interface CriterionResult {
  criterion: CallCriterion;
  verdict: CriterionVerdict;
  /** the transcript line that proves it */ quote?: string;
  /** seconds into the call */ time?: number;
  note: string;
}
export interface ScoredBy {
  scorer: "metrics" | "judge";
  model?: string;
  /** why the judge did not score when it was asked to */ fallback?: string;
}
