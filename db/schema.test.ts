import { env } from "cloudflare:test";
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { demoScenarios, phoneNumbers, users, waitingList } from "./schema";

const { db, close } = openDatabase(env);
afterAll(() => close());

function uniqueEmail(tag: string) {
  return `${tag}-${crypto.randomUUID()}@example.test`;
}

describe("schema constraints", () => {
  it("refuses a second waiting-list sign-up with the same email in another case", async () => {
    const email = uniqueEmail("Case");
    const first = await db.insert(waitingList).values({ fullName: "A", email, businessName: "B" }).returning();
    expect(first[0]!.id).toHaveLength(21);
    expect(first[0]!.vertical).toBe("real_estate");
    await expect(
      db.insert(waitingList).values({ fullName: "A", email: email.toLowerCase(), businessName: "B" }),
    ).rejects.toThrow();
    const count = await db.select({ n: sql<number>`count(*)::int` }).from(waitingList).where(sql`lower(email) = ${email.toLowerCase()}`);
    expect(count[0]!.n).toBe(1);
  });

  it("refuses a waiting-list row without the required fields", async () => {
    await expect(
      db.execute(sql`insert into waiting_list (id, full_name, email) values ('x23456789012345678901', 'A', ${uniqueEmail("r")})`),
    ).rejects.toThrow();
  });

  it("gives users the spec defaults and deletes a broker's agents with the broker", async () => {
    const [broker] = await db.insert(users).values({ email: uniqueEmail("broker"), role: "broker" }).returning();
    const [agent] = await db.insert(users).values({ email: uniqueEmail("agent"), brokerId: broker!.id }).returning();
    expect(agent).toMatchObject({ role: "agent", isTrainer: "no" });
    await db.delete(users).where(eq(users.id, broker!.id));
    expect(await db.select().from(users).where(eq(users.id, agent!.id))).toHaveLength(0);
  });

  it("holds the seeded scenarios (7/3/2) and the two training lines", async () => {
    const counts = await db
      .select({ vertical: demoScenarios.vertical, n: sql<number>`count(*)::int` })
      .from(demoScenarios)
      .where(isNull(demoScenarios.brokerId))
      .groupBy(demoScenarios.vertical);
    expect(Object.fromEntries(counts.map((c) => [c.vertical, c.n]))).toEqual({ real_estate: 7, insurance: 3, saas: 2 });
    // Other suites add broker-owned lines to the shared database; the seeded training lines belong to no broker.
    const lines = await db.select().from(phoneNumbers).where(isNull(phoneNumbers.brokerId));
    expect(lines.map((l) => l.displayName).sort()).toEqual(["Training Line 1", "Training Line 2"]);
    expect(lines.every((l) => l.provider === "elevenlabs" && l.isActive === "yes")).toBe(true);
  });
});
