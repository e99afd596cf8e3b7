const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

function fromNow(iso: string, now: number): string {
  const offset = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(offset) >= ms) return relative.format(Math.round(offset / ms), unit);
  }
  return relative.format(0, "minute");
}

/** "Expires in 6 days", "Expires tomorrow", "Expired 2 hours ago". */
export function expiryText(expiresAt: string, now = Date.now()): string {
  return Date.parse(expiresAt) > now ? `Expires ${fromNow(expiresAt, now)}` : `Expired ${fromNow(expiresAt, now)}`;
}

/** The expiry as a date and time a person reads, e.g. "Mar 4, 2026, 5:06 PM". */
export function expiryDate(expiresAt: string): string {
  return new Date(expiresAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
