import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { verticalEnum } from "./enums";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

export const llmInstructions = pgTable(
  "llm_instructions",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull().unique(),
    description: text(),
    instructionType: text().notNull(),
    systemPrompt: text().notNull(),
    vertical: verticalEnum(),
    scenarioCategory: text(),
    priority: integer().notNull().default(1),
    isActive: boolean().notNull().default(true),
    version: text().notNull().default("1.0"),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    tags: text().array().notNull().default([]),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("llm_instructions_created_by_idx").on(t.createdBy)],
);

export type LlmInstruction = typeof llmInstructions.$inferSelect;
