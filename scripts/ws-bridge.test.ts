import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { neonConfig, Pool } from "@neondatabase/serverless";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startLocalPostgres, type LocalPostgres } from "./local-postgres";
import { queryRoundTrips, trafficBetween, type PostgresTraffic } from "./postgres-traffic";
import { startWsBridge, type WsBridge } from "./ws-bridge";

let dataDir: string;
let postgres: LocalPostgres;
let bridge: WsBridge;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "practiceline-bridge-pg-"));
  postgres = await startLocalPostgres({ dataDir, database: "bridge_test", persistent: false });
  bridge = await startWsBridge({ host: "127.0.0.1", port: postgres.port });
  // The Worker's own settings for the local bridge (db/client.ts).
  neonConfig.wsProxy = () => bridge.proxy;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineTLS = false;
  neonConfig.pipelineConnect = false;
}, 60_000);

afterAll(async () => {
  await bridge?.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function stats(): Promise<PostgresTraffic> {
  return (await (await fetch(bridge.statsUrl)).json()) as PostgresTraffic;
}

describe("the WebSocket bridge", () => {
  it("carries the Neon driver's queries to Postgres and reports each connection and statement at /stats", async () => {
    const before = await stats();
    const pool = new Pool({ connectionString: postgres.url, max: 1 });
    try {
      const plain = await pool.query<{ answer: number }>("select 42 as answer");
      const parameterised = await pool.query<{ doubled: number }>("select $1::int * 2 as doubled", [21]);
      expect(plain.rows[0]!.answer).toBe(42);
      expect(parameterised.rows[0]!.doubled).toBe(42);
    } finally {
      await pool.end();
    }
    const used = trafficBetween(before, await stats());
    expect(used).toMatchObject({ connections: 1, authentications: 1, unreadableConnections: 0 });
    expect(queryRoundTrips(used)).toBe(2);
    expect(bridge.traffic()).toEqual(await stats());
  });

  it.each([
    ["a web page (any Origin)", () => ({ origin: "https://evil.example" })],
    ["a web page on this machine", () => ({ origin: "http://localhost:5173" })],
    ["a name re-pointed at 127.0.0.1 (DNS rebinding)", () => ({ host: `rebind.attacker.example:${bridge.port}` })],
  ])("refuses a WebSocket from %s, so a browser can never reach Postgres", async (_label, headers) => {
    const outcome = await new Promise<number | "open">((resolve) => {
      const socket = new WebSocket(`ws://${bridge.proxy}`, { headers: headers() });
      socket.on("open", () => {
        socket.close();
        resolve("open");
      });
      socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      socket.on("error", () => {});
    });
    expect(outcome).toBe(403);
  });

  it("answers anything but a WebSocket or the stats with 426", async () => {
    const response = await fetch(bridge.statsUrl.replace("/stats", "/v1"));
    expect(response.status).toBe(426);
  });
});
