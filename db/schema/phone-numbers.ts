import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { phoneProviderEnum, verticalEnum, yesNoEnum } from "./enums";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

/** Practice lines trainees dial. A null vertical serves every vertical. */
export const phoneNumbers = pgTable(
  "phone_numbers",
  {
    id: uuid().primaryKey().defaultRandom(),
    phoneNumber: text().notNull().unique(),
    displayName: text().notNull(),
    provider: phoneProviderEnum().notNull().default("elevenlabs"),
    providerId: text(),
    vertical: verticalEnum(),
    brokerId: uuid().references(() => users.id, { onDelete: "set null" }),
    isActive: yesNoEnum().notNull().default("yes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("phone_numbers_broker_id_idx").on(t.brokerId)],
);

export type PhoneNumber = typeof phoneNumbers.$inferSelect;
