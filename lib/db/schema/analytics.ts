import { index, integer, pgTable, real, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { analyticsPeriodEnum } from "./enums";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

/** One computed snapshot per agent, period kind and period start. */
export const analytics = pgTable(
  "analytics",
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brokerId: uuid().references(() => users.id, { onDelete: "set null" }),
    period: analyticsPeriodEnum().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    totalSessions: integer().notNull().default(0),
    completedSessions: integer().notNull().default(0),
    averageScore: real(),
    averageDuration: real(),
    averageToneScore: real(),
    averagePacingScore: real(),
    averageObjectionHandlingScore: real(),
    averageScriptAdherenceScore: real(),
    averageConversionLikelihoodScore: real(),
    positiveSentimentCount: integer().notNull().default(0),
    neutralSentimentCount: integer().notNull().default(0),
    negativeSentimentCount: integer().notNull().default(0),
    hostileSentimentCount: integer().notNull().default(0),
    interestedSentimentCount: integer().notNull().default(0),
    improvementTrend: real(),
    lastCalculatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("analytics_agent_period_start_unique").on(t.agentId, t.period, t.periodStart),
    index("analytics_broker_id_idx").on(t.brokerId),
  ],
);

export type AnalyticsRow = typeof analytics.$inferSelect;
