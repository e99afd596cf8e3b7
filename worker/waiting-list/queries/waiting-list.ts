import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../lib/db/client";
import { waitingList, type WaitingListEntry } from "../../../lib/db/schema/waiting-list";
import { read, type Read } from "../../../lib/db/read";

export type NewWaitingListEntry = Pick<WaitingListEntry, "fullName" | "email" | "businessName" | "vertical"> &
  Partial<Pick<WaitingListEntry, "phoneNumber" | "additionalNotes" | "source">>;

const RETURNED = {
  id: waitingList.id,
  email: waitingList.email,
  vertical: waitingList.vertical,
  createdAt: waitingList.createdAt,
};

/**
 * Adds a sign-up; null when the email (compared case-insensitively by a unique index) is already on the list.
 * ON CONFLICT DO NOTHING makes simultaneous sign-ups with one email race-free: one row wins, never an error.
 */
export async function insertWaitingListEntry(db: Database, entry: NewWaitingListEntry) {
  const [created] = await db.insert(waitingList).values(entry).onConflictDoNothing().returning(RETURNED);
  return created ?? null;
}

/**
 * Turns the entry the demo's email gate made for this email into the visitor's real sign-up; null when there is
 * no such entry (none at all, or one that is already a real sign-up). The condition on `source` is checked again
 * on the locked row, so of two simultaneous sign-ups only one completes it. Blank phone or notes keep what is there.
 */
export async function completeDemoGateEntry(db: Database, entry: NewWaitingListEntry) {
  const [completed] = await db
    .update(waitingList)
    .set({
      fullName: entry.fullName,
      businessName: entry.businessName,
      vertical: entry.vertical,
      phoneNumber: sql`coalesce(${entry.phoneNumber ?? null}, ${waitingList.phoneNumber})`,
      additionalNotes: sql`coalesce(${entry.additionalNotes ?? null}, ${waitingList.additionalNotes})`,
      source: "sign_up",
    })
    .where(and(sql`lower(${waitingList.email}) = lower(${entry.email})`, eq(waitingList.source, "demo_email_gate")))
    .returning(RETURNED);
  return completed ?? null;
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
