import { afterEach, describe, expect, it, vi } from "vitest";
import { startEarlyRequests } from "./early-request-start";
import { adoptEarlyRequests, EARLY_ANSWER_KEPT_MS, fetchTakingEarlyAnswers, takeEarlyResponse } from "./early-requests";

afterEach(() => {
  vi.unstubAllGlobals();
  adoptEarlyRequests(null);
});

function serve() {
  const asked: { path: string; method: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      asked.push({ path, method: init?.method ?? "GET" });
      return new Response(`answer ${asked.length}`);
    }),
  );
  return asked;
}

describe("early answers", () => {
  it("go only to a plain GET of the same path: a write, or a GET with headers of its own, asks the server", async () => {
    const asked = serve();
    adoptEarlyRequests(startEarlyRequests(["/api/a", "/api/b"]));
    const post = await fetchTakingEarlyAnswers("/api/a", { method: "POST", body: "{}" });
    expect(await post.text()).toBe("answer 3");
    const withHeaders = await fetchTakingEarlyAnswers("/api/b", { method: "GET", headers: { "x-other": "1" } });
    expect(await withHeaders.text()).toBe("answer 4");
    expect(asked.map((request) => request.method)).toEqual(["GET", "GET", "POST", "GET"]);
  });

  it("are left alone once stale: the app asks afresh", () => {
    serve();
    const now = Date.now();
    adoptEarlyRequests(startEarlyRequests(["/api/a"], now));
    expect(takeEarlyResponse("/api/a", { method: "GET" }, now + EARLY_ANSWER_KEPT_MS + 1)).toBeUndefined();
  });
});
