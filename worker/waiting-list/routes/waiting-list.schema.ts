import { createInsertSchema } from "drizzle-zod";
import { waitingListFieldRules, waitingListVerticalRule } from "../../../domain/waiting-list";
import { waitingList } from "../../../lib/db/schema/waiting-list";

/** The row's insert schema (id and createdAt generated), with the shared field rules. */
export const waitingListInsertSchema = createInsertSchema(waitingList, {
  fullName: waitingListFieldRules.fullName,
  email: waitingListFieldRules.email,
  businessName: waitingListFieldRules.businessName,
  phoneNumber: waitingListFieldRules.phoneNumber,
  additionalNotes: waitingListFieldRules.additionalNotes,
  vertical: waitingListVerticalRule,
}).omit({ id: true, createdAt: true });

/** POST /api/waiting-list: the insert schema plus the client-form aliases phone and notes (spec §3); unknown keys are dropped. */
export const waitingListSignUpSchema = waitingListInsertSchema
  .extend({
    phone: waitingListFieldRules.phoneNumber,
    notes: waitingListFieldRules.additionalNotes,
  })
  .transform(({ phone, notes, ...entry }) => ({
    ...entry,
    phoneNumber: entry.phoneNumber ?? phone,
    additionalNotes: entry.additionalNotes ?? notes,
  }));
