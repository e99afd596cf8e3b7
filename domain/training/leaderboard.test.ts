import { describe, expect, it } from "vitest";
import { leaderboardSince, rankStandings } from "./leaderboard";

describe("leaderboard periods", () => {
  const wednesday = new Date("2026-11-25T15:30:00Z");
  it("starts the week on Monday and the month on the 1st (UTC); all time has no start", () => {
    expect(leaderboardSince("week", wednesday)).toEqual(new Date("2026-11-23T00:00:00Z"));
    expect(leaderboardSince("week", new Date("2026-11-29T23:59:00Z"))).toEqual(new Date("2026-11-23T00:00:00Z"));
    expect(leaderboardSince("week", new Date("2026-11-23T00:00:00Z"))).toEqual(new Date("2026-11-23T00:00:00Z"));
    expect(leaderboardSince("month", wednesday)).toEqual(new Date("2026-11-01T00:00:00Z"));
    expect(leaderboardSince("all", wednesday)).toBeNull();
  });
});

describe("leaderboard order", () => {
  it("ranks by average score, then passes, then calls; equal standings share a rank; no calls last", () => {
    const ranked = rankStandings([
      { agentId: "d", name: "Dee", averageScore: null, calls: 0, passes: 0 },
      { agentId: "a", name: "Ann", averageScore: 80, calls: 3, passes: 1 },
      { agentId: "b", name: "Bob", averageScore: 90, calls: 1, passes: 0 },
      { agentId: "c", name: "Cal", averageScore: 80, calls: 3, passes: 1 },
      { agentId: "e", name: "Eve", averageScore: 80, calls: 5, passes: 0 },
    ]);
    expect(ranked.map((standing) => [standing.name, standing.rank])).toEqual([
      ["Bob", 1],
      ["Ann", 2],
      ["Cal", 2],
      ["Eve", 4],
      ["Dee", 5],
    ]);
  });
});
