/**
 * The canonical form of a practice line's number, which also names its PhoneLineDO: E.164 for US numbers
 * given with or without the country code, otherwise "+" and the digits.
 */
export function canonicalPhoneNumber(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}
