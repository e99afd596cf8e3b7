import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CallCriterion, CriterionVerdict } from "../../../domain/analysis";
import { leadSentimentEnum } from "./enums";
import { practiceSessions } from "./practice-sessions";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

/**
 * A broker's blind grade of one of their team's calls, to measure the scorer against (never shared across
 * teams: each grade is its broker's, read only while the call's agent is on that broker's team).
 */
export const calibrationGrades = pgTable(
  "calibration_grades",
  {
    id: uuid().primaryKey().defaultRandom(),
    brokerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    practiceSessionId: uuid()
      .notNull()
      .references(() => practiceSessions.id, { onDelete: "cascade" }),
    grade: integer().notNull(),
    expectedSentiment: leadSentimentEnum().notNull(),
    criteria: jsonb().$type<Record<CallCriterion, CriterionVerdict>>().notNull(),
    classes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reason: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("calibration_grades_broker_session_idx").on(t.brokerId, t.practiceSessionId),
    index("calibration_grades_practice_session_id_idx").on(t.practiceSessionId),
    check("calibration_grades_grade_range", sql`${t.grade} BETWEEN 0 AND 100`),
  ],
);

export type CalibrationGradeRow = typeof calibrationGrades.$inferSelect;
