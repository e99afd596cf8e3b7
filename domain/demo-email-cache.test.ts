import { describe, expect, it } from "vitest";
import {
  clearDemoEmail,
  DEMO_EMAIL_CACHE_KEY,
  DEMO_EMAIL_CACHE_MS,
  readDemoEmail,
  saveDemoEmail,
  type KeyValueStorage,
} from "./demo-email-cache";

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const SAVED_AT = Date.UTC(2026, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

describe("the demo email cache", () => {
  it("lasts 30 days", () => {
    expect(DEMO_EMAIL_CACHE_MS).toBe(30 * DAY);
  });

  it("returns the saved email with its timestamp until 30 days have passed", () => {
    const storage = memoryStorage();
    saveDemoEmail(storage, "dana@example.com", SAVED_AT);
    expect(JSON.parse(storage.entries.get(DEMO_EMAIL_CACHE_KEY)!)).toEqual({
      email: "dana@example.com",
      savedAt: SAVED_AT,
    });
    expect(readDemoEmail(storage, SAVED_AT)).toBe("dana@example.com");
    expect(readDemoEmail(storage, SAVED_AT + 30 * DAY - 1)).toBe("dana@example.com");
  });

  it("removes the entry once it is 30 days old", () => {
    const storage = memoryStorage();
    saveDemoEmail(storage, "dana@example.com", SAVED_AT);
    expect(readDemoEmail(storage, SAVED_AT + 30 * DAY)).toBeNull();
    expect(storage.entries.has(DEMO_EMAIL_CACHE_KEY)).toBe(false);
  });

  it("has nothing when nothing was saved", () => {
    expect(readDemoEmail(memoryStorage(), SAVED_AT)).toBeNull();
  });

  it("removes unreadable entries: not JSON, wrong shape, empty email, a timestamp in the future", () => {
    for (const raw of [
      "not json",
      "null",
      JSON.stringify({ email: "a@b.c" }),
      JSON.stringify({ email: "", savedAt: SAVED_AT }),
      JSON.stringify({ email: "a@b.c", savedAt: SAVED_AT + DAY }),
    ]) {
      const storage = memoryStorage();
      storage.setItem(DEMO_EMAIL_CACHE_KEY, raw);
      expect(readDemoEmail(storage, SAVED_AT)).toBeNull();
      expect(storage.entries.size).toBe(0);
    }
  });

  it("clears the email", () => {
    const storage = memoryStorage();
    saveDemoEmail(storage, "dana@example.com", SAVED_AT);
    clearDemoEmail(storage);
    expect(readDemoEmail(storage, SAVED_AT)).toBeNull();
  });
});
