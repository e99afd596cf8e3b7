import { Agent, request as httpRequest } from "node:http";
import { neonConfig, Pool } from "@neondatabase/serverless";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { ArmedFault, FaultRule } from "../../lib/db/testing/fault-rule";
import type { LocalPostgres } from "./local-postgres";
import { roundTrips, statementsSent, trafficBetween } from "./postgres-traffic";
import { startBridgeStack, type BridgeStack } from "../testing/bridge-stack";
import type { WsBridge } from "./ws-bridge";

let stack: BridgeStack;
let postgres: LocalPostgres;
let bridge: WsBridge;

beforeAll(async () => {
  stack = await startBridgeStack("bridge_test");
  ({ postgres, bridge } = stack);
  // The Worker's own settings for the local bridge (lib/db/client.ts).
  neonConfig.wsProxy = () => bridge.proxy;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineConnect = "password";
  neonConfig.coalesceWrites = true;
}, 60_000);

afterAll(() => stack?.stop());

const stats = () => stack.stats();

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
    expect(used).toMatchObject({ webSocketUpgrades: 1, connections: 1, authentications: 1, unreadableConnections: 0 });
    expect(statementsSent(used)).toBe(2);
    // The handshake; the startup, the password and the first statement in one flight (pipelined); the second statement.
    expect(roundTrips(used)).toBe(3);
    expect(bridge.traffic()).toEqual(await stats());
  });

  it("takes the driver's pipelined sign-in, and counts one round trip more per flight without it", async () => {
    const connectOnce = async () => {
      const before = await stats();
      const pool = new Pool({ connectionString: postgres.url, max: 1 });
      try {
        expect((await pool.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
      } finally {
        await pool.end();
      }
      return roundTrips(trafficBetween(before, await stats()));
    };
    expect(await connectOnce()).toBe(2);
    neonConfig.pipelineConnect = false;
    try {
      // The handshake, the startup, the password, the statement: each waits for an answer.
      expect(await connectOnce()).toBe(4);
    } finally {
      neonConfig.pipelineConnect = "password";
    }
  });

  it("plays a distance to the database: each round trip, the handshake included, costs twice the one-way delay", async () => {
    const delayUrl = `${bridge.controlUrl}/delay`;
    const put = (body: unknown) =>
      fetch(delayUrl, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect((await put({ oneWayMs: 40 })).status).toBe(200);
    expect(await (await fetch(delayUrl)).json()).toEqual({ oneWayMs: 40 });
    const before = await stats();
    const pool = new Pool({ connectionString: postgres.url, max: 1 });
    const started = performance.now();
    try {
      expect((await pool.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
      await put({ oneWayMs: 0 });
    }
    const elapsed = performance.now() - started;
    const trips = roundTrips(trafficBetween(before, await stats()));
    expect(trips).toBe(2);
    expect(elapsed).toBeGreaterThanOrEqual(trips * 2 * 40);
  });

  it("refuses a delay that is not a whole number of milliseconds from 0 to 5000 with 400, keeping the one it had", async () => {
    const delayUrl = `${bridge.controlUrl}/delay`;
    for (const body of [{ oneWayMs: -1 }, { oneWayMs: 1.5 }, { oneWayMs: 5001 }, { delay: 5 }, "25"]) {
      const response = await fetch(delayUrl, { method: "PUT", body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe("Invalid delay");
    }
    expect(await (await fetch(delayUrl)).json()).toEqual({ oneWayMs: 0 });
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

  it.each([
    ["a web page (any Origin)", () => ({ origin: "https://evil.example" })],
    ["a name re-pointed at 127.0.0.1 (DNS rebinding)", () => ({ host: `rebind.attacker.example:${bridge.port}` })],
  ])("refuses SQL over HTTP from %s with 403, running nothing", async (_label, headers) => {
    const before = await stats();
    // node:http, not fetch: fetch sets Host itself.
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ query: "select 1", params: [] });
      const request = httpRequest(
        `${bridge.controlUrl}/sql`,
        {
          method: "POST",
          headers: { "content-type": "application/json", "neon-connection-string": postgres.url, ...headers() },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.end(body);
    });
    expect(status).toBe(403);
    expect(statementsSent(trafficBetween(before, await stats()))).toBe(0);
  });

  it("keeps an idle kept-alive connection open past Node's 5 s, so a client reusing it after a quiet spell is not cut off", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const request = httpRequest(`${bridge.controlUrl}/stats`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode, reused: request.reusedSocket }));
        });
        request.on("error", reject);
        request.end();
      });
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(await get()).toEqual({ status: 200, reused: true });
    agent.destroy();
  }, 15_000);

  it("answers anything but a WebSocket or the stats with 426", async () => {
    const response = await fetch(bridge.statsUrl.replace("/stats", "/v1"));
    expect(response.status).toBe(426);
  });
});

