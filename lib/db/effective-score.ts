/**
 * @file The one rule for the score a practice call has: its broker's correction where there is one, else the
 * analyser's. `score` and `scores` on practice_sessions hold the result, so every list, chart, leaderboard,
 * assignment verdict and certificate reads the corrected score without knowing corrections exist; the analyser's
 * own scores stay beside it (`analysed_score`, `analysed_scores`). Both writers go through here: the call's
 * analysis (the ConversationDO's mirror) and a broker's correction.
 */
import { sql, type SQL } from "drizzle-orm";
import type { CategoryScores } from "../../domain/analysis";
import { practiceSessions } from "./schema";

interface ScoreParts {
  analysedScore: SQL;
  analysedScores: SQL;
  correctedScore: SQL;
  correctedScores: SQL;
}

/** The SET expressions of `score` and `scores` from the analyser's scores and the correction (SQL expressions of the same row). */
function effectiveScoreSet(parts: ScoreParts) {
  return {
    score: sql<number>`coalesce(${parts.correctedScore}, ${parts.analysedScore})`,
    // A category correction overrides that category only; a call without analysed scores has none to correct.
    scores: sql<CategoryScores>`(${parts.analysedScores}) || coalesce(${parts.correctedScores}, '{}'::jsonb)`,
  };
}

const currentCorrection = {
  correctedScore: sql`${practiceSessions.correctedScore}`,
  correctedScores: sql`${practiceSessions.correctedScores}`,
};

/** What the analysis of a call writes: the analyser's scores, and the score everything reads (a correction made meanwhile stays). */
export function analysedScoreSet(overallScore: number, scores: CategoryScores) {
  const analysedScore = sql`${overallScore}::int`;
  const analysedScores = sql`${JSON.stringify(scores)}::jsonb`;
  return {
    analysedScore: sql<number>`${analysedScore}`,
    analysedScores: sql<CategoryScores>`${analysedScores}`,
    ...effectiveScoreSet({ analysedScore, analysedScores, ...currentCorrection }),
  };
}

/**
 * What a correction writes: the broker's values (merged into the categories corrected before), and the score
 * everything reads. A call scored before the analyser's scores were kept apart has them in `score`/`scores`.
 */
export function correctedScoreSet(correction: { overall: number | null; scores: Partial<CategoryScores> }) {
  const analysedScore = sql`coalesce(${practiceSessions.analysedScore}, ${practiceSessions.score})`;
  const analysedScores = sql`coalesce(${practiceSessions.analysedScores}, ${practiceSessions.scores})`;
  const correctedScore =
    correction.overall === null ? sql`${practiceSessions.correctedScore}` : sql`${correction.overall}::int`;
  const correctedScores = sql`coalesce(${practiceSessions.correctedScores}, '{}'::jsonb) || ${JSON.stringify(correction.scores)}::jsonb`;
  return {
    analysedScore: sql<number>`${analysedScore}`,
    analysedScores: sql<CategoryScores>`${analysedScores}`,
    correctedScore: sql<number>`${correctedScore}`,
    correctedScores: sql<Partial<CategoryScores>>`${correctedScores}`,
    ...effectiveScoreSet({ analysedScore, analysedScores, correctedScore, correctedScores }),
  };
}
