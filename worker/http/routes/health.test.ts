import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import journal from "../../../migrations/meta/_journal.json";
import { fetchWithEnv, PRODUCTION_ORIGIN, productionEnv } from "../../auth/testing/fetch-with-env";

describe("GET /api/health", () => {
  it("reports the database up with the latest migration applied", async () => {
    const response = await SELF.fetch("http://localhost:8787/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      database: "up",
      migrations: { latest: journal.entries.at(-1)!.tag, upToDate: true },
    });
  });

  it("says only ok and the database state in production: no migration tag for strangers", async () => {
    const response = await fetchWithEnv(productionEnv, `${PRODUCTION_ORIGIN}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
    const down = await fetchWithEnv(
      { ...productionEnv, DB_WS_PROXY: "127.0.0.1:1/v1" },
      `${PRODUCTION_ORIGIN}/api/health`,
    );
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "degraded", database: "down" });
  });

  it("reports the database down with 503 when Postgres is unreachable", async () => {
    const { app } = await import("../../app");
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    const response = await app.fetch(
      new Request("http://localhost:8787/api/health"),
      { ...env, DB_WS_PROXY: "127.0.0.1:1/v1" },
      ctx,
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "degraded", database: "down" });
  });
});
