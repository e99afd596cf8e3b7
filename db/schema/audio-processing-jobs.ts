import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { processingStatusEnum } from "./enums";
import { createdAt, updatedAt } from "./timestamps";

export const audioProcessingJobs = pgTable("audio_processing_jobs", {
  id: uuid().primaryKey().defaultRandom(),
  conversationId: uuid().notNull().unique(),
  /** The voice provider's agent id. */
  agentId: text(),
  providerConversationId: text(),
  status: processingStatusEnum().notNull().default("pending"),
  /** Kept for the spec's shape; audio lives in R2 (`audioFilePath`), never in Postgres. */
  audioBase64: text(),
  audioFilePath: text(),
  audioFileSize: integer(),
  processingStartedAt: timestamp({ withTimezone: true }),
  processingCompletedAt: timestamp({ withTimezone: true }),
  errorMessage: text(),
  fileExpiresAt: timestamp({ withTimezone: true }),
  isFileDeleted: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type AudioProcessingJob = typeof audioProcessingJobs.$inferSelect;
