import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { demoScenarios } from "./demo-scenarios";
import { verticalEnum } from "./enums";
import { practiceSessions } from "./practice-sessions";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

/**
 * Practice a broker asks of the team: a scenario or a custom prompt, for chosen agents (assignment_agents) or the
 * whole team as it is at any moment. Cancelling sets `cancelledAt`; nothing is deleted, so attempts keep their history.
 */
export const assignments = pgTable(
  "assignments",
  {
    id: uuid().primaryKey().defaultRandom(),
    brokerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    scenarioId: uuid().references(() => demoScenarios.id, { onDelete: "set null" }),
    customPrompt: text(),
    vertical: verticalEnum().notNull(),
    wholeTeam: boolean().notNull().default(false),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    minScore: integer().notNull(),
    /** Scored attempts allowed per agent; null = unlimited. */
    attemptLimit: integer(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("assignments_broker_id_due_at_idx").on(t.brokerId, t.dueAt),
    index("assignments_scenario_id_idx").on(t.scenarioId),
    check("assignments_min_score_range", sql`${t.minScore} BETWEEN 0 AND 100`),
    check("assignments_attempt_limit_positive", sql`${t.attemptLimit} IS NULL OR ${t.attemptLimit} > 0`),
  ],
);

/** The chosen agents of an assignment that is not for the whole team. */
export const assignmentAgents = pgTable(
  "assignment_agents",
  {
    assignmentId: uuid()
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    agentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.agentId] }), index("assignment_agents_agent_id_idx").on(t.agentId)],
);

/** A practice session started for an assignment: one attempt. */
export const assignmentAttempts = pgTable(
  "assignment_attempts",
  {
    practiceSessionId: uuid()
      .primaryKey()
      .references(() => practiceSessions.id, { onDelete: "cascade" }),
    assignmentId: uuid()
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    agentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("assignment_attempts_assignment_id_agent_id_idx").on(t.assignmentId, t.agentId),
    index("assignment_attempts_agent_id_idx").on(t.agentId),
  ],
);

/** A vertical's certificate for a period (domain/training/certification.ts); never revoked. */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vertical: verticalEnum().notNull(),
    /** "YYYY-MM". */
    period: text().notNull(),
    earnedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("certificates_agent_vertical_period_idx").on(t.agentId, t.vertical, t.period)],
);

/** Agents their broker keeps off the team leaderboard. */
export const leaderboardOptOuts = pgTable("leaderboard_opt_outs", {
  agentId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export type Assignment = typeof assignments.$inferSelect;
