import { asc } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { waitingList, type WaitingListEntry } from "../../../db/schema/waiting-list";

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

/** The whole list, oldest first: the lead export. */
export function listWaitingList(db: Database): Promise<WaitingListEntry[]> {
  return db.select().from(waitingList).orderBy(asc(waitingList.createdAt), asc(waitingList.id));
}
