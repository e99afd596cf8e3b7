import { env } from "cloudflare:test";
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { demoCallerClaims, demoScenarios, phoneNumbers, users, verifiedPhoneNumbers, waitingList } from "./schema";

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
    const count = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitingList)
      .where(sql`lower(email) = ${email.toLowerCase()}`);
    expect(count[0]!.n).toBe(1);
  });

  it("refuses a waiting-list row without the required fields", async () => {
    await expect(
      db.execute(
        sql`insert into waiting_list (id, full_name, email) values ('x23456789012345678901', 'A', ${uniqueEmail("r")})`,
      ),
    ).rejects.toThrow();
  });

  it("refuses a phone number that is not E.164 in every column that stores one, and keeps E.164 ones", async () => {
    const [agent] = await db
      .insert(users)
      .values({ email: uniqueEmail("e164") })
      .returning();
    const suffix = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
    for (const raw of ["(512) 555-0147", "5125550147", "+1 512 555 0147", "+0123456789", "anonymous", ""]) {
      await expect(
        db
          .insert(waitingList)
          .values({ fullName: "A", email: uniqueEmail("e164"), businessName: "B", phoneNumber: raw }),
      ).rejects.toThrow();
      await expect(db.insert(phoneNumbers).values({ phoneNumber: raw, displayName: "Line" })).rejects.toThrow();
      await expect(db.insert(verifiedPhoneNumbers).values({ userId: agent!.id, phoneNumber: raw })).rejects.toThrow();
      const claim = { conversationId: crypto.randomUUID(), expiresAt: new Date(Date.now() + 60_000) };
      await expect(
        db.insert(demoCallerClaims).values({ ...claim, callerNumber: raw, practiceNumber: `+1512${suffix}` }),
      ).rejects.toThrow();
      await expect(
        db.insert(demoCallerClaims).values({ ...claim, callerNumber: null, practiceNumber: raw }),
      ).rejects.toThrow();
    }
    expect(await db.select().from(verifiedPhoneNumbers).where(eq(verifiedPhoneNumbers.userId, agent!.id))).toEqual([]);
    const [line] = await db
      .insert(phoneNumbers)
      .values({ phoneNumber: `+1737${suffix}`, displayName: "Line" })
      .returning();
    expect(line!.phoneNumber).toBe(`+1737${suffix}`);
    await db.insert(verifiedPhoneNumbers).values({ userId: agent!.id, phoneNumber: `+44207${suffix}` });
    await db.delete(phoneNumbers).where(eq(phoneNumbers.id, line!.id));
    await db.delete(users).where(eq(users.id, agent!.id));
  });

  it("gives users the spec defaults and deletes a broker's agents with the broker", async () => {
    const [broker] = await db
      .insert(users)
      .values({ email: uniqueEmail("broker"), role: "broker" })
      .returning();
    const [agent] = await db
      .insert(users)
      .values({ email: uniqueEmail("agent"), brokerId: broker!.id })
      .returning();
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
