import { env, SELF } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionCookieName } from "../../auth/cookies";
import { setCookies } from "../../auth/testing/cookies";
import { fetchWithEnv } from "../../auth/testing/fetch-with-env";
import { demoCallLogs, waitingList } from "../../../lib/db/schema";
import { withDb } from "../../../lib/db/testing/with-db";
import { scenarioIds } from "../../calls/testing/demo-calls";
import { SIGN_UP_UNAVAILABLE_MESSAGE } from "../../waiting-list/routes/waiting-list";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "./error-handler";

const ORIGIN = "http://localhost:8787";
const BROWSER = { "content-type": "application/json", origin: ORIGIN, "sec-fetch-site": "same-origin" };
/** The Worker's own bindings with its database out of reach: nothing listens on port 1. */
const DATABASE_DOWN: Partial<Env> = { DB_WS_PROXY: "127.0.0.1:1/v1" };

/** The body must be the one error shape and say nothing about the inside: no SQL, driver or stack text. */
async function expectCleanUnavailable(response: Response, message = DATABASE_UNAVAILABLE_MESSAGE) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ message, code: "unavailable" });
  expect(text).not.toMatch(/select|insert|postgres|drizzle|websocket|ECONN|\bat \S+ \(/i);
}

describe("while the database is unreachable", () => {
  it("answers reads and writes with a clean 503 and Retry-After, then works again when it is back", async () => {
    await expectCleanUnavailable(await fetchWithEnv(DATABASE_DOWN, `${ORIGIN}/api/demo/scenarios?vertical=saas`));
    expect((await SELF.fetch(`${ORIGIN}/api/demo/scenarios?vertical=saas`)).status).toBe(200);
  });

  it("starts no demo conversation and leaves no partial rows", async () => {
    const scenarioId = (await scenarioIds("insurance"))[0]!;
    const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const response = await fetchWithEnv(DATABASE_DOWN, `${ORIGIN}/api/demo/conversation/start`, {
      method: "POST",
      headers: { ...BROWSER, "cf-connecting-ip": client },
      body: JSON.stringify({ scenarioId }),
    });
    await expectCleanUnavailable(response);
    const rows = await withDb((db) => db.select().from(demoCallLogs).where(eq(demoCallLogs.ipAddress, client)));
    expect(rows).toEqual([]);
  });

  it("keeps a signed-in user signed in: 503, not 401", async () => {
    const login = await SELF.fetch(`${ORIGIN}/api/dev/login`, {
      method: "POST",
      headers: BROWSER,
      body: JSON.stringify({ role: "agent" }),
    });
    const cookie = `${sessionCookieName(env)}=${setCookies(login).get(sessionCookieName(env))}`;
    await expectCleanUnavailable(await fetchWithEnv(DATABASE_DOWN, `${ORIGIN}/api/auth/user`, { headers: { cookie } }));
    expect((await SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
  });

  it("does not store a waiting-list sign-up it answered 503, and takes it when the database is back", async () => {
    const email = `outage-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const signUp = {
      method: "POST",
      headers: BROWSER,
      body: JSON.stringify({ fullName: "Dana Outage", email, businessName: "Outage Realty" }),
    };
    await expectCleanUnavailable(
      await fetchWithEnv(DATABASE_DOWN, `${ORIGIN}/api/waiting-list`, signUp),
      SIGN_UP_UNAVAILABLE_MESSAGE,
    );
    const stored = () =>
      withDb((db) =>
        db
          .select()
          .from(waitingList)
          .where(sql`lower(${waitingList.email}) = ${email}`),
      );
    expect(await stored()).toEqual([]);
    expect((await SELF.fetch(`${ORIGIN}/api/waiting-list`, signUp)).status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it("reports itself degraded on the health check", async () => {
    const response = await fetchWithEnv(DATABASE_DOWN, `${ORIGIN}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "degraded", database: "down" });
  });
});
