import { env, SELF } from "cloudflare:test";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, sessionCookieFor } from "../../auth/testing/sign-in-as";
import type { User } from "../../../lib/db/schema";
import { createApp } from "../../app";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";
import { internetVoiceNetwork } from "../../../lib/voice/provider-config";
import { loadSession, signedInUser, type SignedInAppEnv } from "./auth";
import { authorize, type RoutePolicies } from "./authorize";
import { database } from "./database";
import { handleError } from "./error-handler";

const POLICIES: RoutePolicies = {
  "GET /api/open": { access: "public" },
  "GET /api/signed-in": { access: "signed-in", check: "eager" },
  "GET /api/brokers": { access: "broker", check: "eager" },
  "GET /api/agents": { access: "agent", check: "eager" },
  "GET /api/agents/:id": { access: "agent", check: "in-read", scope: "own-record" },
  "GET /api/dev": { access: "dev-only" },
  "GET /api/who": { access: "signed-in", check: "in-route" },
  "GET /api/careless": { access: "signed-in", check: "in-route" },
};

/** Routes that never check anything themselves: whatever is refused, the guard refused. */
const signedInRoutes = new Hono<SignedInAppEnv>()
  .get("/signed-in", (c) => c.json({ id: c.var.user.id }, 200))
  .get("/brokers", (c) => c.json({ id: c.var.user.id }, 200))
  .get("/agents", (c) => c.json({ id: c.var.user.id }, 200));
const guarded = new Hono<AppEnv>()
  .use(database())
  .use(loadSession())
  .use(authorize(POLICIES))
  .get("/open", (c) => c.json({ open: true }, 200))
  .route("/", signedInRoutes)
  // An in-read route that answers without reading (bad input): the guard checks the session after it.
  .get("/agents/:id", () => {
    throw new ApiError(400, "Invalid id");
  })
  .get("/dev", (c) => c.json({ dev: true }, 200))
  // An in-route check answers its own 401; a route stated so that forgets to check is refused after it.
  .get("/who", async (c) => {
    const user = await signedInUser(c);
    return user ? c.json({ id: user.id }, 200) : c.json({ message: "Who are you?" }, 401);
  })
  .get("/careless", (c) => c.json({ secret: true }, 200))
  .get("/unlisted", (c) => c.json({ secret: true }, 200));
guarded.onError(handleError);
const app = new Hono<AppEnv>().route("/api", guarded);
app.onError(handleError);

async function get(path: string, user?: User, bindings: Env = env) {
  const headers: Record<string, string> = user ? { cookie: await sessionCookieFor(user.id) } : {};
  const response = await app.request(`http://localhost:8787/api${path}`, { headers }, bindings);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the route-policy guard", () => {
  let broker: User;
  let agent: User;
  beforeAll(async () => {
    broker = await createTestUser({ role: "broker", label: "guard-broker" });
    agent = await createTestUser({ role: "agent", brokerId: broker.id, label: "guard-agent" });
  });

  it("lets anyone call a public route", async () => {
    expect(await get("/open")).toEqual({ status: 200, body: { open: true } });
  });

  it("answers 401 to a visitor on every signed-in route", async () => {
    for (const path of ["/signed-in", "/brokers", "/agents", "/agents/x"]) {
      expect(await get(path)).toMatchObject({ status: 401, body: { message: "Unauthorized", code: "not_signed_in" } });
    }
  });

  it("lets any signed-in user through a signed-in route, with the user on c.var", async () => {
    expect(await get("/signed-in", agent)).toEqual({ status: 200, body: { id: agent.id } });
    expect(await get("/signed-in", broker)).toEqual({ status: 200, body: { id: broker.id } });
  });

  it("answers 403 to a signed-in user of the other role", async () => {
    expect(await get("/brokers", agent)).toMatchObject({
      status: 403,
      body: { message: "This is only available to brokers.", code: "forbidden" },
    });
    expect(await get("/agents", broker)).toMatchObject({
      status: 403,
      body: { message: "This is only available to agents.", code: "forbidden" },
    });
    expect(await get("/brokers", broker)).toEqual({ status: 200, body: { id: broker.id } });
    expect(await get("/agents", agent)).toEqual({ status: 200, body: { id: agent.id } });
  });

  it("checks an in-read route's session after the route when the route did not, so its 401/403 comes first", async () => {
    expect(await get("/agents/x", broker)).toMatchObject({
      status: 403,
      body: { message: "This is only available to agents.", code: "forbidden" },
    });
    expect(await get("/agents/x", agent)).toMatchObject({ status: 400, body: { message: "Invalid id" } });
  });

  it("leaves an in-route check its own answer, and refuses a route that answered without checking", async () => {
    expect(await get("/who")).toEqual({ status: 401, body: { message: "Who are you?" } });
    expect(await get("/who", agent)).toEqual({ status: 200, body: { id: agent.id } });
    expect(await get("/careless")).toMatchObject({
      status: 401,
      body: { message: "Unauthorized", code: "not_signed_in" },
    });
    expect(await get("/careless", agent)).toEqual({ status: 200, body: { secret: true } });
  });

  it("answers a dev-only route on a development stack only, with the 404 of an unknown path elsewhere", async () => {
    expect(await get("/dev")).toEqual({ status: 200, body: { dev: true } });
    expect(await get("/dev", broker, { ...env, ENVIRONMENT: "production" })).toMatchObject({
      status: 404,
      body: { message: "Not found", code: "not_found" },
    });
  });

  it("refuses a route with no policy, whoever calls it (fail closed)", async () => {
    for (const user of [undefined, agent, broker]) {
      expect(await get("/unlisted", user)).toMatchObject({
        status: 404,
        body: { message: "Not found", code: "not_found" },
      });
    }
  });
});

describe("the app's guard", () => {
  it("refuses a mounted route that has no entry in the policy table, and never runs it", async () => {
    let ran = false;
    const unlisted = new Hono<AppEnv>().get("/", (c) => {
      ran = true;
      return c.json({ secret: true }, 200);
    });
    const withUnlisted = createApp({
      voiceNetwork: internetVoiceNetwork,
      devRoutes: { path: "/unlisted", routes: unlisted, policies: {} },
    });
    const response = await withUnlisted.request("http://localhost:8787/api/unlisted", {}, env, {
      waitUntil: () => {},
      passThroughOnException: () => {},
      props: {},
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: "Not found" });
    expect(ran).toBe(false);
  });

  it("still answers an unknown path with the same 404", async () => {
    const response = await SELF.fetch("http://localhost:8787/api/no-such-route");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: "Not found" });
  });
});
