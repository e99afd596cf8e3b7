/**
 * Demo start's folded read: the scenario and the lines it may use in one statement. The oracle is the two statements
 * it replaced (the scenario, then its lines), run on the same fixtures inside one transaction that is rolled back,
 * so the lines added here never reach the other tests' starts.
 */
import { env } from "cloudflare:test";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../lib/db/client";
import { demoScenarios, phoneNumbers, users } from "../../lib/db/schema";
import { scenarioWithLines } from "./start-conversation";

const { db, close } = openDatabase(env);
afterAll(() => close());

class RolledBack extends Error {}

/** `work` on a database where the fixtures exist, undone afterwards. */
async function withFixtures<T>(work: (tx: Database) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      const [broker] = await tx
        .insert(users)
        .values({ email: `fold-${crypto.randomUUID()}@example.test`, role: "broker" })
        .returning();
      const number = () =>
        `+1555${Math.floor(Math.random() * 1e7)
          .toString()
          .padStart(7, "0")}`;
      await tx.insert(phoneNumbers).values([
        { phoneNumber: number(), displayName: "Real estate line", vertical: "real_estate" },
        { phoneNumber: number(), displayName: "Second real estate line", vertical: "real_estate" },
        { phoneNumber: number(), displayName: "Any vertical", vertical: null },
        { phoneNumber: number(), displayName: "Insurance line", vertical: "insurance" },
        { phoneNumber: number(), displayName: "Switched off", vertical: "real_estate", isActive: "no" },
        { phoneNumber: number(), displayName: "A broker's own", vertical: "real_estate", brokerId: broker!.id },
      ]);
      result = await work(tx as unknown as Database);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}

/** The statements before the fold, as start-conversation.ts sent them one after the other. */
async function unfolded(tx: Database, scenarioId: string) {
  const [scenario] = await tx
    .select({
      id: demoScenarios.id,
      name: demoScenarios.name,
      vertical: demoScenarios.vertical,
      promptText: demoScenarios.promptText,
      conversationConfig: demoScenarios.conversationConfig,
    })
    .from(demoScenarios)
    .where(eq(demoScenarios.id, scenarioId));
  if (!scenario) return { scenario: null, lines: [] };
  const lines = await tx
    .select({ id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber, vertical: phoneNumbers.vertical })
    .from(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.isActive, "yes"),
        isNull(phoneNumbers.brokerId),
        or(eq(phoneNumbers.vertical, scenario.vertical), isNull(phoneNumbers.vertical)),
      ),
    )
    .orderBy(sql`${phoneNumbers.vertical} is null`, sql`random()`);
  return { scenario, lines };
}

const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

describe("demo start reads the scenario and its lines in one statement", () => {
  it("answers the scenario and the same lines as the two statements it replaced, own-vertical lines first", async () => {
    // PracticeLine's scenarios: a team's own scenario is no demo's (tested in routes/team-scenarios.test.ts).
    const scenarios = await db
      .select({ id: demoScenarios.id })
      .from(demoScenarios)
      .where(isNull(demoScenarios.brokerId));
    expect(scenarios.length).toBeGreaterThan(0);
    await withFixtures(async (tx) => {
      for (const { id } of scenarios) {
        const folded = await scenarioWithLines(tx, id);
        const before = await unfolded(tx, id);
        expect(folded.scenario).toEqual(before.scenario);
        expect(byId(folded.lines)).toEqual(
          byId(before.lines.map(({ id: lineId, phoneNumber }) => ({ id: lineId, phoneNumber }))),
        );
        // The order's rule: every line of the scenario's own vertical before any line for every vertical.
        const anyVertical = new Set(before.lines.filter((line) => line.vertical === null).map((line) => line.id));
        const firstShared = folded.lines.findIndex((line) => anyVertical.has(line.id));
        if (firstShared >= 0)
          expect(folded.lines.slice(firstShared).every((line) => anyVertical.has(line.id))).toBe(true);
      }
    });
  });

  it("answers no scenario and no line for a scenario that does not exist, as before", async () => {
    const unknown = crypto.randomUUID();
    await withFixtures(async (tx) => {
      expect(await scenarioWithLines(tx, unknown)).toEqual(await unfolded(tx, unknown));
    });
  });
});
