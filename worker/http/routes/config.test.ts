import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { productionEnv } from "../../auth/testing/fetch-with-env";

const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;

describe("GET /api/config", () => {
  it("tells the demo that the practice-line simulator is on in development", async () => {
    const response = await SELF.fetch("http://localhost:8787/api/config");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ voiceSimulator: true });
  });

  it("says the simulator is off in production and with the real voice provider", async () => {
    const { app } = await import("../../app");
    for (const overrides of [productionEnv, { VOICE_PROVIDER: "elevenlabs" }]) {
      const response = await app.fetch(new Request("http://localhost:8787/api/config"), { ...env, ...overrides }, ctx);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ voiceSimulator: false });
    }
  });
});
