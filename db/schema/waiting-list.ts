import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { nanoid } from "nanoid";
import { verticalEnum } from "./enums";

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are unique regardless of case: "Ann@x.com" and "ann@x.com" are one sign-up.
  (t) => [uniqueIndex("waiting_list_email_lower_idx").on(sql`lower(${t.email})`)],
);

export type WaitingListEntry = typeof waitingList.$inferSelect;
