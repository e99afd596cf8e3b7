// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TeamUsage } from "@domain/usage";
import { clearToasts, fakeApi, json, renderWithProviders } from "@/testing/fake-api";
import { UsageCard } from "./usage-card";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

const AVA = { id: "a1", firstName: "Ava", lastName: "Ito", email: "ava@x.test" };
const USAGE: TeamUsage = {
  month: "2026-11",
  budgetMinutes: 500,
  budgetIsDefault: true,
  usedSeconds: 1500,
  liveCalls: 1,
  agents: [{ agent: AVA, seconds: 1500, calls: 3 }],
  calls: [
    {
      sessionId: "s1",
      agent: AVA,
      channel: "browser",
      startedAt: "2026-11-20T10:00:00.000Z",
      status: "active",
      durationSeconds: null,
      estimatedCostUsd: null,
      leadLatencyMs: null,
      invalidReason: null,
    },
    {
      sessionId: "s2",
      agent: AVA,
      channel: "phone",
      startedAt: "2026-11-19T10:00:00.000Z",
      status: "completed",
      durationSeconds: 185,
      estimatedCostUsd: 0.31,
      leadLatencyMs: 840,
      invalidReason: "2 of your lines were typed, not spoken",
    },
  ],
};

describe("Usage", () => {
  it("shows the month's minutes against the budget, per agent and per call, and saves a new budget", async () => {
    const { calls } = fakeApi({
      "GET /api/broker/usage": () => json(USAGE),
      "PUT /api/broker/usage/budget": (body) =>
        json({
          ...USAGE,
          budgetIsDefault: false,
          budgetMinutes: (body as { monthlyPracticeMinutes: number }).monthlyPracticeMinutes,
        }),
    });
    renderWithProviders(<UsageCard />);
    expect(await screen.findByText("25 of 500 minutes")).toBeTruthy();
    expect(screen.getByText(/1 call is under way/)).toBeTruthy();
    const byAgent = screen.getAllByRole("table")[0]!;
    expect(within(byAgent).getByText("Ava Ito")).toBeTruthy();
    expect(within(byAgent).getByText("25")).toBeTruthy();
    const perCall = screen.getAllByRole("table")[1]!;
    expect(within(perCall).getByText("Under way")).toBeTruthy();
    expect(within(perCall).getByText("3:05")).toBeTruthy();
    expect(within(perCall).getByText("$0.31")).toBeTruthy();
    expect(within(perCall).getByText("0.8 s")).toBeTruthy();
    expect(within(perCall).getByText("Not a valid practice call")).toBeTruthy();

    const field = screen.getByLabelText("Monthly practice minutes for the team");
    await userEvent.clear(field);
    await userEvent.type(field, "-5");
    await userEvent.click(screen.getByRole("button", { name: "Save Minutes" }));
    expect(await screen.findByText("Enter whole minutes from 0 to 100,000")).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, "900");
    await userEvent.click(screen.getByRole("button", { name: "Save Minutes" }));
    expect(await screen.findByText("25 of 900 minutes")).toBeTruthy();
    expect(await screen.findByText("Your team may now practise 900 minutes a month.")).toBeTruthy();
    expect(calls).toContain(`PUT /api/broker/usage/budget ${JSON.stringify({ monthlyPracticeMinutes: 900 })}`);
    expect(calls.filter((call) => call.startsWith("PUT"))).toHaveLength(1);
  });
});
