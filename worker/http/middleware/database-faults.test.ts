/**
 * Every way the database can fail under a request, injected at the local bridge for this test's connections
 * only: the caller gets a clean 503 with Retry-After, nothing is written, and nothing escapes as an uncaught
 * exception (the Worker's log stays clean).
 */
import { env } from "cloudflare:test";
import { and, eq, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../../lib/db/client";
import { audioProcessingJobs, demoCallLogs, phoneNumbers, waitingList } from "../../../lib/db/schema";
import {
  AND_STAYS_AWAY,
  DEMO_START_DROP_AFTER_COMMIT,
  DEMO_START_DROP_WHILE_COMMITTING,
  DEMO_START_FAILURES,
  type RequestFault as Fault,
} from "../../../lib/db/testing/demo-start-faults";
import { injectFaults, type InjectedFaults } from "../../../lib/db/testing/inject-faults";
import { uncaughtErrorsDuring } from "../../../lib/db/testing/uncaught-errors";
import { withDb } from "../../../lib/db/testing/with-db";
import { app } from "../../app";
import { fetchWithEnv } from "../../auth/testing/fetch-with-env";
import type { AppEnv } from "../context";
import { scenarioIds } from "../../calls/testing/demo-calls";
import { SIGN_UP_UNAVAILABLE_MESSAGE } from "../../waiting-list/routes/waiting-list";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, handleError } from "./error-handler";

const ORIGIN = "http://localhost:8787";
const BROWSER = { "content-type": "application/json", origin: ORIGIN, "sec-fetch-site": "same-origin" };
const injected: InjectedFaults[] = [];
afterEach(async () => {
  await Promise.all(injected.splice(0).map((faults) => faults.remove()));
});

async function databaseWith(...rules: Fault[]): Promise<InjectedFaults> {
  const faults = await injectFaults(...rules);
  injected.push(faults);
  return faults;
}

/** Long enough for a request's background work (closing its connections) to finish on a dead database. */
const BACKGROUND_MS = 2_000;

/**
 * The request, sent to the Worker with its database behind the faults, and its aftermath: what escaped as an
 * uncaught exception, and how much of its background work (`waitUntil`) never finished, which workerd would
 * cancel and log as a hung request.
 */
