import { neon, neonConfig, NeonDbError } from "@neondatabase/serverless";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FaultRule } from "../../lib/db/testing/fault-rule";
import type { LocalPostgres } from "./local-postgres";
import { roundTrips, statementsSent, trafficBetween } from "./postgres-traffic";
import { startBridgeStack, type BridgeStack } from "../testing/bridge-stack";
import type { WsBridge } from "./ws-bridge";

let stack: BridgeStack;
let postgres: LocalPostgres;
let bridge: WsBridge;

beforeAll(async () => {
  stack = await startBridgeStack("sql_over_http_test");
  ({ postgres, bridge } = stack);
  // The Worker's own setting for the local bridge (lib/db/client.ts).
  neonConfig.fetchEndpoint = `${bridge.controlUrl}/sql`;
  await neon(postgres.url).query("create table if not exists sql_http (id int primary key, note text)");
}, 60_000);

afterAll(() => stack?.stop());

afterEach(async () => {
  bridge.faults.clear();
  bridge.delay.oneWayMs = 0;
});

const stats = () => stack.stats();

const named = (name: string) => `${postgres.url}?application_name=${name}`;
const arm = (rule: FaultRule) => bridge.faults.arm(rule);

describe("SQL over HTTP at the bridge (POST /sql)", () => {
  it("answers the driver's query with Postgres' values, parsed by the driver as from Neon", async () => {
    const sql = neon(postgres.url);
    const [row] = await sql.query(
      "select $1::int as n, $2::text as t, null::text as nothing, '{1,2}'::int[] as list, '{\"a\":[1]}'::jsonb as doc, true as yes, '\\x0102'::bytea as bytes, '2026-01-02T03:04:05.678Z'::timestamptz as at",
      [41 + 1, "ünïcode"],
    );
    expect(row).toEqual({
      n: 42,
      t: "ünïcode",
      nothing: null,
      list: [1, 2],
      doc: { a: [1] },
      yes: true,
      bytes: Buffer.from([1, 2]),
      at: new Date("2026-01-02T03:04:05.678Z"),
    });
  });

  it("runs a batch in one transaction, one round trip for all its statements, and rolls it all back when one fails", async () => {
    const sql = neon(postgres.url);
    const before = await stats();
    const [inserted, counted] = await sql.transaction([
      sql`insert into sql_http values (1, 'one') returning id`,
      sql`select count(*)::int as n from sql_http`,
    ]);
    expect(inserted).toEqual([{ id: 1 }]);
    expect(counted).toEqual([{ n: 1 }]);
    const used = trafficBetween(before, await stats());
    expect({ roundTrips: roundTrips(used), statements: statementsSent(used), connections: used.connections }).toEqual({
      roundTrips: 1,
      statements: 2,
      connections: 0,
    });

    const failing = sql.transaction([
      sql`insert into sql_http values (2, 'two')`,
      sql`insert into sql_http values (1, 'again')`,
    ]);
    await expect(failing).rejects.toMatchObject({ name: "NeonDbError", code: "23505", constraint: "sql_http_pkey" });
    expect(await sql`select id from sql_http order by id`).toEqual([{ id: 1 }]);
  });

  it("applies a batch's isolation level and read-only flag", async () => {
    const sql = neon(postgres.url);
    const [levels] = await sql.transaction([sql`show transaction_isolation`], {
      isolationLevel: "Serializable",
      readOnly: true,
    });
    expect(levels).toEqual([{ transaction_isolation: "serializable" }]);
    await expect(
      sql.transaction([sql`insert into sql_http values (3, 'three')`], { readOnly: true }),
    ).rejects.toMatchObject({ code: "25006" });
  });

  it("lets armed faults strike its connection: Postgres' own error as 400 with its code, a failed connection as 500", async () => {
    arm({ applicationName: "http-victim", at: "statement", matching: "select 7", action: "error", code: "57P01" });
    expect(await neon(named("http-bystander")).query("select 7 as n")).toEqual([{ n: 7 }]);
    await expect(neon(named("http-victim")).query("select 7 as n")).rejects.toMatchObject({ code: "57P01" });

    arm({ applicationName: "http-refused", at: "connect", action: "close" });
    const refused = await neon(named("http-refused"))
      .query("select 1")
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NeonDbError);
    expect((refused as NeonDbError).message).toMatch(/HTTP status 500/);
  });

  it("crosses the bridge's delay once each way: one round trip for the whole request", async () => {
    bridge.delay.oneWayMs = 60;
    const started = performance.now();
    expect(await neon(postgres.url).query("select 1 as one")).toEqual([{ one: 1 }]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(120);
  });

  it("refuses a request it cannot read with 400 and runs nothing", async () => {
    const before = await stats();
    for (const body of ["not json", JSON.stringify({ sql: "select 1" })]) {
      const response = await fetch(`${bridge.controlUrl}/sql`, {
        method: "POST",
        headers: { "Neon-Connection-String": postgres.url },
        body,
      });
      expect(response.status).toBe(400);
    }
    const missing = await fetch(`${bridge.controlUrl}/sql`, {
      method: "POST",
      body: JSON.stringify({ query: "select 1", params: [] }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/Neon-Connection-String/);
    expect(statementsSent(trafficBetween(before, await stats()))).toBe(0);
  });
});

describe("the bridge's connections for SQL over HTTP", () => {
  it("are kept between requests, as Neon's proxy keeps them, and signed in afresh once a fault is armed", async () => {
    const sql = neon(named("http-kept"));
    const backend = async () => ((await sql.query("select pg_backend_pid() as pid")) as Array<{ pid: number }>)[0]!.pid;
    const first = await backend();
    expect(await backend()).toBe(first);
    arm({ applicationName: "http-kept", at: "sign-in", action: "error", code: "28P01" });
    await expect(sql.query("select 1")).rejects.toThrow(/HTTP status 400|password authentication failed/);
    bridge.faults.clear();
    expect(await backend()).not.toBe(first);
  });
});
