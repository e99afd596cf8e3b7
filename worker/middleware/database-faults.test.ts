/**
 * Every way the database can fail under a request, injected at the local bridge for this test's connections
 * only: the caller gets a clean 503 with Retry-After, nothing is written, and nothing escapes as an uncaught
 * exception (the Worker's log stays clean).
 */
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { audioProcessingJobs, demoCallLogs, waitingList } from "../../db/schema";
import type { FaultRule } from "../../db/testing/fault-rule";
import { injectFaults, type InjectedFaults } from "../../db/testing/inject-faults";
import { uncaughtErrorsDuring } from "../../db/testing/uncaught-errors";
import { withDb } from "../../db/testing/with-db";
import { fetchWithEnv } from "../auth/testing/fetch-with-env";
import type { AppEnv } from "../lib/context";
import { scenarioIds } from "../pipeline/testing/demo-calls";
import { SIGN_UP_UNAVAILABLE_MESSAGE } from "../routes/waiting-list";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, handleError } from "./error-handler";

const ORIGIN = "http://localhost:8787";
const BROWSER = { "content-type": "application/json", origin: ORIGIN, "sec-fetch-site": "same-origin" };
type Fault = Omit<FaultRule, "applicationName">;

/** Once the database has gone away, it also refuses the reconnection a pool would try. */
const AND_STAYS_AWAY: Fault = { at: "connect", action: "close", skip: 1 };

const injected: InjectedFaults[] = [];
afterEach(async () => {
  await Promise.all(injected.splice(0).map((faults) => faults.remove()));
});

async function databaseWith(...rules: Fault[]): Promise<InjectedFaults> {
  const faults = await injectFaults(...rules);
  injected.push(faults);
  return faults;
}

/** The request, sent to the Worker with its database behind the faults; with what escaped uncaught meanwhile. */
async function send(faults: InjectedFaults, path: string, init?: RequestInit) {
  let response: Response | undefined;
  const uncaught = await uncaughtErrorsDuring(async () => {
    response = await fetchWithEnv({ DATABASE_URL: faults.databaseUrl }, `${ORIGIN}${path}`, init);
    await response.clone().arrayBuffer();
  });
  return { response: response!, uncaught };
}

