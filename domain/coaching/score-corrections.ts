/**
 * @file Contested scores (docs/api.md, Call reviews): a broker corrects a score of their agent's call with a
 * reason, and the analyser's own score stays beside it; an agent flags a moment they think was misjudged.
 * Contracts only (no validation library), so the review page's JavaScript stays small.
 */
import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS, type ScoreCategory } from "../analysis";

/** What a correction can change: the overall score, or one category. */
export const SCORE_FIELDS = ["overall", ...SCORE_CATEGORIES] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];

export const SCORE_FIELD_LABELS: Record<ScoreField, string> = {
  overall: "Overall",
  ...SCORE_CATEGORY_LABELS,
} satisfies Record<ScoreField, string>;

export const isCategoryField = (field: ScoreField): field is ScoreCategory => field !== "overall";

export const CORRECTION_REASON_MAX_CHARS = 1000;
export const FLAG_COMMENT_MAX_CHARS = 1000;
export const FLAG_RESPONSE_MAX_CHARS = 1000;

/** One change of one score: who, when, from, to, why (and the moment it is about, when one was named). */
export interface ScoreCorrection {
  id: string;
  field: ScoreField;
  from: number;
  to: number;
  reason: string;
  /** Seconds into the call; null when the correction is about the call as a whole. */
  momentTime: number | null;
  authorName: string;
  createdAt: string;
}

export const FLAG_STATUSES = ["open", "resolved"] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

/** An agent's "this moment was misjudged", and the broker's answer once they resolve it. */
export interface ScoreFlag {
  id: string;
  sessionId: string;
  time: number;
  comment: string;
  status: FlagStatus;
  agentName: string;
  createdAt: string;
  resolution: { response: string | null; byName: string; at: string } | null;
}

/** A flag as the broker's dashboard lists it: with the call it is on. */
export interface OpenScoreFlag extends ScoreFlag {
  callTitle: string;
  callScore: number | null;
}

/** A correction's answer: the call's scores as they now stand, and the new lines of its history. */
export interface CorrectionResult {
  score: number;
  scores: Record<ScoreCategory, number> | null;
  corrections: ScoreCorrection[];
}

export const NOTHING_TO_CORRECT_MESSAGE = "Nothing to correct: every score given is the one the call already has";
export const NOT_SCORED_MESSAGE = "This call has no score to correct yet";

export interface ScoreChange {
  field: ScoreField;
  from: number;
  to: number;
}

/**
 * The changes a correction makes to a call's scores as they stand: only the fields given that differ. A category
 * the call has no score for cannot be corrected (null).
 */
export function scoreChanges(
  current: { score: number; scores: Record<ScoreCategory, number> | null },
  requested: { overall?: number; scores?: Partial<Record<ScoreCategory, number>> },
): ScoreChange[] | null {
  const changes: ScoreChange[] = [];
  if (requested.overall !== undefined && requested.overall !== current.score)
    changes.push({ field: "overall", from: current.score, to: requested.overall });
  for (const category of SCORE_CATEGORIES) {
    const to = requested.scores?.[category];
    if (to === undefined) continue;
    if (!current.scores) return null;
    if (to !== current.scores[category]) changes.push({ field: category, from: current.scores[category], to });
  }
  return changes;
}
