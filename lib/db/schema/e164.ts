import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { check } from "drizzle-orm/pg-core";
import { E164_PATTERN } from "../../../domain/phone";

/** A CHECK that `column` holds a phone number in E.164 (or nothing), the one form every stored number takes. */
export function e164Check(name: string, column: AnyPgColumn) {
  const isE164: SQL = sql`${column} ~ ${sql.raw(`'${E164_PATTERN}'`)}`;
  return check(name, isE164);
}
