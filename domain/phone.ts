/** Formats a US number as (xxx)-xxx-xxxx; accepts 10 digits or 11 starting with 1, else returns the input. */
export function formatPhoneNumber(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  const local = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (local.length !== 10) return raw;
  return `(${local.slice(0, 3)})-${local.slice(3, 6)}-${local.slice(6)}`;
}
