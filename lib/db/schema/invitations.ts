import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { INVITATION_STATUSES, INVITATION_VALID_DAYS } from "../../../domain/invitations";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

export const invitationStatusEnum = pgEnum("invitation_status", INVITATION_STATUSES);

/**
 * A broker's invitation to join the team: a single-use link (the id signed with SESSION_SECRET, so no token is
 * stored) that works until `expiresAt` and only for someone who accepts it while signed in.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    brokerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Stored lowercase. */
    email: text().notNull(),
    status: invitationStatusEnum().notNull().default("pending"),
    acceptedUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    acceptedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql.raw(`now() + interval '${INVITATION_VALID_DAYS} days'`)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("invitations_broker_id_idx").on(t.brokerId),
    index("invitations_accepted_user_id_idx").on(t.acceptedUserId),
    index("invitations_email_idx").on(sql`lower(${t.email})`),
    // One open invitation per broker and address, even when two requests race.
    uniqueIndex("invitations_pending_broker_email_idx")
      .on(t.brokerId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type Invitation = typeof invitations.$inferSelect;
