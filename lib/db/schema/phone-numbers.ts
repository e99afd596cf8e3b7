import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { e164Check } from "./e164";
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
  (t) => [
    index("phone_numbers_broker_id_idx").on(t.brokerId),
    e164Check("phone_numbers_phone_number_e164", t.phoneNumber),
  ],
);

export type PhoneNumber = typeof phoneNumbers.$inferSelect;
