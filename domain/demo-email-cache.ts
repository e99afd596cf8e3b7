/** The demo email cache of spec §3/§5: the visitor's email with the time it was saved, valid for 30 days. */
import { DEMO_EMAIL_CACHE_DAYS } from "./constants";

export const DEMO_EMAIL_CACHE_KEY = "practiceline.demo-email";
export const DEMO_EMAIL_CACHE_MS = DEMO_EMAIL_CACHE_DAYS * 24 * 60 * 60 * 1000;

/** The part of the Web Storage API the cache needs (localStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface CachedDemoEmail {
  email: string;
  savedAt: number;
}

function isCachedDemoEmail(value: unknown): value is CachedDemoEmail {
  const entry = value as Partial<CachedDemoEmail> | null;
  return (
    typeof entry?.email === "string" &&
    entry.email.length > 0 &&
    typeof entry.savedAt === "number" &&
    Number.isFinite(entry.savedAt)
  );
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function saveDemoEmail(storage: KeyValueStorage, email: string, now: number): void {
  storage.setItem(DEMO_EMAIL_CACHE_KEY, JSON.stringify({ email, savedAt: now } satisfies CachedDemoEmail));
}

/** The cached email while it is under 30 days old; an expired or unreadable entry is removed. */
export function readDemoEmail(storage: KeyValueStorage, now: number): string | null {
  const raw = storage.getItem(DEMO_EMAIL_CACHE_KEY);
  if (raw === null) return null;
  const entry = parseJson(raw);
  if (!isCachedDemoEmail(entry) || now - entry.savedAt >= DEMO_EMAIL_CACHE_MS || entry.savedAt > now) {
    storage.removeItem(DEMO_EMAIL_CACHE_KEY);
    return null;
  }
  return entry.email;
}

export function clearDemoEmail(storage: KeyValueStorage): void {
  storage.removeItem(DEMO_EMAIL_CACHE_KEY);
}
