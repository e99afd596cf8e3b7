import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { callUsage, demoCallLogs, demoScenarios, waitingList } from "../../../lib/db/schema";
import { withDb } from "../../../lib/db/testing/with-db";
import { fetchWithEnv, PRODUCTION_ORIGIN, productionEnv } from "../../auth/testing/fetch-with-env";
import { apiAs } from "../../testing/team-fixture";
import { createSession, practiceTeam, sessionOf } from "../../calls/testing/practice-calls";
import { DEMO_START_RATE_LIMIT } from "../../calls/routes/demo";
import { withBindings } from "../../testing/bindings";
import { WAITING_LIST_RATE_LIMIT } from "../../waiting-list/routes/waiting-list";
import { clientKey, RATE_LIMITED_MESSAGE, RATE_LIMITER_UNAVAILABLE_MESSAGE } from "./rate-limit";

const DEV_ORIGIN = "http://localhost:8787";
/** The Worker tests run with the per-client limits lifted, as load tests do; these turn them back on. */
const LIMITS_ON = { LOAD_TEST_RATE_LIMITS: undefined };
const DOMAIN = `rl-${crypto.randomUUID().slice(0, 8)}.example.test`;
let emails = 0;

function signUp(overrides: Partial<Env>, origin: string, address?: string): Promise<Response> {
  emails += 1;
  return fetchWithEnv(overrides, `${origin}/api/waiting-list`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...(address && { "cf-connecting-ip": address }) },
    body: JSON.stringify({
      fullName: "Rate Limited",
      email: `lead-${emails}@${DOMAIN}`,
      businessName: "Limits Realty",
    }),
  });
}

/** By default an unknown scenario: counted like any attempt, and it never leases one of the shared practice lines. */
function startDemo(
  overrides: Partial<Env>,
  origin: string,
  address?: string,
  scenarioId = crypto.randomUUID(),
): Promise<Response> {
  return fetchWithEnv(overrides, `${origin}/api/demo/conversation/start`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...(address && { "cf-connecting-ip": address }) },
    body: JSON.stringify({ scenarioId }),
  });
}

const randomHex = () => crypto.randomUUID().slice(0, 4);
const production = { ...productionEnv, ...LIMITS_ON };

