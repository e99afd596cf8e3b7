import { boolean, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import {
  DEFAULT_EMAIL_NOTIFICATIONS,
  DEFAULT_TEAM_MANAGEMENT,
  DEFAULT_TRAINING_CONFIG,
  type EmailNotifications,
  type TeamManagement,
  type TrainingConfig,
} from "../../../domain/settings";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

export const userSettings = pgTable("user_settings", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companyName: text(),
  emailNotifications: jsonb().$type<EmailNotifications>().notNull().default(DEFAULT_EMAIL_NOTIFICATIONS),
  trainingConfig: jsonb().$type<TrainingConfig>().notNull().default(DEFAULT_TRAINING_CONFIG),
  teamManagement: jsonb().$type<TeamManagement>().notNull().default(DEFAULT_TEAM_MANAGEMENT),
  /** A broker's team: practice minutes a calendar month (UTC) allows; null = the default (domain/usage.ts). */
  monthlyPracticeMinutes: integer(),
  /** A broker's team: its scored real calls count in the practice figures (averages, stats, analytics, leaderboard). */
  includeRealCalls: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type UserSettings = typeof userSettings.$inferSelect;
