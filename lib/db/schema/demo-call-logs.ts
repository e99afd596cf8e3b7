import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TranscriptEntry } from "../../../domain/analysis";
import type { AnalysisResult } from "../../../domain/analysis-result";
import { demoScenarios } from "./demo-scenarios";
import { demoCallStatusEnum, verticalEnum } from "./enums";
import { phoneNumbers } from "./phone-numbers";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

export const demoCallLogs = pgTable(
  "demo_call_logs",
  {
    id: uuid().primaryKey().defaultRandom(),
    scenarioId: uuid().references(() => demoScenarios.id, { onDelete: "set null" }),
    vertical: verticalEnum().notNull(),
    conversationId: uuid().notNull().unique(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The voice provider's agent that took the call. */
    agentId: text(),
    phoneNumberId: uuid().references(() => phoneNumbers.id, { onDelete: "set null" }),
    overrideApplied: boolean().notNull().default(false),
    overrideSuccess: boolean(),
    callStartTime: timestamp({ withTimezone: true }),
    callEndTime: timestamp({ withTimezone: true }),
    callDuration: integer(),
    status: demoCallStatusEnum().notNull().default("started"),
    errorMessage: text(),
    ipAddress: text(),
    userAgent: text(),
    providerConversationId: text(),
    callSid: text(),
    transcript: jsonb().$type<TranscriptEntry[]>(),
    analysis: jsonb().$type<AnalysisResult>(),
    /** When retention removed the visitor's words and call details; scores and timings stay for analytics. */
    redactedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("demo_call_logs_scenario_id_idx").on(t.scenarioId),
    index("demo_call_logs_user_id_idx").on(t.userId),
    index("demo_call_logs_phone_number_id_idx").on(t.phoneNumberId),
    index("demo_call_logs_provider_conversation_id_idx").on(t.providerConversationId),
    // The retention cron's queue: only calls not yet redacted, oldest first.
    index("demo_call_logs_unredacted_created_at_idx")
      .on(t.createdAt)
      .where(sql`${t.redactedAt} is null`),
  ],
);

export type DemoCallLog = typeof demoCallLogs.$inferSelect;
