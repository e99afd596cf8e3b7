import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
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
    /** The OpenID provider (`iss`) and its subject (`sub`) this account signs in as; null until its first OIDC sign-in. */
    oidcIssuer: text(),
    oidcSubject: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("users_broker_id_idx").on(t.brokerId),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_oidc_identity_idx").on(t.oidcIssuer, t.oidcSubject),
    check("users_oidc_identity_complete", sql`(${t.oidcIssuer} IS NULL) = (${t.oidcSubject} IS NULL)`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
