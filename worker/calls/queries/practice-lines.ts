import { asc, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../../../lib/db/client";
import { phoneNumbers } from "../../../lib/db/schema";
import { read, type UserRef } from "../../../lib/db/read";

/** The practice lines the broker's team can dial: the shared training lines and the broker's own. */
export function teamPracticeLinesRead(db: Database, brokerId: UserRef) {
  const statement = db
    .select({
      id: phoneNumbers.id,
      phoneNumber: phoneNumbers.phoneNumber,
      displayName: phoneNumbers.displayName,
      vertical: phoneNumbers.vertical,
      isActive: phoneNumbers.isActive,
    })
    .from(phoneNumbers)
    .where(or(isNull(phoneNumbers.brokerId), eq(phoneNumbers.brokerId, brokerId)))
    .orderBy(asc(phoneNumbers.displayName), asc(phoneNumbers.phoneNumber));
  return read(statement, (rows) => rows);
}
