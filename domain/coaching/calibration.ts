/**
 * @file Calibration of the scorer on a team's own calls (docs/api.md, Calibration): a broker grades calls blind,
 * then sees how far the analyser agrees with them. Contracts only.
 */
import type { CallCriterion, CriterionVerdict, TranscriptEntry } from "../analysis";
import type { ReviewAudio } from "../call-review";
import type { LeadSentiment, TrainingVertical, Vertical } from "../enums";

export const CALIBRATION_REASON_MIN_CHARS = 40;
export const CALIBRATION_REASON_MAX_CHARS = 2000;
export const CALIBRATION_CLASSES_MAX = 8;
/** The calls offered for grading at a time, newest first. */
export const CALIBRATION_QUEUE_SIZE = 20;
/** How many of the graded calls are shown as "where you and the scorer differ most". */
export const CALIBRATION_DIFFERENCES_SHOWN = 5;
/** The class an exported call gets when its grader named none (the file format needs at least one). */
export const DEFAULT_CALIBRATION_CLASS = "team_call";

/** How far the scorer agrees with the broker: the bench's figures (`lib/analysis/agreement.ts`). */
export interface CalibrationAgreement {
  setSize: number;
  /** Rank agreement, −1 … 1. */
  spearman: number;
  /** Mean absolute difference, in points. */
  mae: number;
  /** Fraction of calls where the lead's sentiment matches. */
  sentimentAccuracy: number;
}

/** A call waiting for the broker's grade: nothing of the analyser's judgement in it. */
export interface CalibrationQueueItem {
  id: string;
  title: string;
  agentName: string;
  createdAt: string;
  durationSeconds: number | null;
}

/** A call to grade, blind: who, what and the call itself, no score. */
export interface BlindCall extends CalibrationQueueItem {
  vertical: Vertical;
  transcript: TranscriptEntry[];
  audio: ReviewAudio;
}

/** A call the broker graded, beside what the analyser gave it. */
export interface CalibrationComparison {
  id: string;
  title: string;
  agentName: string;
  gradedAt: string;
  grade: number;
  expectedSentiment: LeadSentiment;
  reason: string;
  analyserScore: number;
  analyserSentiment: LeadSentiment | null;
  /** analyser − broker: positive when the scorer was more generous. */
  difference: number;
}

export interface CalibrationSummary {
  agreement: CalibrationAgreement;
  /** Every call graded, newest first. */
  graded: CalibrationComparison[];
  /** The graded calls where the two differ most, largest difference first. */
  differences: CalibrationComparison[];
  toGrade: CalibrationQueueItem[];
}

/** One line of a transcript in the voice provider's post-call format: role "agent" is the LEAD, "user" the rep. */
export interface ProviderTranscriptLine {
  role: "agent" | "user";
  message: string;
  time_in_call_secs: number;
  interrupted?: boolean;
}

/** A graded call as `npm run calibrate` reads it (the graded-call file of the call writers' grading guide). */
export interface GradedCallFile {
  id: string;
  vertical: TrainingVertical;
  classes: string[];
  grade: number;
  expectedSentiment: LeadSentiment;
  reason: string;
  criteria: Record<CallCriterion, CriterionVerdict>;
  transcript: ProviderTranscriptLine[];
}

export const calibrationExportFileName = (day: string) => `graded-calls-${day}.json`;
