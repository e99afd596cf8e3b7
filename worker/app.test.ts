import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { API_ERROR_CODES } from "../domain/api-errors";
import { sessionCookieName } from "./auth/cookies";
import { setCookies } from "./auth/testing/cookies";

const BASE = "http://localhost:8787";
const BROWSER = { "content-type": "application/json", origin: BASE, "sec-fetch-site": "same-origin" };

async function signedInAs(role: "agent" | "broker"): Promise<Record<string, string>> {
  const login = await SELF.fetch(`${BASE}/api/dev/login`, {
    method: "POST",
    headers: BROWSER,
    body: JSON.stringify({ role }),
  });
  return { ...BROWSER, cookie: `${sessionCookieName(env)}=${setCookies(login).get(sessionCookieName(env))}` };
}

/** One refusal of each kind the app answers, by each place that answers one: a request and the code it earns. */
async function refusals(): Promise<{ what: string; status: number; code: string; response: Response }[]> {
  const agent = await signedInAs("agent");
  const email = `coded-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const signUp = {
    method: "POST",
    headers: BROWSER,
    body: JSON.stringify({ fullName: "Dana Coded", email, businessName: "Coded Realty" }),
  };
  await SELF.fetch(`${BASE}/api/waiting-list`, signUp);
  const cases: [string, number, string, Promise<Response>][] = [
    [
      "the validation hook",
      400,
      "validation_failed",
      SELF.fetch(`${BASE}/api/waiting-list`, { method: "POST", headers: BROWSER, body: "{}" }),
    ],
    [
      "malformed JSON",
      400,
      "malformed_request",
      SELF.fetch(`${BASE}/api/waiting-list`, { method: "POST", headers: BROWSER, body: "{" }),
    ],
    ["a signed-out read", 401, "not_signed_in", SELF.fetch(`${BASE}/api/broker/stats`)],
    [
      "a signed-out write",
      401,
      "not_signed_in",
      SELF.fetch(`${BASE}/api/broker/invitations`, { method: "POST", headers: BROWSER, body: "{}" }),
    ],
    [
      "a webhook without its signature",
      401,
      "invalid_credentials",
      SELF.fetch(`${BASE}/api/webhooks/elevenlabs/post-call`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    ],
    ["another role's read", 403, "forbidden", SELF.fetch(`${BASE}/api/broker/stats`, { headers: agent })],
    [
      "a cross-origin write",
      403,
      "forbidden",
      SELF.fetch(`${BASE}/api/waiting-list`, {
        method: "POST",
        headers: { ...BROWSER, origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
        body: "{}",
      }),
    ],
    ["an unknown path", 404, "not_found", SELF.fetch(`${BASE}/api/no-such-thing`)],
    [
      "an unknown record",
      404,
      "not_found",
      SELF.fetch(`${BASE}/api/practice_sessions/${crypto.randomUUID()}`, { headers: agent }),
    ],
    ["a duplicate sign-up", 409, "duplicate_email", SELF.fetch(`${BASE}/api/waiting-list`, signUp)],
    [
      "an oversized body",
      413,
      "payload_too_large",
      SELF.fetch(`${BASE}/api/health`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "x".repeat(1024 * 1024 + 10),
      }),
    ],
    [
      "a body that is not JSON",
      415,
      "unsupported_media_type",
      SELF.fetch(`${BASE}/api/health`, { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" }),
    ],
  ];
  return Promise.all(
    cases.map(async ([what, status, code, response]) => ({ what, status, code, response: await response })),
  );
}

describe("API error contract", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await SELF.fetch(`${BASE}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ message: "Not found", code: "not_found" });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await SELF.fetch(`${BASE}/api/health`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: "Content-Type must be application/json",
      code: "unsupported_media_type",
    });
  });

  it("refuses a form post with 415", async () => {
    const response = await SELF.fetch(`${BASE}/api/health`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(response.status).toBe(415);
  });

  it("refuses an oversized body with 413", async () => {
    const response = await SELF.fetch(`${BASE}/api/health`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ blob: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body too large", code: "payload_too_large" });
  });

  it("gives every refusal, whoever answers it, a code from the contract's closed set beside its message", async () => {
    for (const { what, status, code, response } of await refusals()) {
      expect(response.status, what).toBe(status);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.code, what).toBe(code);
      expect(API_ERROR_CODES, what).toContain(body.code);
      expect(typeof body.message, what).toBe("string");
      expect(
        Object.keys(body).filter((key) => !["message", "code", "issues"].includes(key)),
        what,
      ).toEqual([]);
    }
  });

  it("sets security headers on API responses", async () => {
    const response = await SELF.fetch(`${BASE}/api/no-such-thing`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });
});
