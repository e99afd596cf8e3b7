/**
 * Every /api response carries the security headers, whatever produced it (a route, a refusal, an error,
 * a redirect, the sign-in failure page), and nothing a signed-in caller receives may be kept by a cache.
 * The static pages' headers (web/public/_headers) are proved in e2e/security-headers.spec.ts.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../local-entry";
import { createTestUser, sessionCookieFor } from "../../auth/testing/sign-in-as";

const ORIGIN = "http://localhost:8787";

/** Public data, the same for every caller: the one route allowed to be cached. */
const PUBLICLY_CACHEABLE = new Map([["GET /api/demo/scenarios", "public, max-age=300"]]);

function expectSecurityHeaders(response: Response, label: string) {
  const headers = response.headers;
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp, label).toContain("default-src 'none'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("base-uri 'none'");
  expect(csp, label).toContain("form-action 'none'");
  expect(csp, label).not.toMatch(/script-src/);
  expect(headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(headers.get("x-xss-protection"), label).toBe("0");
  expect(headers.get("x-frame-options"), label).toBe("DENY");
  expect(headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(headers.get("strict-transport-security"), label).toBe("max-age=31536000; includeSubDomains");
  expect(headers.get("permissions-policy"), label).toBe("camera=(), geolocation=(), microphone=(), payment=()");
  expect(headers.get("cross-origin-opener-policy"), label).toBe("same-origin");
  expect(headers.get("cross-origin-resource-policy"), label).toBe("same-origin");
}

/** Method and path of every route the app registers, parameters filled with an id that exists nowhere. */
function registeredGetRoutes(): Array<{ key: string; path: string }> {
  const keys = new Set(
    app.routes
      .filter((route) => route.method === "GET" && route.path.startsWith("/api/") && !route.path.endsWith("*"))
      .map((route) => route.path),
  );
  return [...keys]
    .sort()
    .map((path) => ({ key: `GET ${path}`, path: path.replace(/:[A-Za-z]+/g, crypto.randomUUID()) }));
}

describe("security headers on API responses", () => {
  it.each([
    ["a JSON answer", "/api/health", {}],
    ["a 401", "/api/auth/user", {}],
    ["an unknown /api path (404)", "/api/no-such-thing", {}],
    ["a redirect", "/api/login", {}],
    ["the sign-in failure page (HTML)", "/api/callback?code=x&state=y", {}],
  ])("are on %s", async (label, path, init) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { ...init, redirect: "manual" });
    expectSecurityHeaders(response, label);
    await response.body?.cancel();
  });

  it("are on a refused cross-origin request and on a 415", async () => {
    const refused = await SELF.fetch(`${ORIGIN}/api/logout`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
    expectSecurityHeaders(refused, "403");
    const wrongType = await SELF.fetch(`${ORIGIN}/api/waiting-list`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    expect(wrongType.status).toBe(415);
    expectSecurityHeaders(wrongType, "415");
  });

  it("let the sign-in failure page show its own inline styles and nothing else", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/callback`);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("<style>");
    expect(html).not.toContain("<script");
    expect(response.headers.get("content-security-policy")).toContain("style-src 'unsafe-inline'");
  });
});

describe("Cache-Control on API responses", () => {
  let cookies: Record<"broker" | "agent", string>;
  beforeAll(async () => {
    const broker = await createTestUser({ role: "broker", label: "cache-broker" });
    const agent = await createTestUser({ role: "agent", brokerId: broker.id, label: "cache-agent" });
    cookies = { broker: await sessionCookieFor(broker.id), agent: await sessionCookieFor(agent.id) };
  });

  it("is no-store on every GET route a signed-in broker or agent calls, whatever the status", async () => {
    const routes = registeredGetRoutes();
    expect(routes.length).toBeGreaterThan(15);
    for (const { key, path } of routes) {
      for (const [persona, cookie] of Object.entries(cookies)) {
        const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { cookie }, redirect: "manual" });
        const expected = PUBLICLY_CACHEABLE.get(key) ?? "no-store";
        expect(response.headers.get("cache-control"), `${key} as ${persona} (${response.status})`).toBe(expected);
        expectSecurityHeaders(response, `${key} as ${persona}`);
        await response.body?.cancel();
      }
    }
  });

  it("is no-store on a sign-in and on state-changing answers", async () => {
    const login = await SELF.fetch(`${ORIGIN}/api/dev/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ role: "agent" }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(login.headers.get("cache-control")).toBe("no-store");
    await login.body?.cancel();

    const settings = await SELF.fetch(`${ORIGIN}/api/user/settings`, {
      method: "PUT",
      headers: { cookie: cookies.agent, "content-type": "application/json", origin: ORIGIN },
      body: "{}",
    });
    expect(settings.status).toBe(400);
    expect(settings.headers.get("cache-control")).toBe("no-store");
    await settings.body?.cancel();
  });
});