describe("faults injected at the bridge", () => {
  const faultsUrl = () => `${bridge.controlUrl}/faults`;
  const withName = (name: string) => `${postgres.url}?application_name=${name}`;
  const pools: Pool[] = [];
  const pool = (name: string, options: { connectionTimeoutMillis?: number } = {}) => {
    const created = new Pool({ connectionString: withName(name), max: 1, ...options });
    created.on("error", () => {});
    pools.push(created);
    return created;
  };
  async function arm(rule: FaultRule): Promise<ArmedFault> {
    const response = await fetch(faultsUrl(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(rule),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as ArmedFault;
  }
  const listed = async () => (await (await fetch(faultsUrl())).json()) as ArmedFault[];
  const rowsOf = async (tag: string) =>
    (await pool(`check-${tag}`).query("select count(*)::int as n from bridge_faults where tag = $1", [tag])).rows[0]
      .n as number;

  beforeAll(async () => {
    await pool("setup").query("create table if not exists bridge_faults (tag text not null)");
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((created) => created.end().catch(() => {})));
    await fetch(faultsUrl(), { method: "DELETE" });
  });

  it("strikes only the connections that name its application, answering as Postgres would", async () => {
    const fault = await arm({
      applicationName: "victim",
      at: "statement",
      matching: "SELECT 42",
      action: "error",
      code: "57P01",
    });
    expect((await pool("bystander").query("select 42 as answer")).rows).toEqual([{ answer: 42 }]);
    await expect(pool("victim").query("select 42 as answer")).rejects.toMatchObject({
      code: "57P01",
      message: "terminating connection due to administrator command",
    });
    expect((await listed()).find((armed) => armed.id === fault.id)?.strikes).toBe(1);
  });

  it("keeps a struck statement from Postgres, and lets an answered one through before hanging up", async () => {
    await arm({ applicationName: "dropped", at: "statement", matching: "insert into bridge_faults", action: "reset" });
    await expect(pool("dropped").query("insert into bridge_faults (tag) values ('dropped')")).rejects.toThrow(
      /terminated|lost|closed/i,
    );
    expect(await rowsOf("dropped")).toBe(0);

    await arm({ applicationName: "answered", at: "answer", matching: "insert into bridge_faults", action: "close" });
    const answered = await pool("answered").connect();
    // A lent-out client's lost connection is an 'error' event; unheard, it would be thrown (lib/db/client.ts listens).
    answered.on("error", () => {});
    await answered.query("insert into bridge_faults (tag) values ('answered')");
    expect(await rowsOf("answered")).toBe(1);
    await expect(answered.query("select 1")).rejects.toThrow(/terminated|not queryable/i);
    answered.release(true);
  });

  it("lets a struck statement run when it strikes once the statement was sent, and loses its answer", async () => {
    await arm({ applicationName: "sent", at: "sent", matching: "insert into bridge_faults", action: "reset" });
    await expect(pool("sent").query("insert into bridge_faults (tag) values ('sent')")).rejects.toThrow(
      /terminated|lost|closed/i,
    );
    // Postgres runs it after the client has already seen the connection go.
    await expect.poll(() => rowsOf("sent")).toBe(1);
  });

  it("refuses a sign-in, and stalls a connection until the client gives up", async () => {
    await arm({ applicationName: "refused", at: "sign-in", action: "error", code: "28P01" });
    await expect(pool("refused").query("select 1")).rejects.toMatchObject({ code: "28P01" });
    await arm({ applicationName: "stalled", at: "connect", action: "stall" });
    // Pipelined, the driver counts itself connected once the WebSocket opens, and its connect timeout ends there
    // (lib/db/client.ts bounds the sign-in itself): unpipelined, its timeout covers the stalled sign-in.
    neonConfig.pipelineConnect = false;
    try {
      await expect(pool("stalled", { connectionTimeoutMillis: 300 }).query("select 1")).rejects.toThrow(/timeout/i);
    } finally {
      neonConfig.pipelineConnect = "password";
    }
  });

  it("lets `skip` moments pass and is spent after `times` strikes, still listed with its count", async () => {
    const fault = await arm({ applicationName: "counted", at: "connect", action: "close", skip: 1, times: 1 });
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const client = pool("counted");
      outcomes.push(
        await client.query("select 1").then(
          () => "ok",
          () => "refused",
        ),
      );
      await client.end();
    }
    expect(outcomes).toEqual(["ok", "refused", "ok"]);
    expect((await listed()).find((armed) => armed.id === fault.id)).toMatchObject({ passed: 1, strikes: 1 });
  });

  it("keeps a rule armed `afterAnotherStrikes` asleep until another rule for the same connections has struck", async () => {
    await arm({ applicationName: "away", at: "statement", matching: "select 5", action: "close", times: 1 });
    await arm({ applicationName: "away", at: "connect", action: "close", afterAnotherStrikes: true });
    const outcome = (statement: string) =>
      pool("away")
        .query(statement)
        .then(
          () => "ok",
          () => "refused",
        );
    expect([await outcome("select 1"), await outcome("select 5"), await outcome("select 1")]).toEqual([
      "ok",
      "refused",
      "refused",
    ]);
  });

  it("refuses an invalid rule with a clear 400, and removes rules one by one or all at once", async () => {
    const invalid = await fetch(faultsUrl(), {
      method: "POST",
      body: JSON.stringify({ at: "statement", action: "error" }),
    });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { message: string; issues: Array<{ path: string }> };
    expect(body.message).toBe("Invalid fault rule");
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(["code", "matching"]);
    expect(await listed()).toEqual([]);

    const one = await arm({ at: "connect", action: "close", applicationName: "nobody" });
    await arm({ at: "connect", action: "close", applicationName: "nobody-else" });
    expect((await fetch(`${faultsUrl()}/${one.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await fetch(`${faultsUrl()}/${one.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await listed()).map((armed) => armed.applicationName)).toEqual(["nobody-else"]);
    expect((await fetch(faultsUrl(), { method: "DELETE" })).status).toBe(204);
    expect(await listed()).toEqual([]);
  });
});
