import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { processingStatusEnum } from "./enums";
import { createdAt, updatedAt } from "./timestamps";

export const audioProcessingJobs = pgTable(
  "audio_processing_jobs",
  {
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
  },
  // Post-call webhooks name the call by the provider's conversation id, demo and practice calls alike.
  (t) => [index("audio_processing_jobs_provider_conversation_id_idx").on(t.providerConversationId)],
);

export type AudioProcessingJob = typeof audioProcessingJobs.$inferSelect;
