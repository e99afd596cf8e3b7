import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ConversationConfig } from "../../../domain/scenarios";
import type { ScenarioDraft } from "../../../domain/team-scenarios";
import { scenarioDifficultyEnum, verticalEnum } from "./enums";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

/**
 * Every scenario a lead can be played from: PracticeLine's seeded ones (`brokerId` null, the same for everyone) and
 * the ones a team writes in the Custom Scenario Builder (`brokerId` = the team's broker). A team's scenario is a
 * draft until published, and archived rather than deleted once sessions or assignments use it.
 */
export const demoScenarios = pgTable(
  "demo_scenarios",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    difficulty: scenarioDifficultyEnum().notNull().default("intermediate"),
    promptText: text().notNull(),
    conversationConfig: jsonb().$type<ConversationConfig>().notNull(),
    vertical: verticalEnum().notNull(),
    /** The team that wrote it (its broker); null for PracticeLine's seeded scenarios. */
    brokerId: uuid().references(() => users.id, { onDelete: "cascade" }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    /** What its author wrote in the builder; the prompt and voice settings above are built from it by the server. */
    draft: jsonb().$type<ScenarioDraft>(),
    publishedAt: timestamp({ withTimezone: true }),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("demo_scenarios_vertical_idx").on(t.vertical),
    index("demo_scenarios_created_by_idx").on(t.createdBy),
    // Names are unique among PracticeLine's scenarios (the seeds upsert by name) and within each team.
    uniqueIndex("demo_scenarios_seeded_name_idx")
      .on(t.name)
      .where(sql`${t.brokerId} IS NULL`),
    uniqueIndex("demo_scenarios_team_name_idx").on(t.brokerId, sql`lower(${t.name})`),
  ],
);

export type DemoScenario = typeof demoScenarios.$inferSelect;
