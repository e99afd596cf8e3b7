// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, renderWithProviders } from "@/testing/fake-api";
import { LeaderboardPanel } from "./leaderboard-panel";

afterEach(() => vi.unstubAllGlobals());

const standing = (rank: number, name: string, calls: number, passes: number) => ({
  rank,
  agentId: name,
  name,
  averageScore: 80,
  calls,
  passes,
  optedOut: false,
});

describe("the leaderboard", () => {
  it("counts follow their number: one call, one pass; two calls, no passes", async () => {
    fakeApi({
      "GET /api/leaderboard?period=week": () =>
        json({ period: "week", standings: [standing(1, "Ava Ito", 1, 1), standing(2, "Ben Cole", 2, 0)] }),
    });
    renderWithProviders(<LeaderboardPanel />);
    const rows = within(await screen.findByRole("list", { name: "Leaderboard" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("avg 80 · 1 call · 1 pass"),
      expect.stringContaining("avg 80 · 2 calls · 0 passes"),
    ]);
  });
});
