import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { capacityLimits } from "../../domain/voice-capacity";

/** Each test its own plan object, so their slots never meet. */
const plan = () => env.VOICE_PLAN.getByName(`plan-test-${crypto.randomUUID()}`);
const NOW = 1_800_000_000_000;
const slot = (conversationId: string, pool: "practice" | "demo", freeInSeconds = 300) => ({
  conversationId,
  pool,
  limits: capacityLimits("4"),
  freeAt: NOW + freeInSeconds * 1000,
  expiresAt: NOW + 3_600_000,
  now: NOW,
});

describe("VoicePlanDO: the voice plan's calls under way", () => {
  it("takes as many calls as the plan allows, demos only their share, and says when the first in the way should be over", async () => {
    const voice = plan();
    expect(capacityLimits("4")).toEqual({ total: 4, demo: 2 });
    expect(await voice.acquire(slot("d1", "demo", 200))).toEqual({ allowed: true });
    expect(await voice.acquire(slot("d2", "demo", 100))).toEqual({ allowed: true });
    // The demos' half is full: the next demo waits for the first demo that should end (100 s).
    expect(await voice.acquire(slot("d3", "demo"))).toEqual({ allowed: false, retryAfterSeconds: 100 });
    // Paying teams' calls still start.
    expect(await voice.acquire(slot("p1", "practice", 50))).toEqual({ allowed: true });
    expect(await voice.acquire(slot("p2", "practice"))).toEqual({ allowed: true });
    // The plan is full: anyone waits for the first call that should end (50 s).
    expect(await voice.acquire(slot("p3", "practice"))).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(await voice.counts(NOW)).toEqual({ total: 4, demo: 2, practice: 2 });
    // A call renewing its own slot is never refused.
    expect(await voice.acquire(slot("p2", "practice"))).toEqual({ allowed: true });
    await voice.release("d2");
    expect(await voice.acquire(slot("p3", "practice"))).toEqual({ allowed: true });
  });

  it("never admits more than the plan under simultaneous starts", async () => {
    const voice = plan();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => voice.acquire(slot(`c${i}`, i % 2 ? "demo" : "practice"))),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(4);
    expect((await voice.counts(NOW)).demo).toBeLessThanOrEqual(2);
  });

  it("frees a slot nobody gave back once it expires, and tells a call past its expected end to wait a little", async () => {
    const voice = plan();
    await voice.acquire({ ...slot("late", "practice", -60), limits: capacityLimits("1") });
    expect(await voice.acquire({ ...slot("next", "practice"), limits: capacityLimits("1") })).toEqual({
      allowed: false,
      retryAfterSeconds: 5,
    });
    expect(
      await voice.acquire({ ...slot("next", "practice"), limits: capacityLimits("1"), now: NOW + 3_600_000 }),
    ).toEqual({ allowed: true });
  });

  it("reads an unusable setting as the default plan", () => {
    expect(capacityLimits(undefined)).toEqual({ total: 10, demo: 5 });
    expect(capacityLimits("zero")).toEqual({ total: 10, demo: 5 });
    expect(capacityLimits("1")).toEqual({ total: 1, demo: 0 });
  });
});
