/**
 * Security headers as a browser meets them on the served production build: static responses get theirs
 * from web/public/_headers (the assets layer), /api from the Worker. And the Content-Security-Policy is
 * exactly wide enough: every page and dashboard runs without a single violation, the voice SDK's
 * self-hosted worklets load, and what the policy is there to stop is stopped.
 */
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { watchViolations } from "./testing/csp";

const HEADERS_FILE = new URL("../web/public/_headers", import.meta.url);
const ASSETS_DIR = new URL("../dist/client/assets/", import.meta.url);

/** The policy as written in _headers, so the test and the file cannot drift apart. */
function declaredStaticCsp(): string {
  const line = readFileSync(HEADERS_FILE, "utf8")
    .split("\n")
    .find((text) => text.trim().startsWith("Content-Security-Policy:"));
  return line!.split("Content-Security-Policy:")[1]!.trim();
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(headers: Record<string, string>, what: string) {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["strict-transport-security"], what).toBe("max-age=31536000; includeSubDomains");
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(headers["permissions-policy"], what).toBeTruthy();
  expect(headers["x-xss-protection"], what).toBe("0");
}

function expectStaticHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expectCommonHeaders(headers, what);
  expect(headers["content-security-policy"], what).toBe(declaredStaticCsp());
  expect(headers["permissions-policy"], what).toBe("camera=(), geolocation=(), payment=(), microphone=(self)");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
}

async function devLogin(page: Page, role: "Agent" | "Broker") {
  await page.goto("/dev");
  await page.getByRole("button", { name: `Login as ${role}` }).click();
  await expect(page).toHaveURL(role === "Agent" ? /\/agent-dashboard$/ : /\/broker-dashboard$/);
}

function workletAsset(prefix: string): string {
  const file = readdirSync(ASSETS_DIR).find((name) => name.startsWith(`${prefix}-`) && name.endsWith(".js"));
  expect(file, `${prefix} in dist/client/assets`).toBeTruthy();
  return `/assets/${file}`;
}

test.describe("static responses (web/public/_headers)", () => {
  test("the policy itself: scripts only from our origin, no plugins, no framing, no foreign base or forms", () => {
    const csp = directives(declaredStaticCsp());
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "wss://api.elevenlabs.io"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https:"]);
  });

  for (const path of [
    "/",
    "/real-estate",
    "/demo",
    "/demo/saas",
    "/agent-dashboard",
    "/broker-dashboard",
    "/dev",
    "/no-such-page",
    "/favicon.svg",
    "/robots.txt",
  ]) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expectStaticHeaders(response, path);
    });
  }

  test("fingerprinted assets carry them too, with a year-long immutable cache", async ({ request }) => {
    for (const path of [
      workletAsset("rawAudioProcessor"),
      workletAsset("audioConcatProcessor"),
      workletAsset("libsamplerate.worklet"),
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain("javascript");
      expect(response.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
      expectStaticHeaders(response, path);
    }
  });
});

test.describe("API responses (worker/http/middleware/security-headers.ts)", () => {
  test("public and signed-in answers carry the API policy, and signed-in ones are never cached", async ({ page }) => {
    const health = await page.request.get("/api/health");
    expectCommonHeaders(health.headers(), "/api/health");
    expect(health.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(health.headers()["cache-control"]).toBe("no-store");

    await devLogin(page, "Broker");
    for (const path of ["/api/auth/user", "/api/broker/agents", "/api/user/settings", "/api/broker/waiting-list.csv"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expectCommonHeaders(response.headers(), path);
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
  });
});

test.describe("the Content-Security-Policy in the browser", () => {
  test("every public page runs without a violation", async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of ["/", "/real-estate", "/insurance", "/saas", "/demo", "/demo/real_estate"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(await violations()).toEqual([]);
  });

  test("the dashboards of an agent and a broker run without a violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await devLogin(page, "Agent");
    await expect(page.getByRole("button", { name: "Start Simulation" })).toBeVisible();
    await page.context().clearCookies();
    await devLogin(page, "Broker");
    const menu = page.getByRole("navigation", { name: "Broker workspace" });
    for (const section of [
      "Dashboard",
      "Training Scenarios",
      "Manage Agents",
      "Analytics",
      "AI Agents",
      "Phone Numbers",
      "Trainers",
      "Settings",
    ]) {
      await menu.getByRole("button", { name: section, exact: true }).click();
      await expect(page.getByRole("region", { name: section, exact: true })).toBeVisible();
    }
    expect(await violations()).toEqual([]);
  });

  test("the voice SDK's worklets load from our origin; the blob:, data: and CDN fallbacks it would use are blocked", async ({
    page,
    browser,
  }) => {
    const violations = await watchViolations(page);
    await page.goto("/");
    const paths = [
      workletAsset("rawAudioProcessor"),
      workletAsset("audioConcatProcessor"),
      workletAsset("libsamplerate.worklet"),
    ];
    const loaded = await page.evaluate(async (urls) => {
      const context = new AudioContext();
      const results: string[] = [];
      for (const url of urls) {
        await context.audioWorklet.addModule(url).then(
          () => results.push(`ok ${url}`),
          (error: Error) => results.push(`failed ${url}: ${error.message}`),
        );
      }
      return results;
    }, paths);
    expect(loaded).toEqual(paths.map((path) => `ok ${path}`));
    expect(await violations()).toEqual([]);

    const fallbacks = (target: Page) =>
      target.evaluate(async () => {
        const context = new AudioContext();
        const source =
          "registerProcessor('inline', class extends AudioWorkletProcessor { process() { return true; } });";
        const blobUrl = URL.createObjectURL(new Blob([source], { type: "application/javascript" }));
        const outcomes: string[] = [];
        for (const url of [blobUrl, `data:application/javascript;base64,${btoa(source)}`]) {
          await context.audioWorklet.addModule(url).then(
            () => outcomes.push("loaded"),
            () => outcomes.push("blocked"),
          );
        }
        return outcomes;
      });
    expect(await fallbacks(page)).toEqual(["blocked", "blocked"]);
    // Control: the same page with its CSP ignored loads them, so it is the policy that blocks them.
    const withoutCsp = await browser.newContext({ bypassCSP: true });
    const uncheckedPage = await withoutCsp.newPage();
    await uncheckedPage.goto(new URL("/", page.url()).href);
    expect(await fallbacks(uncheckedPage)).toEqual(["loaded", "loaded"]);
    await withoutCsp.close();
  });

  test("the practice call's WebSocket and https profile pictures are allowed; other hosts and plain http are not", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto("/");
    await page.evaluate(() => {
      for (const url of ["wss://api.elevenlabs.io/v1/convai/conversation?agent_id=x", "wss://evil.example/socket"]) {
        try {
          new WebSocket(url).close();
        } catch {
          /* a blocked socket may throw; the violation report is what counts */
        }
      }
      for (const src of ["https://lh3.googleusercontent.com/a/picture.png", "http://images.example/picture.png"]) {
        const image = new Image();
        image.src = src;
        document.body.append(image);
      }
    });
    await expect
      .poll(async () => (await violations()).filter((v) => !/Content Security Policy/i.test(v)).sort())
      .toEqual(["connect-src wss://evil.example/socket", "img-src http://images.example/picture.png"]);
  });
});
