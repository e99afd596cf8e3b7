import { eq, ne, and } from "drizzle-orm";
import type { VerifiedNumber } from "../../../domain/phone-verification";
import type { Database } from "../../../lib/db/client";
import { verifiedPhoneNumbers } from "../../../lib/db/schema";
import { read, type Read, type UserRef } from "../../../lib/db/read";

/** The agent's proved number, or null. */
export function verifiedNumberRead(db: Database, userId: UserRef): Read<VerifiedNumber | null> {
  const statement = db.select().from(verifiedPhoneNumbers).where(eq(verifiedPhoneNumbers.userId, userId));
  return read(statement, ([row]) =>
    row ? { phoneNumber: row.phoneNumber, verifiedAt: row.verifiedAt.toISOString() } : null,
  );
}

/** The number is the agent's now (proved by a code): one person's at a time, so it moves from whoever had it. */
export async function saveVerifiedNumber(db: Database, userId: string, phoneNumber: string): Promise<VerifiedNumber> {
  const now = new Date();
  const [, [row]] = await db.batch([
    db
      .delete(verifiedPhoneNumbers)
      .where(and(eq(verifiedPhoneNumbers.phoneNumber, phoneNumber), ne(verifiedPhoneNumbers.userId, userId))),
    db
      .insert(verifiedPhoneNumbers)
      .values({ userId, phoneNumber, verifiedAt: now })
      .onConflictDoUpdate({ target: verifiedPhoneNumbers.userId, set: { phoneNumber, verifiedAt: now } })
      .returning(),
  ]);
  return { phoneNumber: row!.phoneNumber, verifiedAt: row!.verifiedAt.toISOString() };
}

export async function forgetVerifiedNumber(db: Database, userId: string): Promise<void> {
  await db.delete(verifiedPhoneNumbers).where(eq(verifiedPhoneNumbers.userId, userId));
}
