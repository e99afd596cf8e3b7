import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { ConversationConfig } from "../../domain/scenarios";
import { scenarioDifficultyEnum, verticalEnum } from "./enums";
import { createdAt, updatedAt } from "./timestamps";

export const demoScenarios = pgTable(
  "demo_scenarios",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull().unique(),
    difficulty: scenarioDifficultyEnum().notNull().default("intermediate"),
    promptText: text().notNull(),
    conversationConfig: jsonb().$type<ConversationConfig>().notNull(),
    vertical: verticalEnum().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("demo_scenarios_vertical_idx").on(t.vertical)],
);

export type DemoScenario = typeof demoScenarios.$inferSelect;
