import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("PhoneLineDO", () => {
  it("leases a line to one conversation at a time", async () => {
    const line = env.PHONE_LINES.getByName("+15550000001");
    expect(await line.lease("a", 240)).toBe(true);
    expect(await line.lease("b", 240)).toBe(false);
    expect(await line.lease("a", 240)).toBe(true);
    expect((await line.holder())?.conversationId).toBe("a");
  });

  it("frees the line on release, and only for its holder", async () => {
    const line = env.PHONE_LINES.getByName("+15550000002");
    await line.lease("a", 240);
    await line.release("b");
    expect((await line.holder())?.conversationId).toBe("a");
    await line.release("a");
    expect(await line.holder()).toBeNull();
    expect(await line.lease("b", 240)).toBe(true);
  });

  it("never double-books under concurrent leases", async () => {
    const line = env.PHONE_LINES.getByName("+15550000003");
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => line.lease(`c${i}`, 240)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("expires a lease when its alarm fires", async () => {
    const line = env.PHONE_LINES.getByName("+15550000004");
    const now = Date.now();
    await line.lease("a", 0.05, now);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await runDurableObjectAlarm(line);
    expect(await line.holder()).toBeNull();
    expect(await line.lease("b", 240)).toBe(true);
  });
});
