import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const BASE = "http://localhost:8787";

describe("API error contract", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await SELF.fetch(`${BASE}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await SELF.fetch(`${BASE}/api/health`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: "Content-Type must be application/json" });
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
    expect(await response.json()).toEqual({ message: "Request body too large" });
  });

  it("sets security headers on API responses", async () => {
    const response = await SELF.fetch(`${BASE}/api/no-such-thing`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });
});
