import type { BrokerStats } from "@domain/broker";
import type { AuthUser } from "@domain/auth";
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import {
  api,
  call,
  callOrNullWhenSignedOut,
  errorCodeOf,
  errorMessage,
  failureMessage,
  httpStatusOf,
  HttpError,
  pathParams,
  retryAfterSeconds,
  send,
  type Result,
} from "./api";

afterEach(() => vi.unstubAllGlobals());

const answer = (body: string, init: ResponseInit) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, init)),
  );

describe("api client", () => {
  it("builds the spec's error text from status and body", async () => {
    answer('{"message":"Email already registered"}', { status: 409 });
    const error = await call(
      api["waiting-list"].$post({ json: { fullName: "A", email: "a@x.test", businessName: "B" } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: '409: {"message":"Email already registered"}',
      serverMessage: "Email already registered",
      status: 409,
    });
  });

  it("falls back to the status text when the body is empty", async () => {
    answer("", { status: 503, statusText: "Service Unavailable" });
    await expect(call(api.broker.stats.$get())).rejects.toThrow("503: Service Unavailable");
    await expect(send(api.logout.$post())).rejects.toThrow("503: Service Unavailable");
  });

  it("sends credentials and JSON to the route's path", async () => {
    const fetchSpy = vi.fn(async (..._args: unknown[]) => new Response('{"role":"agent"}', { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    await call(api.dev.login.$post({ json: { role: "agent" } }));
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/dev/login");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"role":"agent"}' });
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("returns the typed body of a successful answer", async () => {
    answer('{"totalAgents":3}', { status: 200 });
    await expect(call(api.broker.stats.$get())).resolves.toEqual({ totalAgents: 3 });
  });

  it("turns 401 into an empty result only when asked", async () => {
    answer("Unauthorized", { status: 401 });
    await expect(callOrNullWhenSignedOut(api.auth.user.$get())).resolves.toBeNull();
    await expect(call(api.auth.user.$get())).rejects.toThrow("401: Unauthorized");
  });

  it("keeps the server's Retry-After, in seconds or as a date", async () => {
    answer('{"message":"Busy"}', { status: 503, headers: { "Retry-After": "60" } });
    const error = await call(api.demo.conversation.start.$post({ json: { scenarioId: "x" } })).catch((e: unknown) => e);
    expect(error).toMatchObject({ retryAfterSeconds: 60 });
    const now = Date.parse("2026-03-01T10:00:00Z");
    expect(retryAfterSeconds("Sun, 01 Mar 2026 10:00:30 GMT", now)).toBe(30);
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it("finds the status behind an error a feature wrapped in its own message", () => {
    const wrapped = new Error("Failed to fetch broker analytics", { cause: new HttpError(401, "", "Unauthorized") });
    expect(httpStatusOf(wrapped)).toBe(401);
    expect(httpStatusOf(new Error("offline"))).toBeUndefined();
  });

  it("reads the server's error code, also behind a feature's own message, and none from a body not ours", () => {
    const refused = new HttpError(
      409,
      JSON.stringify({ message: "Already registered", code: "duplicate_email" }),
      "Conflict",
    );
    expect(refused.code).toBe("duplicate_email");
    expect(errorCodeOf(new Error("Failed to save", { cause: refused }))).toBe("duplicate_email");
    expect(errorCodeOf(new HttpError(502, "<html>Bad gateway</html>", "Bad Gateway"))).toBeUndefined();
    expect(errorCodeOf(new Error("offline"))).toBeUndefined();
  });

  it("says the server's message of a refusal, else the HTTP line or (answer only) the view's fallback", () => {
    const refused = new HttpError(
      409,
      JSON.stringify({ message: "Already registered", code: "duplicate_email" }),
      "Conflict",
    );
    const proxy = new HttpError(502, "", "Bad Gateway");
    expect(errorMessage(refused, "Try again")).toBe("Already registered");
    expect(errorMessage(proxy, "Try again")).toBe("502: Bad Gateway");
    expect(errorMessage(proxy, "Try again", { answerOnly: true })).toBe("Try again");
    expect(errorMessage(new TypeError("Failed to fetch"), "Try again")).toBe("Try again");
    expect(failureMessage(null, "Try again")).toBeNull();
    expect(failureMessage(refused, "Try again")).toBe("Already registered");
  });

  it("encodes path parameters and refuses an empty one (it would address the collection)", async () => {
    expect(pathParams({ code: "a/b?c" })).toEqual({ code: "a%2Fb%3Fc" });
    expect(() => pathParams({ id: "" })).toThrow("Missing id");
    const fetchSpy = vi.fn(async (..._args: unknown[]) => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    await call(api.invitations[":code"].$get({ param: pathParams({ code: "a/b" }) }));
    expect(fetchSpy.mock.calls[0]![0]).toBe("/api/invitations/a%2Fb");
  });

  it("types each answer by the Worker's route, not by a copy", () => {
    expectTypeOf<Result<typeof api.broker.stats.$get>>().toEqualTypeOf<BrokerStats>();
    expectTypeOf<Result<typeof api.auth.user.$get>>().toEqualTypeOf<AuthUser>();
    expectTypeOf<Result<(typeof api.practice_sessions)[":id"]["$get"]>["createdAt"]>().toEqualTypeOf<string>();
    expectTypeOf<Result<typeof api.config.$get>>().toEqualTypeOf<{ voiceSimulator: boolean }>();
  });
});
