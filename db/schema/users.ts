import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { roleEnum, yesNoEnum } from "./enums";
import { createdAt, updatedAt } from "./timestamps";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    role: roleEnum().notNull().default("agent"),
    brokerId: uuid().references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    isTrainer: yesNoEnum().notNull().default("no"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("users_broker_id_idx").on(t.brokerId),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
