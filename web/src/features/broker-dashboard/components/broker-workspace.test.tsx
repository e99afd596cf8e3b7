// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BrokerAnalytics, TeamAgent } from "@domain/broker";
import { fakeApi, json, renderWithProviders, type FakeRoutes } from "@/testing/fake-api";
import { BrokerWorkspace } from "./broker-workspace";

afterEach(() => vi.unstubAllGlobals());

const week = (weekStart: string, sessions: number, averageScore: number | null) => ({
  weekStart,
  sessions,
  averageScore,
});

const ANALYTICS: BrokerAnalytics = {
  tracking: { performanceTracking: "all", minimumPassingScore: 75 },
  overallStats: {
    totalAgents: 4,
    totalSessions: 10,
    averageScore: 68,
    topScenarios: [
      { scenario: { id: "s1", title: "FSBO Homeowner", category: "real_estate", difficulty: "beginner" }, count: 4 },
      { scenario: { id: "s2", title: "Expired Listing", category: "real_estate", difficulty: "advanced" }, count: 1 },
    ],
  },
  teamLeaderboard: [
    {
      agent: { id: "b", firstName: "Ben", lastName: "Cole", email: "ben@x.test", profileImageUrl: null },
      totalSessions: 2,
      averageScore: 90,
      activeSessions: 1,
    },
    {
      agent: { id: "c", firstName: "Cy", lastName: "Diaz", email: "cy@x.test", profileImageUrl: null },
      totalSessions: 0,
      averageScore: null,
      activeSessions: 0,
    },
  ],
  performanceDistribution: { excellent: 1, good: 0, needsImprovement: 0 },
  weeklyTrend: [week("2025-03-03", 3, 66), week("2025-03-10", 1, null)],
};

const EMPTY_ANALYTICS: BrokerAnalytics = {
  tracking: { performanceTracking: "all", minimumPassingScore: 75 },
  overallStats: { totalAgents: 0, totalSessions: 0, averageScore: 0, topScenarios: [] },
  teamLeaderboard: [],
  performanceDistribution: { excellent: 0, good: 0, needsImprovement: 0 },
  weeklyTrend: [week("2025-03-03", 0, null), week("2025-03-10", 0, null)],
};

const AGENTS: TeamAgent[] = [
  {
    agent: { id: "b", firstName: "Ben", lastName: "Cole", email: "ben@x.test", role: "agent", isTrainer: "yes" },
    totalSessions: 2,
    averageScore: 90,
    improvement: 10,
  },
  {
    agent: { id: "c", firstName: "Cy", lastName: "Diaz", email: "cy@x.test", role: "agent", isTrainer: "no" },
    totalSessions: 0,
    averageScore: null,
    improvement: null,
  },
];

function workspaceApi<Route extends string>(overrides: FakeRoutes<Route>) {
  return fakeApi(overrides, {
    defaults: {
      "GET /api/broker/stats": () => json({ totalAgents: 4, activeSessions: 1, avgScore: 68, completed: 9 }),
      "GET /api/broker/activity": () => json([]),
      "GET /api/broker/agents": () => json(AGENTS),
      "GET /api/analytics/broker": () => json(ANALYTICS),
    },
  });
}

const menu = () => within(screen.getByRole("navigation", { name: "Broker workspace" }));
const card = (label: string) => within(screen.getByRole("group", { name: label }));

