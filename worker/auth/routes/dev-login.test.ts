import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "../../../domain/auth";
import { DEV_AGENT_EMAIL, DEV_BROKER_EMAIL } from "../../../domain/dev-accounts";
import { sessionCookieName } from "../cookies";
import { setCookies } from "../testing/cookies";
import { fetchWithEnv, PRODUCTION_ORIGIN, productionEnv } from "../testing/fetch-with-env";

const ORIGIN = "http://localhost:8787";

function devLogin(body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}/api/dev/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function sessionCookie(response: Response): string {
  return `${sessionCookieName(env)}=${setCookies(response).get(sessionCookieName(env))}`;
}

const currentUser = (cookie: string) => SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { cookie } });

describe("POST /api/dev/login (development)", () => {
  it.each([
    ["agent", DEV_AGENT_EMAIL, "Alex"],
    ["broker", DEV_BROKER_EMAIL, "Morgan"],
  ] as const)("signs in as the seeded %s and answers the user", async (role, email, firstName) => {
    const response = await devLogin({ role });
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({ email, firstName, role });
    expect(Object.keys(user as object).sort()).toEqual([
      "email",
      "firstName",
      "id",
      "isTrainer",
      "lastName",
      "profileImageUrl",
      "role",
    ]);
    expect(setCookies(response).get(SIGNED_IN_HINT_COOKIE)).toBe("1");

    const me = await currentUser(sessionCookie(response));
    expect(await me.json()).toEqual(user);
  });

  it("starts a new session each time and ends the one the browser had", async () => {
    const first = sessionCookie(await devLogin({ role: "agent" }));
    const second = sessionCookie(await devLogin({ role: "broker" }, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await currentUser(first)).status).toBe(401);
    expect(await (await currentUser(second)).json()).toMatchObject({ role: "broker" });
  });

  it.each([
    ["an unknown role", { role: "admin" }],
    ["no role", {}],
    ["a role of the wrong type", { role: 1 }],
  ])("refuses %s with 400 and signs nobody in", async (_label, body) => {
    const response = await devLogin(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Invalid input",
      code: "validation_failed",
      issues: [{ path: "role", message: "role must be 'agent' or 'broker'" }],
    });
    expect(setCookies(response).has(sessionCookieName(env))).toBe(false);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await devLogin("role=broker", { "content-type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
    expect(setCookies(response).has(sessionCookieName(env))).toBe(false);
  });

  it("signs in as a brand-new agent on no team, a different one each time (to try joining or starting a team)", async () => {
    const first = await devLogin({ role: "agent", newUser: true });
    expect(first.status).toBe(200);
    const user = (await first.json()) as { id: string; email: string; role: string };
    expect(user).toMatchObject({ role: "agent", firstName: "New" });
    expect(user.email).toMatch(/^new-[0-9a-f]{8}@dev\.practiceline\.dev$/);
    const cookie = sessionCookie(first);
    expect(await (await currentUser(cookie)).json()).toEqual(user);
    expect(await (await SELF.fetch(`${ORIGIN}/api/team`, { headers: { cookie } })).json()).toEqual({
      team: null,
      canCreateTeam: true,
    });

    const second = (await (await devLogin({ role: "agent", newUser: true })).json()) as { id: string };
    expect(second.id).not.toBe(user.id);
  });

  it("refuses a new user as a broker with 400: one becomes a broker by starting a team", async () => {
    const response = await devLogin({ role: "broker", newUser: true });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("newUser");
    expect(setCookies(response).has(sessionCookieName(env))).toBe(false);
  });

  it("says it is available to the /dev page", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/dev/login`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ available: true, roles: ["broker", "agent"] });
  });
});

describe("/api/dev/login in production", () => {
  it("does not exist: the JSON 404 of any unknown path, and nobody is signed in", async () => {
    const post = await fetchWithEnv(productionEnv, `${PRODUCTION_ORIGIN}/api/dev/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: PRODUCTION_ORIGIN },
      body: JSON.stringify({ role: "broker" }),
    });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ message: "Not found", code: "not_found" });
    expect(post.headers.getSetCookie()).toEqual([]);

    const get = await fetchWithEnv(productionEnv, `${PRODUCTION_ORIGIN}/api/dev/login`);
    expect(get.status).toBe(404);
    expect(await get.json()).toEqual({ message: "Not found", code: "not_found" });
  });
});
