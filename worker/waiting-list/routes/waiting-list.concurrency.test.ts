import { env, SELF } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../lib/db/client";
import { waitingList } from "../../../lib/db/schema";
import { DUPLICATE_EMAIL_MESSAGE } from "../../../domain/waiting-list";

const DOMAIN = `burst-${crypto.randomUUID().slice(0, 8)}.example.test`;
const UNIQUE_EMAILS = 400;
const DUPLICATES = 100;

const { db, close } = openDatabase(env);
afterAll(() => close());

/** Deterministic shuffle, so duplicates land anywhere in the burst but a failure is reproducible. */
function shuffled<T>(items: T[], seed = 42): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

describe("POST /api/waiting-list under a burst", () => {
  it("stores each of 400 emails exactly once from 500 simultaneous sign-ups with 100 duplicates, with no 5xx", async () => {
    const emails = Array.from({ length: UNIQUE_EMAILS }, (_, i) => `lead-${i}@${DOMAIN}`);
    // Duplicates differ only in case and spacing, which the unique index must still catch.
    const duplicates = emails.slice(0, DUPLICATES).map((email, i) => (i % 2 ? `  ${email.toUpperCase()} ` : email));
    const attempts = shuffled([...emails, ...duplicates]);
    expect(attempts).toHaveLength(500);

    // The Worker tests run with the per-client limits lifted (LOAD_TEST_RATE_LIMITS=off), as a load test does.
    const responses = await Promise.all(
      attempts.map((email, index) =>
        SELF.fetch("http://localhost:8787/api/waiting-list", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ fullName: `Lead ${index}`, email, businessName: "Burst Brokerage" }),
        }),
      ),
    );
    const answers = await Promise.all(
      responses.map(async (response) => ({
        status: response.status,
        body: (await response.json()) as { email?: string; message?: string },
      })),
    );

    const counts = answers.reduce<Record<number, number>>(
      (tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ 201: UNIQUE_EMAILS, 409: DUPLICATES });
    // Whichever copy of an email came first won; every other copy was told it is already registered.
    const created = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.email!.toLowerCase());
    expect(new Set(created).size).toBe(UNIQUE_EMAILS);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body).toEqual({ message: DUPLICATE_EMAIL_MESSAGE, code: "duplicate_email" });

    const stored = await db
      .select({ email: sql<string>`lower(${waitingList.email})` })
      .from(waitingList)
      .where(sql`lower(${waitingList.email}) like ${`%@${DOMAIN}`}`);
    expect(stored.map((row) => row.email).sort()).toEqual([...emails].sort());
  }, 120_000);
});
