import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../local-entry";
import { RATE_LIMITED_MESSAGE } from "../middleware/rate-limit";
import { DEMO_START_RATE_LIMIT } from "./demo";

const ORIGIN = "http://localhost:8787";

/** Unknown scenarios: counted like any attempt, and they never lease one of the two shared practice lines. */
function start(headers: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}/api/demo/conversation/start`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: JSON.stringify({ scenarioId: crypto.randomUUID() }),
  });
}

describe("POST /api/demo/conversation/start: rate limit", () => {
  it(`lets one client try ${DEMO_START_RATE_LIMIT.limit} times a minute, then answers 429 with Retry-After`, async () => {
    const client = { "cf-connecting-ip": "198.51.100.201" };
    for (let i = 0; i < DEMO_START_RATE_LIMIT.limit; i++) {
      expect((await start(client)).status).toBe(404);
    }
    const refused = await start(client);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: RATE_LIMITED_MESSAGE });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(DEMO_START_RATE_LIMIT.windowMs / 1000);

    expect((await start({ "cf-connecting-ip": "198.51.100.202" })).status).toBe(404);
  });

  it("does not limit local development callers (tests and benchmarks start many calls)", async () => {
    // No address at all (workerd tests), or the loopback address wrangler dev fills in.
    const localCallers: Array<Record<string, string>> = [{}, { "cf-connecting-ip": "127.0.0.1" }, { "cf-connecting-ip": "::1" }];
    for (const local of localCallers) {
      for (let i = 0; i <= DEMO_START_RATE_LIMIT.limit; i++) {
        expect((await start(local)).status).toBe(404);
      }
    }
  });

  it("limits callers without a client address outside development, as one client", async () => {
    const production = { ...env, ENVIRONMENT: "production" };
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    const statuses: number[] = [];
    for (let i = 0; i <= DEMO_START_RATE_LIMIT.limit; i++) {
      const response = await app.fetch(
        new Request(`${ORIGIN}/api/demo/conversation/start`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN },
          body: JSON.stringify({ scenarioId: crypto.randomUUID() }),
        }),
        production,
        ctx,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(DEMO_START_RATE_LIMIT.limit).fill(404), 429]);
  });
});
