import { index, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** Server-side login sessions; the cookie only carries a signed reference to `sid`. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar({ length: 64 }).primaryKey(),
    sess: jsonb().$type<{ userId: string; createdAt: number }>().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export type Session = typeof sessions.$inferSelect;
