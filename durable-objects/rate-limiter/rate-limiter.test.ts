import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const MINUTE = 60_000;

describe("RateLimiterDO", () => {
  it("admits up to the limit within the window, then refuses with the seconds until a slot frees", async () => {
    const limiter = env.RATE_LIMITER.getByName("test:window");
    const start = 1_000_000;
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit(3, MINUTE, start + i * 1000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit(3, MINUTE, start + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(await limiter.hit(3, MINUTE, start + 59_500)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("slides: each admitted request stops counting one window after it was made", async () => {
    const limiter = env.RATE_LIMITER.getByName("test:slide");
    const start = 5_000_000;
    await limiter.hit(2, MINUTE, start);
    await limiter.hit(2, MINUTE, start + 30_000);
    expect((await limiter.hit(2, MINUTE, start + 59_999)).allowed).toBe(false);
    expect((await limiter.hit(2, MINUTE, start + 60_000)).allowed).toBe(true);
    expect(await limiter.hit(2, MINUTE, start + 60_001)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it("does not count refused requests, so a client that keeps trying is not locked out for longer", async () => {
    const limiter = env.RATE_LIMITER.getByName("test:refused");
    const start = 9_000_000;
    await limiter.hit(1, MINUTE, start);
    for (let i = 1; i <= 5; i++) expect((await limiter.hit(1, MINUTE, start + i * 10_000)).allowed).toBe(false);
    expect((await limiter.hit(1, MINUTE, start + MINUTE)).allowed).toBe(true);
  });

  it("counts each client separately", async () => {
    const start = 2_000_000;
    expect((await env.RATE_LIMITER.getByName("test:a").hit(1, MINUTE, start)).allowed).toBe(true);
    expect((await env.RATE_LIMITER.getByName("test:a").hit(1, MINUTE, start)).allowed).toBe(false);
    expect((await env.RATE_LIMITER.getByName("test:b").hit(1, MINUTE, start)).allowed).toBe(true);
  });

  it("admits exactly the limit from simultaneous requests", async () => {
    const limiter = env.RATE_LIMITER.getByName("test:burst");
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(10, MINUTE)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it("lets a client hold one thing at a time: a second holder is refused until the first gives it back or it expires", async () => {
    const limiter = env.RATE_LIMITER.getByName("test:hold");
    const start = 3_000_000;
    expect(await limiter.acquire("call-1", MINUTE, start)).toEqual({
      allowed: true,
      holder: "call-1",
      retryAfterSeconds: 0,
    });
    expect(await limiter.acquire("call-2", MINUTE, start + 15_000)).toEqual({
      allowed: false,
      holder: "call-1",
      retryAfterSeconds: 45,
    });
    // The holder may renew; a release by someone else changes nothing.
    expect((await limiter.acquire("call-1", MINUTE, start + 20_000)).allowed).toBe(true);
    await limiter.release("call-2");
    expect((await limiter.acquire("call-2", MINUTE, start + 30_000)).allowed).toBe(false);
    await limiter.release("call-1");
    expect((await limiter.acquire("call-2", MINUTE, start + 31_000)).allowed).toBe(true);
    // An expired hold is nobody's.
    expect((await limiter.acquire("call-3", MINUTE, start + 31_000 + MINUTE)).allowed).toBe(true);
  });

  it("gives exactly one of many simultaneous holders the hold", async () => {
    const limiter = env.RATE_LIMITER.getByName("test:hold-burst");
    const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => limiter.acquire(`call-${i}`, MINUTE)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(1);
  });
});
