import { sql } from "drizzle-orm";
import { pgEnum, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { nanoid } from "nanoid";
import { WAITING_LIST_SOURCES } from "../../../domain/waiting-list";
import { e164Check } from "./e164";
import { verticalEnum } from "./enums";

export const waitingListSourceEnum = pgEnum("waiting_list_source", WAITING_LIST_SOURCES);

export const waitingList = pgTable(
  "waiting_list",
  {
    id: varchar({ length: 21 })
      .primaryKey()
      .$defaultFn(() => nanoid()),
    fullName: text().notNull(),
    email: text().notNull().unique(),
    businessName: text().notNull(),
    phoneNumber: text(),
    additionalNotes: text(),
    vertical: verticalEnum().notNull().default("real_estate"),
    source: waitingListSourceEnum().notNull().default("sign_up"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are unique regardless of case: "Ann@x.com" and "ann@x.com" are one sign-up.
  (t) => [
    uniqueIndex("waiting_list_email_lower_idx").on(sql`lower(${t.email})`),
    e164Check("waiting_list_phone_number_e164", t.phoneNumber),
  ],
);

export type WaitingListEntry = typeof waitingList.$inferSelect;
