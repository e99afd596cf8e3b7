import { asc, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { phoneNumbers } from "../../../db/schema";

/** The practice lines the broker's team can dial: the shared training lines and the broker's own. */
export function listTeamPracticeLines(db: Database, brokerId: string) {
  return db
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
}