describe("the broker workspace", () => {
  it("opens on the dashboard with the four stat cards, real top performers and the empty activity text", async () => {
    workspaceApi({});
    renderWithProviders(<BrokerWorkspace />);
    const items = menu()
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(items).toEqual([
      "Dashboard",
      "Training Scenarios",
      "Manage Agents",
      "Analytics",
      "AI Agents",
      "Phone Numbers",
      "Trainers",
      "Settings",
    ]);
    expect(menu().getByRole("button", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(await card("Total Agents").findByText("4")).toBeTruthy();
    expect(card("Active Sessions").getByText("1")).toBeTruthy();
    expect(card("Avg. Score").getByText("68%")).toBeTruthy();
    expect(card("Completed").getByText("9")).toBeTruthy();
    expect(await screen.findByText(/No agent activity yet/)).toBeTruthy();
    expect(await screen.findByText("Ben Cole")).toBeTruthy();
    expect(screen.queryByText("Cy Diaz")).toBeNull();
  });

  it("shows team analytics: four cards, members with their calls in progress and N/A, scaled scenario bars, buckets", async () => {
    const user = userEvent.setup();
    workspaceApi({});
    renderWithProviders(<BrokerWorkspace />);
    await user.click(menu().getByRole("button", { name: "Analytics" }));
    expect(await screen.findByRole("heading", { name: "Team Analytics Overview" })).toBeTruthy();
    // The section loads when opened, then its figures: the cards appear once both have come.
    expect(await within(await screen.findByRole("group", { name: "Total Agents" })).findByText("4")).toBeTruthy();
    expect(card("Total Sessions").getByText("10")).toBeTruthy();
    expect(card("Team Average").getByText("68%")).toBeTruthy();
    expect(card("Sessions/Agent").getByText("3")).toBeTruthy(); // 10 / 4 = 2.5 → 3

    const members = within(screen.getByRole("list", { name: "Team members" })).getAllByRole("listitem");
    expect(members.map((member) => member.textContent)).toEqual([
      expect.stringMatching(/Ben Cole.*2 sessions · 1 Active Session.*90%/),
      expect.stringMatching(/Cy Diaz.*0 sessions · 0 Active Sessions.*N\/A/),
    ]);
    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("aria-valuenow"))).toEqual(["100", "25"]);
    expect(screen.getByText("4 sessions")).toBeTruthy();
    expect(screen.getByRole("img", { name: /Excellent 1, Good 0, Needs Improvement 0/ })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Team practice per week" })).toBeTruthy();
  });

  it("counts what the team's performance tracking counts, and names it", async () => {
    const user = userEvent.setup();
    workspaceApi({
      "GET /api/analytics/broker": () =>
        json({ ...ANALYTICS, tracking: { performanceTracking: "passing", minimumPassingScore: 80 } }),
    });
    renderWithProviders(<BrokerWorkspace />);
    await user.click(menu().getByRole("button", { name: "Analytics" }));
    expect(await within(await screen.findByRole("group", { name: "Passing Sessions" })).findByText("10")).toBeTruthy();
    expect(card("Passing Sessions").getByText("Calls scoring 80 or more (Performance Tracking)")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Total Sessions" })).toBeNull();
    const members = within(screen.getByRole("list", { name: "Team members" })).getAllByRole("listitem");
    expect(members[0]!.textContent).toMatch(/2 passing sessions · 1 Active Session/);
  });

  it("shows the analytics empty texts for a team with nothing yet", async () => {
    const user = userEvent.setup();
    workspaceApi({ "GET /api/analytics/broker": () => json(EMPTY_ANALYTICS) });
    renderWithProviders(<BrokerWorkspace />);
    await user.click(menu().getByRole("button", { name: "Analytics" }));
    expect(await screen.findByText("No team members found.")).toBeTruthy();
    expect(screen.getByText("No scenario data available yet.")).toBeTruthy();
    expect(screen.getByText("No performance data available yet.")).toBeTruthy();
    expect(card("Sessions/Agent").getByText("0")).toBeTruthy();
  });

  it("says analytics failed to load when the call fails", async () => {
    const user = userEvent.setup();
    workspaceApi({ "GET /api/analytics/broker": () => json({ message: "boom", code: "internal_error" }, 500) });
    renderWithProviders(<BrokerWorkspace />);
    await user.click(menu().getByRole("button", { name: "Analytics" }));
    expect(await screen.findByText("Failed to load analytics. Please try again.", {}, { timeout: 4000 })).toBeTruthy();
  });

  it("lists the team's trainers, naming team training above them, and the AI personalities with their voices' names", async () => {
    const user = userEvent.setup();
    workspaceApi({});
    renderWithProviders(<BrokerWorkspace />);
    await user.click(menu().getByRole("button", { name: "Trainers" }));
    expect(await screen.findByRole("heading", { name: "Ben Cole" })).toBeTruthy();
    expect(screen.getByText(/Team training, above, is where you assign practice/)).toBeTruthy();
    expect(screen.queryByText("Cy Diaz")).toBeNull();
    await user.click(menu().getByRole("button", { name: "AI Agents" }));
    for (const [name, voice] of [
      ["Friendly Customer", "Rachel"],
      ["Skeptical Homeowner", "Adam"],
      ["Interested Seller", "Bella"],
    ] as const) {
      const heading = await screen.findByRole("heading", { name });
      expect(heading.parentElement!.textContent).toContain(`Voice: ${voice}`);
    }
    expect(screen.queryByText(/21m00Tcm4TlvDq8ikWAM/)).toBeNull();
  });

  it("leads from the dashboard's Team training heading to team training", async () => {
    const user = userEvent.setup();
    workspaceApi({});
    renderWithProviders(<BrokerWorkspace />);
    expect(await screen.findByRole("heading", { name: "Team training", level: 2 })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Open team training" }));
    expect(menu().getByRole("button", { name: "Trainers" }).getAttribute("aria-current")).toBe("page");
  });

  it("Training Scenarios lists PracticeLine's scenarios and the team's, with the way to write one", async () => {
    const user = userEvent.setup();
    const base = {
      vertical: "real_estate",
      difficulty: "beginner",
      sessions: 2,
      updatedAt: "2025-01-01T00:00:00.000Z",
    } as const;
    workspaceApi({
      "GET /api/team/scenarios": () =>
        json([
          { ...base, id: "t1", name: "Duplex Landlord", source: "team", status: "draft", author: "Tess Trainer" },
          {
            ...base,
            id: "p1",
            name: "Circle Prospecting",
            source: "practiceline",
            status: "published",
            author: null,
            sessions: 1,
          },
        ]),
    });
    renderWithProviders(<BrokerWorkspace />);
    await user.click(menu().getByRole("button", { name: "Training Scenarios" }));
    const team = within(await screen.findByRole("table", { name: "Your team's scenarios" }));
    expect(team.getByRole("link", { name: "Duplex Landlord" }).getAttribute("href")).toBe("/scenario-builder?id=t1");
    expect(team.getByText("Draft")).toBeTruthy();
    expect(team.getByText("Tess Trainer")).toBeTruthy();
    expect(team.getByText("2 sessions")).toBeTruthy();
    const ours = within(screen.getByRole("table", { name: "PracticeLine scenarios" }));
    expect(ours.getByText("Circle Prospecting")).toBeTruthy();
    expect(ours.getByText("1 session")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Write a scenario" }).getAttribute("href")).toBe("/scenario-builder");
    expect(screen.queryByText(/demo_scenarios/)).toBeNull();
  });
});
