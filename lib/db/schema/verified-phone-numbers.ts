import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { e164Check } from "./e164";
import { users } from "./users";

/**
 * An agent's own phone number, proved by a one-time code sent by text message (Twilio Verify): their phone
 * practice calls are routed by it. A number belongs to one person; proving it again elsewhere moves it. Only the
 * fact of the proof is stored, never a code.
 */
export const verifiedPhoneNumbers = pgTable(
  "verified_phone_numbers",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** E.164. */
    phoneNumber: text().notNull().unique(),
    verifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [e164Check("verified_phone_numbers_phone_number_e164", t.phoneNumber)],
);

export type VerifiedPhoneNumber = typeof verifiedPhoneNumbers.$inferSelect;
