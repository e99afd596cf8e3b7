/**
 * @file Personal data taken out of an uploaded call's transcript before it is stored: phone numbers, email
 * addresses, payment card numbers and street addresses, each replaced by its kind in brackets. Pure.
 */
import type { TranscriptEntry } from "../analysis";
import type { RedactionScope } from "./real-call";

export const REDACTION_KINDS = ["email", "card", "phone", "address"] as const;
export type RedactionKind = (typeof REDACTION_KINDS)[number];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** 13 to 19 digits, maybe in groups: a card number when the Luhn check holds. */
const CARD = /\b\d(?:[ -]?\d){12,18}\b/g;
/** 7 to 15 digits with the separators phone numbers are written with, maybe after a +; not part of a longer run. */
const PHONE = /(?<!\d[\s.-]?)(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d(?:[\s.-]?\d){6,13}\b(?![\s.-]?\d)/g;
const STREET_SUFFIX = [
  "street",
  "st",
  "avenue",
  "ave",
  "road",
  "rd",
  "boulevard",
  "blvd",
  "lane",
  "ln",
  "drive",
  "dr",
  "court",
  "ct",
  "place",
  "pl",
  "way",
  "terrace",
  "crescent",
  "close",
  "parkway",
  "pkwy",
  "highway",
  "hwy",
]
  .map((suffix) => `[${suffix[0]!.toUpperCase()}${suffix[0]}]${suffix.slice(1)}`)
  .join("|");
/**
 * A house number, one to four capitalised words of a street name, and a street suffix ("221B Baker Street",
 * "12 Oak Ave"); the capitals keep "at 4 pm on the way" a time.
 */
const ADDRESS = new RegExp(`\\b\\d{1,6}[A-Za-z]?\\s+(?:[A-Z][\\w'-]*\\s+){1,4}(?:${STREET_SUFFIX})\\b`, "g");

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export type RedactionCounts = Partial<Record<RedactionKind, number>>;

/** The text with each piece of personal data replaced by `[kind]`, and how many of each kind went. */
export function redactText(text: string, counts: RedactionCounts = {}): string {
  const replace =
    (kind: RedactionKind, pattern: RegExp, keep: (match: string) => boolean = () => true) =>
    (input: string) =>
      input.replace(pattern, (match) => {
        if (!keep(match)) return match;
        counts[kind] = (counts[kind] ?? 0) + 1;
        return `[${kind}]`;
      });
  // Emails first (their digits are no phone), cards before phones (a card's digits would read as a phone).
  return [
    replace("email", EMAIL),
    replace("card", CARD, (match) => luhn(match.replace(/\D/g, ""))),
    replace("phone", PHONE),
    replace("address", ADDRESS),
  ].reduce((current, step) => step(current), text);
}

/** The transcript as stored: the chosen side's lines redacted (the lead's by default). */
export function redactTranscript(
  entries: TranscriptEntry[],
  scope: RedactionScope,
): { entries: TranscriptEntry[]; counts: RedactionCounts } {
  const counts: RedactionCounts = {};
  if (scope === "none") return { entries, counts };
  return {
    entries: entries.map((entry) =>
      scope === "both" || entry.speaker === "customer" ? { ...entry, text: redactText(entry.text, counts) } : entry,
    ),
    counts,
  };
}
