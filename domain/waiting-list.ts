/** Waiting-list field rules (spec §3, §5), shared by the sign-up forms and the API. */
import { z } from "zod";
import { VERTICALS, type Vertical } from "./enums";
import { INVALID_PHONE_NUMBER_MESSAGE, toE164 } from "./phone";

export const WAITING_LIST_MAX_LENGTH = {
  fullName: 120,
  email: 254,
  businessName: 160,
  phoneNumber: 40,
  additionalNotes: 2000,
} as const;

/**
 * How an entry was made: the sign-up forms, or the demo's email gate (fixed name and business, spec §7).
 * A gate entry holds nothing but an email, so the visitor's real sign-up may complete it.
 */
export const WAITING_LIST_SOURCES = ["sign_up", "demo_email_gate"] as const;
export type WaitingListSource = (typeof WAITING_LIST_SOURCES)[number];

/** The 409 text; the demo email gate treats any message containing "already registered" as a returning visitor. */
export const DUPLICATE_EMAIL_MESSAGE = "This email is already registered on the waiting list.";

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Blank optional text is stored as nothing, not as an empty string. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** An optional phone number, stored in E.164 like every number we keep; blank is nothing, anything else not a number is refused. */
function optionalPhoneNumber(max: number) {
  return optionalText("Phone number", max).transform((value, context) => {
    if (value === undefined) return undefined;
    const e164 = toE164(value);
    if (e164) return e164;
    context.addIssue({ code: "custom", message: INVALID_PHONE_NUMBER_MESSAGE });
    return z.NEVER;
  });
}

export const waitingListFieldRules = {
  fullName: requiredText("Full name", WAITING_LIST_MAX_LENGTH.fullName),
  email: requiredText("Email", WAITING_LIST_MAX_LENGTH.email).pipe(
    z.email({ error: "Please enter a valid email address" }),
  ),
  businessName: requiredText("Business name", WAITING_LIST_MAX_LENGTH.businessName),
  phoneNumber: optionalPhoneNumber(WAITING_LIST_MAX_LENGTH.phoneNumber),
  additionalNotes: optionalText("Notes", WAITING_LIST_MAX_LENGTH.additionalNotes),
};

/**
 * Spec §1: any vertical other than the four is multi-vertical, so an unknown name is stored as "homepage";
 * no vertical at all means the default, real_estate.
 */
export function normalizeVertical(value: string | null | undefined): Vertical {
  if (value === undefined || value === null || value.trim() === "") return "real_estate";
  return (VERTICALS as readonly string[]).includes(value) ? (value as Vertical) : "homepage";
}

export const waitingListVerticalRule = z
  .string({ error: "Vertical must be text" })
  .nullish()
  .transform(normalizeVertical);

/** The sign-up forms' own field names (spec §3: phone and notes may be named so in client forms). */
export const waitingListFormSchema = z.object({
  fullName: waitingListFieldRules.fullName,
  email: waitingListFieldRules.email,
  businessName: waitingListFieldRules.businessName,
  phone: waitingListFieldRules.phoneNumber,
  notes: waitingListFieldRules.additionalNotes,
});

export interface WaitingListFormValues {
  fullName: string;
  email: string;
  businessName: string;
  phone: string;
  notes: string;
}

export const EMPTY_WAITING_LIST_FORM: WaitingListFormValues = {
  fullName: "",
  email: "",
  businessName: "",
  phone: "",
  notes: "",
};

export type WaitingListFieldErrors = Partial<Record<keyof WaitingListFormValues, string>>;

/** The first message per field, for showing under each input. */
export function waitingListFormErrors(values: WaitingListFormValues): WaitingListFieldErrors {
  const result = waitingListFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: WaitingListFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof WaitingListFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Server issue paths use the API's names; map them onto the form's fields. */
export function formFieldOf(path: string): keyof WaitingListFormValues | undefined {
  switch (path) {
    case "fullName":
    case "email":
    case "businessName":
      return path;
    case "phone":
    case "phoneNumber":
      return "phone";
    case "notes":
    case "additionalNotes":
      return "notes";
    default:
      return undefined;
  }
}
