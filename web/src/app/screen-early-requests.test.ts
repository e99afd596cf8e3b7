// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "@domain/signed-in-hint";
import { getCallReview } from "@/features/call-review/api/get-call-review";
import { getCurrentUser } from "@/features/auth/api/get-current-user";
import { adoptEarlyRequests } from "@/lib/early-requests";
import { startScreenRequests } from "./screen-early-requests";

const SESSION = "0b7f4a52-52a4-4e1c-9d4f-3d1e2f8f0a11";
const USER = { id: "u1", email: "ana@example.com", role: "agent" };
const REVIEW = { id: SESSION, scenarioName: "Absentee Landlord" };

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      asked.push(input);
      return Response.json(input === "/api/auth/user" ? USER : REVIEW);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
  adoptEarlyRequests(null);
});

describe("a screen's first requests, started before its code arrives", () => {
  it("ask nothing for a visitor without the signed-in hint", () => {
    expect(startScreenRequests({ pathname: "/review", search: `?session=${SESSION}` })).toBeNull();
    expect(asked).toEqual([]);
  });

  it("ask who is signed in and the review's call; the typed client then takes those answers instead of asking again", async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    adoptEarlyRequests(startScreenRequests({ pathname: "/review", search: `?session=${SESSION}` }));
    expect(asked).toEqual(["/api/auth/user", `/api/call-reviews/${SESSION}`]);

    expect(await getCallReview(SESSION)).toEqual(REVIEW);
    expect(await getCurrentUser()).toEqual(USER);
    expect(asked).toHaveLength(2);
    // An answer is given once: the next ask (a refetch after a change) goes to the server.
    await getCallReview(SESSION);
    expect(asked).toEqual(["/api/auth/user", `/api/call-reviews/${SESSION}`, `/api/call-reviews/${SESSION}`]);
  });

  it("ask only who is signed in on another screen, or for a review without a well-formed call", () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    startScreenRequests({ pathname: "/agent-dashboard", search: "" });
    startScreenRequests({ pathname: "/review", search: "?session=not-a-call" });
    expect(asked).toEqual(["/api/auth/user", "/api/auth/user"]);
  });
});
