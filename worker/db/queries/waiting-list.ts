import { asc, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { waitingList, type WaitingListEntry } from "../../../db/schema/waiting-list";
import { read, type Read } from "../read";

export type NewWaitingListEntry = Pick<WaitingListEntry, "fullName" | "email" | "businessName" | "vertical"> &
  Partial<Pick<WaitingListEntry, "phoneNumber" | "additionalNotes">>;

/**
 * Adds a sign-up; null when the email (compared case-insensitively by a unique index) is already on the list.
 * ON CONFLICT DO NOTHING makes simultaneous sign-ups with one email race-free: one row wins, never an error.
 */
export async function insertWaitingListEntry(db: Database, entry: NewWaitingListEntry) {
  const [created] = await db
    .insert(waitingList)
    .values(entry)
    .onConflictDoNothing()
    .returning({
      id: waitingList.id,
      email: waitingList.email,
      vertical: waitingList.vertical,
      createdAt: waitingList.createdAt,
    });
  return created ?? null;
}

/**
 * The whole list, oldest first: the lead export. Only for a reader whose email (SQL: the signed-in user's, read
 * from their session in the same statement) is one of `operatorEmails` (lowercase): for anyone else, nothing.
 */
export function waitingListRead(db: Database, readerEmail: SQL, operatorEmails: string[]): Read<WaitingListEntry[]> {
  const statement = db
    .select()
    .from(waitingList)
    .where(sql`lower(trim(${readerEmail})) = any(${sql.param(operatorEmails)}::text[])`)
    .orderBy(asc(waitingList.createdAt), asc(waitingList.id));
  return read(statement, (rows) => rows);
}
