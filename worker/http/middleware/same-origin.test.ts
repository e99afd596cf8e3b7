import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sessionCookieName } from "../../auth/cookies";
import { UNKNOWN_HOST_MESSAGE } from "./same-origin";
import { fetchWithEnv, PRODUCTION_ORIGIN, productionEnv } from "../../auth/testing/fetch-with-env";
import { createTestUser, sessionCookieFor } from "../../auth/testing/sign-in-as";

const ORIGIN = "http://localhost:8787";

/** A signed-in browser and a way to tell whether its session survived. */
async function signedInBrowser() {
  const user = await createTestUser();
  const cookie = await sessionCookieFor(user.id);
  const stillSignedIn = async () =>
    (await SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { cookie } })).status === 200;
  return { user, cookie, stillSignedIn };
}

function logout(cookie: string, headers: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}/api/logout`, { method: "POST", headers: { cookie, ...headers } });
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ message: "Cross-origin request refused", code: "forbidden" });
}

describe("same-origin protection of state-changing requests", () => {
  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["an opaque Origin (sandboxed frame)", { origin: "null" }],
    ["a same-site but other-origin page", { origin: "http://sub.localhost:8787", "sec-fetch-site": "same-site" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site cross-site with our Origin forged", { "sec-fetch-site": "cross-site", origin: ORIGIN }],
  ])("refuses %s and changes nothing", async (_label, headers) => {
    const browser = await signedInBrowser();
    await expectRefused(await logout(browser.cookie, headers));
    expect(await browser.stillSignedIn()).toBe(true);
  });

  it("refuses an empty cross-site form post, which the JSON-only rule alone would let through", async () => {
    const browser = await signedInBrowser();
    const response = await logout(browser.cookie, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
      "content-type": "application/x-www-form-urlencoded",
      "content-length": "0",
    });
    await expectRefused(response);
    expect(await browser.stillSignedIn()).toBe(true);
  });

  it("lets our own pages through (Sec-Fetch-Site same-origin, or our Origin)", async () => {
    const first = await signedInBrowser();
    expect((await logout(first.cookie, { "sec-fetch-site": "same-origin", origin: ORIGIN })).status).toBe(204);
    expect(await first.stillSignedIn()).toBe(false);

    const second = await signedInBrowser();
    expect((await logout(second.cookie, { origin: ORIGIN })).status).toBe(204);
    expect(await second.stillSignedIn()).toBe(false);
  });

  it("lets a non-browser client (neither header) through to the route's own checks", async () => {
    const browser = await signedInBrowser();
    expect((await logout(browser.cookie, {})).status).toBe(204);
  });

  it("does not apply to reads in production (the browser's CORS rules keep the answer from the other site)", async () => {
    const user = await createTestUser();
    const response = await fetchWithEnv(productionEnv, `${PRODUCTION_ORIGIN}/api/health`, {
      headers: {
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
        cookie: await sessionCookieFor(user.id),
      },
    });
    expect(response.status).toBe(200);
  });

  it("exempts webhooks, which are server-to-server and carry their own secret", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/webhooks/elevenlabs/post-call`, {
      method: "POST",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).not.toBe(403);
  });

  it("refuses a cross-site request before it can sign anyone in", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/dev/login`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ role: "broker" }),
    });
    await expectRefused(response);
    expect(response.headers.getSetCookie().some((header) => header.startsWith(`${sessionCookieName(env)}=`))).toBe(
      false,
    );
  });
});

describe("a local stack answers only for its own origin (DNS rebinding)", () => {
  /** A page on rebind.attacker.example whose name now resolves to 127.0.0.1: same-origin to the browser. */
  const REBOUND = "http://rebind.attacker.example:8787";

  it("refuses a request addressed to another host, even a same-origin one, before reading any data", async () => {
    const broker = await createTestUser({ role: "broker" });
    const cookie = await sessionCookieFor(broker.id);
    for (const path of ["/api/broker/waiting-list.csv", "/api/auth/user", "/api/health"]) {
      const response = await SELF.fetch(`${REBOUND}${path}`, { headers: { cookie, "sec-fetch-site": "same-origin" } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: UNKNOWN_HOST_MESSAGE, code: "forbidden" });
    }
    const login = await SELF.fetch(`${REBOUND}/api/dev/login`, {
      method: "POST",
      headers: { origin: REBOUND, "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body: JSON.stringify({ role: "broker" }),
    });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a Host header that names another host", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/health`, { headers: { host: "rebind.attacker.example:8787" } });
    expect(response.status).toBe(403);
  });

  it.each([
    "http://localhost:8788",
    "http://localhost.attacker.example:8787",
    "http://127.0.0.2:8787",
    "http://0.0.0.0:8787",
  ])("refuses %s: another port or name is another origin", async (origin) => {
    expect((await SELF.fetch(`${origin}/api/health`)).status).toBe(403);
  });

  it("answers on the loopback aliases of APP_ORIGIN's port, for pages and their requests", async () => {
    for (const origin of [ORIGIN, "http://127.0.0.1:8787", "http://[::1]:8787"]) {
      expect((await SELF.fetch(`${origin}/api/health`)).status).toBe(200);
      const browser = await signedInBrowser();
      expect((await logout(browser.cookie, { origin })).status).toBe(204);
    }
  });

  it("refuses a read that another origin's page sends", async () => {
    const browser = await signedInBrowser();
    const response = await SELF.fetch(`${ORIGIN}/api/auth/user`, {
      headers: { cookie: browser.cookie, origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-origin request refused", code: "forbidden" });
  });

  it("does not check the host in production, where Cloudflare routes only our own hostnames to the Worker", async () => {
    const response = await fetchWithEnv(productionEnv, "https://practiceline.example-account.workers.dev/api/health");
    expect(response.status).toBe(200);
  });
});
