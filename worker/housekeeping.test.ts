import { env } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { sessions } from "./db/schema";
import { runHousekeeping } from "./housekeeping";

const { db, close } = openDatabase(env);
afterAll(() => close());

describe("hourly housekeeping", () => {
  it("removes expired login sessions and keeps live ones", async () => {
    const now = new Date();
    const expired = `expired-${crypto.randomUUID()}`;
    const live = `live-${crypto.randomUUID()}`;
    await db.insert(sessions).values([
      { sid: expired, sess: { userId: "u", createdAt: 0 }, expire: new Date(now.getTime() - 1000) },
      { sid: live, sess: { userId: "u", createdAt: 0 }, expire: new Date(now.getTime() + 3_600_000) },
    ]);
    const result = await runHousekeeping(env, now);
    expect(result.expiredSessions).toBeGreaterThanOrEqual(1);
    const left = await db.select({ sid: sessions.sid }).from(sessions).where(inArray(sessions.sid, [expired, live]));
    expect(left.map((s) => s.sid)).toEqual([live]);
  });
});