async function expectCleanUnavailable(response: Response, message = DATABASE_UNAVAILABLE_MESSAGE) {
  const text = await response.text();
  expect(response.status, text).toBe(503);
  expect(response.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(JSON.parse(text)).toEqual({ message });
  expect(text).not.toMatch(/select|insert|postgres|drizzle|neon|websocket|ECONN|\bat \S+ \(/i);
}

let scenarioId: string;
beforeAll(async () => {
  scenarioId = (await scenarioIds("insurance"))[0]!;
});

function demoStart(client: string): RequestInit {
  return { method: "POST", headers: { ...BROWSER, "cf-connecting-ip": client }, body: JSON.stringify({ scenarioId }) };
}

const uniqueClient = () => `fault-${crypto.randomUUID()}`;

function callLogsOf(client: string) {
  return withDb((db) =>
    db
      .select({ conversationId: demoCallLogs.conversationId, job: audioProcessingJobs.id })
      .from(demoCallLogs)
      .leftJoin(audioProcessingJobs, eq(audioProcessingJobs.conversationId, demoCallLogs.conversationId))
      .where(eq(demoCallLogs.ipAddress, client)),
  );
}

/** Demo start: two reads, a line leased, then both rows written in one transaction. */
const DEMO_START_FAULTS: Array<[string, Fault[]]> = [
  ["Postgres refuses the connection", [{ at: "connect", action: "close" }]],
  ["the network drops while connecting", [{ at: "connect", action: "reset" }]],
  ["Postgres is still starting up (57P03)", [{ at: "connect", action: "error", code: "57P03" }]],
  ["Postgres has no connection slot left (53300)", [{ at: "connect", action: "error", code: "53300" }]],
  ["the sign-in is refused after a restart (28P01)", [{ at: "sign-in", action: "error", code: "28P01" }]],
  ["the connection drops before the first query", [{ at: "statement", matching: "", action: "reset" }]],
  ["the database goes away between two statements", [{ at: "answer", matching: 'from "demo_scenarios"', action: "close" }, AND_STAYS_AWAY]],
  [
    "an administrator shuts Postgres down while the connection waits between statements (57P01)",
    [{ at: "answer", matching: 'from "phone_numbers"', action: "error", code: "57P01" }, AND_STAYS_AWAY],
  ],
  ["the connection drops as the transaction begins", [{ at: "statement", matching: "begin", action: "reset" }, AND_STAYS_AWAY]],
  ["the connection drops inside the transaction, after its first write", [{ at: "answer", matching: 'insert into "demo_call_logs"', action: "reset" }, AND_STAYS_AWAY]],
  [
    "an administrator shuts Postgres down inside the transaction (57P01)",
    [{ at: "statement", matching: 'insert into "audio_processing_jobs"', action: "error", code: "57P01" }, AND_STAYS_AWAY],
  ],
  ["the connection drops as the transaction commits", [{ at: "statement", matching: "commit", action: "close" }, AND_STAYS_AWAY]],
];

describe("POST /api/demo/conversation/start when the database fails", () => {
  it.each(DEMO_START_FAULTS)("%s: 503 with Retry-After, no call log, nothing uncaught", async (_, rules) => {
    const faults = await databaseWith(...rules);
    const client = uniqueClient();
    const { response, uncaught } = await send(faults, "/api/demo/conversation/start", demoStart(client));
    await expectCleanUnavailable(response);
    expect(await faults.strikes()).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
    expect(await callLogsOf(client)).toEqual([]);
  });

  it("when the connection drops right after the commit: the call is started, both rows stored, nothing uncaught", async () => {
    const faults = await databaseWith({ at: "answer", matching: "commit", action: "reset" }, AND_STAYS_AWAY);
    const client = uniqueClient();
    const { response, uncaught } = await send(faults, "/api/demo/conversation/start", demoStart(client));
    expect(response.status, await response.clone().text()).toBe(201);
    const { conversationId } = (await response.json()) as { conversationId: string };
    expect(await faults.strikes()).toBe(1);
    expect(uncaught).toEqual([]);
    expect(await callLogsOf(client)).toEqual([{ conversationId, job: expect.any(String) }]);
    const ended = await fetchWithEnv({}, `${ORIGIN}/api/demo/conversation/${conversationId}/end`, { method: "POST", headers: BROWSER });
    expect(ended.status).toBe(200);
  });

  it("when connecting takes longer than the 5 s connect timeout: 503, and the line is free again", async () => {
    const faults = await databaseWith({ at: "connect", action: "stall" });
    const client = uniqueClient();
    const { response, uncaught } = await send(faults, "/api/demo/conversation/start", demoStart(client));
    await expectCleanUnavailable(response);
    expect(uncaught).toEqual([]);
    expect(await callLogsOf(client)).toEqual([]);
  });
});

describe("reads and sign-ups when the database fails", () => {
  it.each<[string, Fault]>([
    ["refused", { at: "connect", action: "close" }],
    ["shut down by an administrator mid-query (57P01)", { at: "statement", matching: 'from "demo_scenarios"', action: "error", code: "57P01" }],
    ["dropped mid-query", { at: "statement", matching: 'from "demo_scenarios"', action: "reset" }],
  ])("a scenario read whose connection is %s answers 503 with Retry-After", async (_, rule) => {
    const faults = await databaseWith(rule, AND_STAYS_AWAY);
    const { response, uncaught } = await send(faults, "/api/demo/scenarios?vertical=saas");
    await expectCleanUnavailable(response);
    expect(uncaught).toEqual([]);
  });

  const signUp = (email: string): RequestInit => ({
    method: "POST",
    headers: BROWSER,
    body: JSON.stringify({ fullName: "Dana Fault", email, businessName: "Fault Realty" }),
  });
  const storedSignUps = (email: string) => withDb((db) => db.select().from(waitingList).where(sql`lower(${waitingList.email}) = ${email}`));

  it("a sign-up whose insert meets a dropped connection once is retried and stored once", async () => {
    const faults = await databaseWith({ at: "statement", matching: 'insert into "waiting_list"', action: "reset", times: 1 });
    const email = `fault-once-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const { response, uncaught } = await send(faults, "/api/waiting-list", signUp(email));
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await faults.strikes()).toBe(1);
    expect(uncaught).toEqual([]);
    expect(await storedSignUps(email)).toHaveLength(1);
  });

  it("a sign-up whose every try is cut off answers the sign-up's 503 and stores nothing", async () => {
    const faults = await databaseWith({ at: "statement", matching: 'insert into "waiting_list"', action: "error", code: "57P01" });
    const email = `fault-always-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const { response, uncaught } = await send(faults, "/api/waiting-list", signUp(email));
    await expectCleanUnavailable(response, SIGN_UP_UNAVAILABLE_MESSAGE);
    expect(await faults.strikes()).toBe(2);
    expect(uncaught).toEqual([]);
    expect(await storedSignUps(email)).toEqual([]);
  });
});

describe("a request whose pool has no connection to give", () => {
  it("waits out the 5 s connect timeout, then answers 503 with Retry-After, for a statement and a transaction alike", async () => {
    const { db, close } = openDatabase(env);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Five transactions hold the pool's five connections, as a request running statements side by side could.
    const holders = Array.from({ length: 5 }, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
      }),
    );
    const app = new Hono<AppEnv>()
      .get("/statement", async (c) => c.json((await db.execute(sql`select 1 as one`)).rows))
      .get("/transaction", async (c) => c.json(await db.transaction((tx) => tx.execute(sql`select 1 as one`)).then((result) => result.rows)))
      .onError(handleError);
    try {
      const [statement, transaction] = await Promise.all([app.request("/statement"), app.request("/transaction")]);
      await expectCleanUnavailable(statement);
      await expectCleanUnavailable(transaction);
    } finally {
      release();
      await Promise.all(holders);
      await close();
    }
  });
});
