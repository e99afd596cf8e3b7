import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, getJson, HttpError, retryAfterSeconds } from "./api";

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("builds the spec's error text from status and body", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"message":"Email already registered"}', { status: 409 }));
    const error = await apiRequest("POST", "/api/waiting-list", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('409: {"message":"Email already registered"}');
    expect((error as HttpError).serverMessage).toBe("Email already registered");
  });

  it("falls back to the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", async () => new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends credentials and JSON", async () => {
    const fetchSpy = vi.fn(async (..._args: unknown[]) => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    await apiRequest("POST", "/api/dev/login", { role: "agent" });
    const init = fetchSpy.mock.calls[0]![1] as RequestInit;
    expect(init.credentials).toBe("include");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(init.body).toBe('{"role":"agent"}');
  });

  it("turns 401 into an empty result only when asked", async () => {
    vi.stubGlobal("fetch", async () => new Response("Unauthorized", { status: 401 }));
    await expect(getJson("/api/auth/user", { on401: "returnNull" })()).resolves.toBeNull();
    await expect(getJson("/api/auth/user")()).rejects.toThrow("401: Unauthorized");
  });

  it("keeps the server's Retry-After, in seconds or as a date", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"message":"Busy"}', { status: 503, headers: { "Retry-After": "60" } }));
    const error = (await apiRequest("POST", "/api/demo/conversation/start", {}).catch((e: unknown) => e)) as HttpError;
    expect(error.retryAfterSeconds).toBe(60);
    const now = Date.parse("2026-03-01T10:00:00Z");
    expect(retryAfterSeconds("Sun, 01 Mar 2026 10:00:30 GMT", now)).toBe(30);
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