async function send(faults: InjectedFaults, path: string, init?: RequestInit) {
  const background: Array<Promise<unknown>> = [];
  const ctx = {
    waitUntil: (work: Promise<unknown>) => background.push(work),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext;
  let response: Response | undefined;
  let unfinished = 0;
  const uncaught = await uncaughtErrorsDuring(async () => {
    response = await app.fetch(
      new Request(`${ORIGIN}${path}`, init),
      { ...env, DATABASE_URL: faults.databaseUrl },
      ctx,
    );
    await response.clone().arrayBuffer();
    const finished = await Promise.all(
      background.map((work) =>
        Promise.race([
          work.then(
            () => true,
            () => true,
          ),
          sleep(BACKGROUND_MS).then(() => false),
        ]),
      ),
    );
    unfinished = finished.filter((done) => !done).length;
  });
  return { response: response!, aftermath: { uncaught, unfinished } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CLEAN_AFTERMATH = { uncaught: [], unfinished: 0 };

async function expectCleanUnavailable(response: Response, message = DATABASE_UNAVAILABLE_MESSAGE) {
  const text = await response.text();
  expect(response.status, text).toBe(503);
  expect(response.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(JSON.parse(text)).toEqual({ message, code: "unavailable" });
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

/** Practice lines a demo could lease that are held right now (every start here that succeeded was ended). */
async function heldLines() {
  const lines = await withDb((db) =>
    db
      .select({ phoneNumber: phoneNumbers.phoneNumber })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.isActive, "yes"), isNull(phoneNumbers.brokerId))),
  );
  const holders = await Promise.all(
    lines.map(async ({ phoneNumber }) => ({
      phoneNumber,
      holder: await env.PHONE_LINES.getByName(phoneNumber).holder(),
    })),
  );
  return holders.filter(({ holder }) => holder !== null);
}

function callLogsOf(client: string) {
  return withDb((db) =>
    db
      .select({ conversationId: demoCallLogs.conversationId, job: audioProcessingJobs.id })
      .from(demoCallLogs)
      .leftJoin(audioProcessingJobs, eq(audioProcessingJobs.conversationId, demoCallLogs.conversationId))
      .where(eq(demoCallLogs.ipAddress, client)),
  );
}

describe("POST /api/demo/conversation/start when the database fails", () => {
  it.each(DEMO_START_FAILURES.map(({ phase, faults }) => [phase, faults] as const))(
    "%s: 503 with Retry-After, no call log, the line free, nothing left behind",
    async (_, rules) => {
      const faults = await databaseWith(...rules);
      const client = uniqueClient();
      const { response, aftermath } = await send(faults, "/api/demo/conversation/start", demoStart(client));
      await expectCleanUnavailable(response);
      expect(await faults.strikes()).toBeGreaterThan(0);
      expect(aftermath).toEqual(CLEAN_AFTERMATH);
      expect(await callLogsOf(client)).toEqual([]);
      expect(await heldLines()).toEqual([]);
    },
  );

  it("when the connection drops right after the commit: the call is started, both rows stored, nothing uncaught", async () => {
    const faults = await databaseWith(...DEMO_START_DROP_AFTER_COMMIT);
    const client = uniqueClient();
    const { response, aftermath } = await send(faults, "/api/demo/conversation/start", demoStart(client));
    expect(response.status, await response.clone().text()).toBe(201);
    const { conversationId } = (await response.json()) as { conversationId: string };
    expect(await faults.strikes()).toBe(1);
    expect(aftermath).toEqual(CLEAN_AFTERMATH);
    expect(await callLogsOf(client)).toEqual([{ conversationId, job: expect.any(String) }]);
    // The browser that started the call holds its capability cookie; ending needs it.
    const capability = response.headers
      .getSetCookie()
      .find((line) => /^(__Host-)?pl_demo_call=/.test(line))!
      .split(";")[0]!;
    const ended = await fetchWithEnv({}, `${ORIGIN}/api/demo/conversation/${conversationId}/end`, {
      method: "POST",
      headers: { ...BROWSER, cookie: capability },
    });
    expect(ended.status).toBe(200);
  });

  it("when the connection drops while COMMIT is under way: 503, the transaction whole (both rows), the line free again", async () => {
    const faults = await databaseWith(...DEMO_START_DROP_WHILE_COMMITTING);
    const client = uniqueClient();
    const { response, aftermath } = await send(faults, "/api/demo/conversation/start", demoStart(client));
    await expectCleanUnavailable(response);
    expect(aftermath).toEqual(CLEAN_AFTERMATH);
    // Postgres committed after the Worker saw the connection go: never one row without the other.
    await expect.poll(async () => (await callLogsOf(client)).map((row) => row.job !== null)).toEqual([true]);
    expect(await heldLines()).toEqual([]);
  });

  it("when connecting takes longer than the 5 s connect timeout: 503, and the line is free again", async () => {
    const faults = await databaseWith({ at: "connect", action: "stall" });
    const client = uniqueClient();
    const { response, aftermath } = await send(faults, "/api/demo/conversation/start", demoStart(client));
    await expectCleanUnavailable(response);
    expect(aftermath).toEqual(CLEAN_AFTERMATH);
    expect(await callLogsOf(client)).toEqual([]);
    expect(await heldLines()).toEqual([]);
  });
});

describe("reads and sign-ups when the database fails", () => {
  it.each<[string, Fault]>([
    ["refused", { at: "connect", action: "close" }],
    [
      "shut down by an administrator mid-query (57P01)",
      { at: "statement", matching: 'from "demo_scenarios"', action: "error", code: "57P01" },
    ],
    ["dropped mid-query", { at: "statement", matching: 'from "demo_scenarios"', action: "reset" }],
  ])("a scenario read whose connection is %s answers 503 with Retry-After", async (_, rule) => {
    const faults = await databaseWith(rule, AND_STAYS_AWAY);
    const { response, aftermath } = await send(faults, "/api/demo/scenarios?vertical=saas");
    await expectCleanUnavailable(response);
    expect(aftermath).toEqual(CLEAN_AFTERMATH);
  });

  const signUp = (email: string): RequestInit => ({
    method: "POST",
    headers: BROWSER,
    body: JSON.stringify({ fullName: "Dana Fault", email, businessName: "Fault Realty" }),
  });
  const storedSignUps = (email: string) =>
    withDb((db) =>
      db
        .select()
        .from(waitingList)
        .where(sql`lower(${waitingList.email}) = ${email}`),
    );

  it("a read whose HTTP request to the database is cut off on the way (workerd: 'Network connection lost') answers 503 with Retry-After", async () => {
    const faults = await databaseWith({ at: "request", matching: 'from "demo_scenarios"', action: "reset" });
    const warnings = vi.spyOn(console, "warn");
    try {
      const { response, aftermath } = await send(faults, "/api/demo/scenarios?vertical=saas");
      await expectCleanUnavailable(response);
      expect(aftermath).toEqual(CLEAN_AFTERMATH);
      expect(await faults.strikes()).toBeGreaterThan(0);
      // The same failure the local stack's drills met under CPU starvation, now from the database's own hop.
      expect(warnings.mock.calls.flat().join("\n")).toMatch(/database-unavailable.*Network connection lost/);
    } finally {
      warnings.mockRestore();
    }
  });

  it("a sign-up whose HTTP request is cut off every time answers the sign-up's 503 and stores nothing", async () => {
    const faults = await databaseWith({ at: "request", matching: 'insert into "waiting_list"', action: "reset" });
    const email = `fault-cut-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const { response, aftermath } = await send(faults, "/api/waiting-list", signUp(email));
    await expectCleanUnavailable(response, SIGN_UP_UNAVAILABLE_MESSAGE);
    expect(aftermath).toEqual(CLEAN_AFTERMATH);
    expect(await storedSignUps(email)).toEqual([]);
  });

  it("a sign-up whose insert meets a dropped connection once is retried and stored once", async () => {
    const faults = await databaseWith({
      at: "statement",
      matching: 'insert into "waiting_list"',
      action: "reset",
      times: 1,
    });
    const email = `fault-once-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const { response, aftermath } = await send(faults, "/api/waiting-list", signUp(email));
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await faults.strikes()).toBe(1);
    expect(aftermath).toEqual(CLEAN_AFTERMATH);
    expect(await storedSignUps(email)).toHaveLength(1);
  });

  it("a sign-up whose every try is cut off answers the sign-up's 503 and stores nothing", async () => {
    const faults = await databaseWith({
      at: "statement",
      matching: 'insert into "waiting_list"',
      action: "error",
      code: "57P01",
    });
    const email = `fault-always-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const { response, aftermath } = await send(faults, "/api/waiting-list", signUp(email));
    await expectCleanUnavailable(response, SIGN_UP_UNAVAILABLE_MESSAGE);
    expect(await faults.strikes()).toBe(2);
    expect(aftermath).toEqual(CLEAN_AFTERMATH);
    expect(await storedSignUps(email)).toEqual([]);
  });
});

describe("a request whose pool has no connection to give", () => {
  it("answers a statement at once (it goes over HTTP, needing no connection); a transaction waits out the 5 s connect timeout, then 503", async () => {
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
      .get("/transaction", async (c) =>
        c.json(await db.transaction((tx) => tx.execute(sql`select 1 as one`)).then((result) => result.rows)),
      )
      .onError(handleError);
    try {
      const [statement, transaction] = await Promise.all([app.request("/statement"), app.request("/transaction")]);
      expect(statement.status).toBe(200);
      expect(await statement.json()).toEqual([{ one: 1 }]);
      await expectCleanUnavailable(transaction);
    } finally {
      release();
      await Promise.all(holders);
      await close();
    }
  });
});

describe("a transaction whose connection stalls while signing in", () => {
  it("gives up once the 5 s connect timeout has passed, though the driver sent its first statement with the sign-in: 503", async () => {
    const faults = await databaseWith({ at: "sign-in", action: "stall" });
    const { db, close } = openDatabase({ ...env, DATABASE_URL: faults.databaseUrl });
    const app = new Hono<AppEnv>()
      .get("/", async (c) =>
        c.json(await db.transaction((tx) => tx.execute(sql`select 1 as one`)).then((result) => result.rows)),
      )
      .onError(handleError);
    try {
      const uncaught = await uncaughtErrorsDuring(async () => {
        await expectCleanUnavailable(await app.request("/"));
      });
      expect(uncaught).toEqual([]);
      expect(await faults.strikes()).toBe(1);
    } finally {
      await close();
    }
  });
});
