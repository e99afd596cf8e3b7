/** Formats a US number as (xxx)-xxx-xxxx; accepts 10 digits or 11 starting with 1, else returns the input. */
export function formatPhoneNumber(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  const local = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (local.length !== 10) return raw;
  return `(${local.slice(0, 3)})-${local.slice(3, 6)}-${local.slice(6)}`;
}

/** E.164: "+", a non-zero country code digit, 8 to 15 digits in all. The database CHECKs every stored number against it. */
export const E164_PATTERN = "^\\+[1-9]\\d{7,14}$";
const E164 = new RegExp(E164_PATTERN);

/** Spaces, dots, dashes and brackets people type between digits. */
const PHONE_PUNCTUATION = /[\s.\-()]/g;

/**
 * A phone number in E.164, or null when it is not one: US numbers with or without the country code (as
 * formatPhoneNumber takes them), or "+" and 8 to 15 digits for any other country. Letters, extensions, a
 * withheld caller ID ("anonymous") and short codes are not phone numbers.
 */
export function toE164(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const compact = raw.trim().replace(PHONE_PUNCTUATION, "");
  if (compact.startsWith("+")) return E164.test(compact) ? compact : null;
  if (!/^\d+$/.test(compact)) return null;
  if (compact.length === 10) return `+1${compact}`;
  if (compact.length === 11 && compact.startsWith("1")) return `+${compact}`;
  return null;
}

export const CALLER_NUMBER_MAX_LENGTH = 32;
/** A number that is clearly an example (555-01xx is reserved for fiction) and never one of our practice lines. */
export const EXAMPLE_CALLER_NUMBER = "(555)-555-0100";
export const INVALID_CALLER_NUMBER_MESSAGE = `Enter the phone number you will call from, e.g. ${EXAMPLE_CALLER_NUMBER} or +44 20 7946 0958`;
export const INVALID_PHONE_NUMBER_MESSAGE = `Enter a phone number, e.g. ${EXAMPLE_CALLER_NUMBER} or +44 20 7946 0958`;

/** How a number the visitor typed is shown back to them: US numbers as (xxx)-xxx-xxxx, others in E.164. */
export function displayPhoneNumber(raw: string): string {
  const e164 = toE164(raw);
  if (!e164) return raw;
  return e164.startsWith("+1") ? formatPhoneNumber(e164) : e164;
}
