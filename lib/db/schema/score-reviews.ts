import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ScoreField } from "../../../domain/coaching/score-corrections";
import { practiceSessions } from "./practice-sessions";
import { createdAt } from "./timestamps";
import { users } from "./users";

/**
 * Every change a broker made to a score of their agent's call: who, when, from, to, why (and the moment it is
 * about). Never updated or deleted on its own: it is the call's history. The current value is on the session.
 */
export const scoreCorrections = pgTable(
  "score_corrections",
  {
    id: uuid().primaryKey().defaultRandom(),
    practiceSessionId: uuid()
      .notNull()
      .references(() => practiceSessions.id, { onDelete: "cascade" }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "overall" or a score category. */
    field: text().$type<ScoreField>().notNull(),
    fromScore: integer().notNull(),
    toScore: integer().notNull(),
    reason: text().notNull(),
    /** Seconds into the call; null when the correction is about the whole call. */
    momentTime: doublePrecision(),
    createdAt: createdAt(),
  },
  (t) => [
    index("score_corrections_practice_session_id_idx").on(t.practiceSessionId, t.createdAt),
    index("score_corrections_author_id_idx").on(t.authorId),
    check("score_corrections_scores_range", sql`${t.fromScore} BETWEEN 0 AND 100 AND ${t.toScore} BETWEEN 0 AND 100`),
  ],
);

/** An agent's "this moment was misjudged", open until their broker resolves it (with an answer, or by correcting). */
export const scoreFlags = pgTable(
  "score_flags",
  {
    id: uuid().primaryKey().defaultRandom(),
    practiceSessionId: uuid()
      .notNull()
      .references(() => practiceSessions.id, { onDelete: "cascade" }),
    agentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Seconds into the call. */
    time: doublePrecision().notNull(),
    comment: text().notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    response: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("score_flags_practice_session_id_idx").on(t.practiceSessionId, t.time),
    index("score_flags_agent_id_idx").on(t.agentId),
    index("score_flags_resolved_by_idx").on(t.resolvedBy),
  ],
);

export type ScoreCorrectionRow = typeof scoreCorrections.$inferSelect;
export type ScoreFlagRow = typeof scoreFlags.$inferSelect;
