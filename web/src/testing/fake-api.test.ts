/** @file The fake API's own checks: what it answers at run time, and (for typecheck) which fake answers it refuses. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, fakeApi, json, noContent, unanswered } from "./fake-api";

afterEach(() => vi.unstubAllGlobals());

const STATS = { totalAgents: 5, activeSessions: 1, avgScore: 72, completed: 12 };

describe("fakeApi", () => {
  it("answers a route with its fake and anything else with the API's 404", async () => {
    const { calls } = fakeApi({ "GET /api/broker/stats": () => json(STATS, 200) });
    expect(await (await fetch("/api/broker/stats")).json()).toEqual(STATS);
    const missing = await fetch("/api/broker/agents");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Not found", code: "not_found" });
    expect(calls).toEqual(["GET /api/broker/stats", "GET /api/broker/agents"]);
  });

  it("types every fake answer from the API's contract (the @ts-expect-error lines are the test: typecheck runs them)", () => {
    fakeApi({
      "GET /api/broker/stats": () => json(STATS),
      "POST /api/logout": () => noContent(),
      "GET /api/auth/user": () => json({ message: "Unauthorized", code: "not_signed_in" }, 401),
      "GET /api/broker/agents": () => unanswered(),
    });
    const answer = deferred<"GET /api/broker/stats">();
    answer.resolve(json(STATS));
    // @ts-expect-error a field of the wrong type
    answer.resolve(json({ ...STATS, avgScore: "72%" }));
    // @ts-expect-error a field the Worker does not send (a misspelt one: and `completed` is missing)
    answer.resolve(json({ totalAgents: 5, activeSessions: 1, avgScore: 72, complete: 12 }));
    // @ts-expect-error one field too many
    answer.resolve(json({ ...STATS, teamName: "Reyes Realty" }));
    // @ts-expect-error the route answers its stats with a 200, never a 201
    answer.resolve(json(STATS, 201));
    // @ts-expect-error an error answer is the API's error body: `code` is missing
    answer.resolve(json({ message: "Internal Server Error" }, 500));
    // @ts-expect-error an error body is no success
    answer.resolve(json({ message: "Nope", code: "forbidden" }));
    // @ts-expect-error a code the API does not have
    answer.resolve(json({ message: "Nope", code: "nope" }, 403));
    // @ts-expect-error a Response whose body the compiler cannot know
    answer.resolve(new Response("{}"));
    const start = deferred<"POST /api/practice_sessions/p1/call">();
    const byPhone = {
      via: "phone",
      conversationId: "c1",
      limitSeconds: 600,
      expiresAt: "2026-01-05T10:10:00.000Z",
      connectBy: "2026-01-05T10:01:00.000Z",
      phoneNumber: "+15125550147",
      callFrom: "+15125550100",
    } as const;
    start.resolve(json(byPhone, 201));
    // @ts-expect-error a field of the other kind of answer (a call by phone has no signed URL)
    start.resolve(json({ ...byPhone, signedUrl: "ws://x" }, 201));
    // @ts-expect-error a route the API does not have
    fakeApi({ "GET /api/broker/statistics": () => json(STATS) });
  });
});
