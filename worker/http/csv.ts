export type CsvValue = string | number | Date | null | undefined;

/**
 * A spreadsheet runs text that starts with one of = + - @ tab or carriage return as a formula (CSV injection),
 * also after leading spaces, and spreadsheets in locales that split on ";" start a new cell after every ";".
 */
const FORMULA_START = /(^|;)( *)(?=[=+\-@\t\r])/g;

/** One RFC 4180 cell, always quoted; text a spreadsheet would evaluate gets a ' so it stays text. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string") text = text.replace(FORMULA_START, "$1$2'");
  return `"${text.replaceAll('"', '""')}"`;
}

/** A CSV document: header row first, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