describe("clientKey: who a client is", () => {
  it("is the full IPv4 address in production", () => {
    expect(clientKey(production as Env, "203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey(production as Env, " 203.0.113.8 ")).toBe("203.0.113.8");
    expect(clientKey(production as Env, "::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("is the /64 network of an IPv6 address in production, however it is spelled", () => {
    const key = "2001:db8:a:b::/64";
    for (const address of [
      "2001:db8:a:b:1:2:3:4",
      "2001:0DB8:000A:000B::1",
      "2001:db8:a:b::",
      "2001:db8:a:b:ffff:ffff:ffff:ffff",
    ]) {
      expect(clientKey(production as Env, address)).toBe(key);
    }
    expect(clientKey(production as Env, "2001:db8:a:c::1")).toBe("2001:db8:a:c::/64");
    expect(clientKey(production as Env, "::1")).toBe("0:0:0:0::/64");
  });

  it("puts callers without a usable address together in production", () => {
    for (const address of [undefined, "", "not-an-ip", "999.1.1.1", "2001:db8::1::2", "1:2:3:4:5:6:7:8:9"]) {
      expect(clientKey(production as Env, address)).toBe("unidentified");
    }
  });

  it("ignores CF-Connecting-IP in development, where nothing in front of the Worker sets it", () => {
    const development = { ...env, ...LIMITS_ON } as Env;
    for (const address of [undefined, "127.0.0.1", "203.0.113.7", "2001:db8::1"])
      expect(clientKey(development, address)).toBe("local");
  });
});

describe("limits in production (Cloudflare sets CF-Connecting-IP)", () => {
  it("limits a whole IPv6 /64 as one client, and the next /64 separately", async () => {
    const network = `2001:db8:${randomHex()}:${randomHex()}`;
    for (let i = 1; i <= WAITING_LIST_RATE_LIMIT.limit; i++) {
      expect((await signUp(production, PRODUCTION_ORIGIN, `${network}::${i.toString(16)}`)).status).toBe(201);
    }
    const refused = await signUp(production, PRODUCTION_ORIGIN, `${network}:ffff:ffff:ffff:ffff`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: RATE_LIMITED_MESSAGE, code: "rate_limited" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WAITING_LIST_RATE_LIMIT.windowMs / 1000);
    expect((await signUp(production, PRODUCTION_ORIGIN, `2001:db8:${randomHex()}:${randomHex()}::1`)).status).toBe(201);
  });

  it("limits an IPv4 address alone: its neighbour is another client", async () => {
    const prefix = `198.51.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < DEMO_START_RATE_LIMIT.limit; i++)
      expect((await startDemo(production, PRODUCTION_ORIGIN, `${prefix}.10`)).status).toBe(404);
    expect((await startDemo(production, PRODUCTION_ORIGIN, `${prefix}.10`)).status).toBe(429);
    expect((await startDemo(production, PRODUCTION_ORIGIN, `${prefix}.11`)).status).toBe(404);
  });
});

describe("limits on the local stack (wrangler and miniflare pass on whatever the client sends)", () => {
  it("does not let spoofed CF-Connecting-IP values reset the waiting-list limit", async () => {
    const before = await leadCount();
    for (let i = 0; i < WAITING_LIST_RATE_LIMIT.limit; i++) {
      expect((await signUp(LIMITS_ON, DEV_ORIGIN, `203.0.113.${i + 1}`)).status).toBe(201);
    }
    for (const spoofed of ["198.51.100.99", "2001:db8:ffff::1", "127.0.0.1", undefined]) {
      expect((await signUp(LIMITS_ON, DEV_ORIGIN, spoofed)).status).toBe(429);
    }
    expect(await leadCount()).toBe(before + WAITING_LIST_RATE_LIMIT.limit);
  });

  it("does not let spoofed CF-Connecting-IP values reset the demo-start limit", async () => {
    for (let i = 0; i < DEMO_START_RATE_LIMIT.limit; i++) {
      expect((await startDemo(LIMITS_ON, DEV_ORIGIN, `203.0.113.${100 + i}`)).status).toBe(404);
    }
    expect((await startDemo(LIMITS_ON, DEV_ORIGIN, "192.0.2.200")).status).toBe(429);
  });

  it("lifts the per-client limits in development with LOAD_TEST_RATE_LIMITS=off, for the bench and the drills", async () => {
    const lifted = { LOAD_TEST_RATE_LIMITS: "off" };
    for (let i = 0; i <= WAITING_LIST_RATE_LIMIT.limit + 2; i++)
      expect((await signUp(lifted, DEV_ORIGIN)).status).toBe(201);
  });

  it("refuses LOAD_TEST_RATE_LIMITS outside development: every request is a 500 naming the setting", async () => {
    const response = await signUp(
      { ...productionEnv, LOAD_TEST_RATE_LIMITS: "off" },
      PRODUCTION_ORIGIN,
      "203.0.113.250",
    );
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain("LOAD_TEST_RATE_LIMITS");
    const health = await fetchWithEnv(
      { ...productionEnv, LOAD_TEST_RATE_LIMITS: "off" },
      `${PRODUCTION_ORIGIN}/api/health`,
    );
    expect(health.status).toBe(500);
  });
});

describe("when the limiter Object is unavailable", () => {
  const unavailable = {
    ...production,
    RATE_LIMITER: {
      getByName: () => {
        throw new Error("Durable Object unavailable");
      },
    } as unknown as Env["RATE_LIMITER"],
  };

  it("lets waiting-list sign-ups through (fails open): a lost lead costs more than a few extra rows", async () => {
    const before = await leadCount();
    expect((await signUp(unavailable, PRODUCTION_ORIGIN, "203.0.113.251")).status).toBe(201);
    expect(await leadCount()).toBe(before + 1);
  });

  it("refuses demo starts (fails closed) with 503 and Retry-After, and starts nothing", async () => {
    const [scenario] = await withDb((db) => db.select({ id: demoScenarios.id }).from(demoScenarios).limit(1));
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const response = await startDemo(unavailable, PRODUCTION_ORIGIN, address, scenario!.id);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ message: RATE_LIMITER_UNAVAILABLE_MESSAGE, code: "unavailable" });
    expect(await demoCallsFrom(address)).toBe(0);
  });

  it("refuses practice call starts (fails closed) with 503 and Retry-After, and starts nothing", async () => {
    const { agent, lineId } = await practiceTeam();
    const session = await createSession(agent, {
      phoneNumberId: lineId,
      customPrompt: "You are Pat Lee, a landlord with three rentals in Austin.",
    });
    withBindings({ LOAD_TEST_RATE_LIMITS: undefined, RATE_LIMITER: unavailable.RATE_LIMITER });
    const response = await apiAs(agent, `/api/practice_sessions/${session.id}/call`, {
      method: "POST",
      body: { via: "browser" },
    });
    withBindings(null);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ message: RATE_LIMITER_UNAVAILABLE_MESSAGE, code: "unavailable" });
    expect(await sessionOf(agent, session.id)).toMatchObject({ status: "pending", conversationId: null });
    expect(await withDb((db) => db.select().from(callUsage).where(eq(callUsage.agentId, agent.id)))).toEqual([]);
  });
});

afterEach(() => withBindings(null));

function leadCount(): Promise<number> {
  return withDb(async (db) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitingList)
      .where(sql`${waitingList.email} like ${`%@${DOMAIN}`}`);
    return row!.n;
  });
}

function demoCallsFrom(address: string): Promise<number> {
  return withDb(
    async (db) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(demoCallLogs)
          .where(eq(demoCallLogs.ipAddress, address))
      )[0]!.n,
  );
}
