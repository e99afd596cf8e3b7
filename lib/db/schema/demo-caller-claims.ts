import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { e164Check } from "./e164";
import { phoneNumbers } from "./phone-numbers";
import { createdAt } from "./timestamps";

/**
 * A demo call routed by the visitor's own number: whoever calls `practiceNumber` from `callerNumber` before
 * `expiresAt` reaches this conversation. A caller number is pending for one conversation at a time; the claim
 * stops pending when the call connects, the visitor starts again, or it expires like an undialled lease.
 * `callerNumber` is erased with the call log's retention.
 */
export const demoCallerClaims = pgTable(
  "demo_caller_claims",
  {
    conversationId: uuid().primaryKey(),
    callerNumber: text(),
    practiceNumber: text().notNull(),
    phoneNumberId: uuid().references(() => phoneNumbers.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    pending: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("demo_caller_claims_pending_caller_idx")
      .on(t.callerNumber)
      .where(sql`${t.pending}`),
    index("demo_caller_claims_created_at_idx").on(t.createdAt),
    e164Check("demo_caller_claims_caller_number_e164", t.callerNumber),
    e164Check("demo_caller_claims_practice_number_e164", t.practiceNumber),
  ],
);
