// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TeamAgent, TeamAgentDetail } from "@domain/broker";
import { deferred, fakeApi, json, renderWithProviders, type FakeAnswer } from "@/testing/fake-api";
import { ManageAgentsSection } from "./manage-agents-section";

afterEach(() => vi.unstubAllGlobals());

function member(
  id: string,
  firstName: string | null,
  lastName: string | null,
  email: string,
  totalSessions: number,
  averageScore: number | null,
  improvement: number | null,
): TeamAgent {
  return {
    agent: { id, firstName, lastName, email, role: "agent", isTrainer: "no" },
    totalSessions,
    averageScore,
    improvement,
  };
}

const ALEX = member("a1", "Alex", "Chen", "alex.chen@practiceline.dev", 16, 71, 12);
const TEAM = [
  member("p1", "Priya", "Patel", "priya.patel@practiceline.dev", 14, 84, 3),
  ALEX,
  member("s1", "Sam", "Taylor", "sam.taylor@practiceline.dev", 0, null, null),
  member("j1", "Jordan", "Brooks", "jordan.brooks@practiceline.dev", 10, 58, -4),
  member("n1", null, null, "newhire@realty.example", 0, null, null),
];
const NAMES = ["Priya Patel", "Alex Chen", "Sam Taylor", "Jordan Brooks", "newhire@realty.example"];

const ALEX_DETAIL: TeamAgentDetail = {
  agent: {
    id: "a1",
    firstName: "Alex",
    lastName: "Chen",
    email: ALEX.agent.email,
    role: "agent",
    profileImageUrl: null,
    isTrainer: "no",
    createdAt: "2025-01-01T00:00:00.000Z",
  },
  stats: { totalSessions: 16, completedSessions: 14, averageScore: 71, improvement: 12 },
  recentSessions: [
    {
      id: "r1",
      status: "completed",
      score: 82,
      duration: 185,
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
      scenario: { title: "FSBO Homeowner" },
      source: "practice",
    },
    {
      id: "r2",
      status: "failed",
      score: null,
      duration: null,
      createdAt: new Date(Date.now() - 86_400_000).toISOString(),
      scenario: null,
      source: "practice",
    },
  ],
  skillProgress: { tone: 74, pacing: 70, objectionHandling: 61, scriptAdherence: 55, conversionLikelihood: 66 },
};

type TeamAnswer = FakeAnswer<"GET /api/broker/agents">;

function teamApi(agents: () => TeamAnswer | Promise<TeamAnswer> = () => json(TEAM)) {
  return fakeApi({
    "GET /api/broker/agents": agents,
    "GET /api/broker/stats": () => json({ totalAgents: 5, activeSessions: 0, avgScore: 72, completed: 36 }),
    "GET /api/broker/invitations": () => json([]),
    "GET /api/broker/agents/a1": () => json(ALEX_DETAIL),
  });
}

/** The names of the rows shown, top to bottom. */
function shownNames(): string[] {
  return screen
    .queryAllByTestId("agent-row")
    .map((row) => NAMES.find((name) => row.textContent?.includes(name)) ?? "?");
}

const teamMembersToggle = () => screen.getByRole("button", { name: /Team Members/ });

describe("Manage Agents", () => {
  it("shows three placeholder rows while the team loads, then everyone by name with the count", async () => {
    const pending = deferred<"GET /api/broker/agents">();
    teamApi(pending.handler);
    renderWithProviders(<ManageAgentsSection />);
    expect(await screen.findAllByTestId("agent-row-skeleton")).toHaveLength(3);
    pending.resolve(json(TEAM));
    await screen.findAllByTestId("agent-row");
    expect(shownNames()).toEqual(["Alex Chen", "Jordan Brooks", "newhire@realty.example", "Priya Patel", "Sam Taylor"]);
    expect(teamMembersToggle().textContent).toContain("Team Members (5)");
    expect(within(screen.getByRole("group", { name: "Team Size" })).getByText("5")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Active Agents" })).getByText("3")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Team Avg. Score" })).getByText("72%")).toBeTruthy();
  });

  it("searches names and email without regard to case, filters and sorts", async () => {
    const user = userEvent.setup();
    teamApi();
    renderWithProviders(<ManageAgentsSection />);
    await screen.findAllByTestId("agent-row");
    const search = screen.getByLabelText("Search agents");

    await user.type(search, "PATEL");
    expect(shownNames()).toEqual(["Priya Patel"]);
    expect(teamMembersToggle().textContent).toContain("(1)");

    await user.clear(search);
    await user.type(search, "realty.EXAMPLE");
    expect(shownNames()).toEqual(["newhire@realty.example"]);

    await user.clear(search);
    await user.selectOptions(screen.getByLabelText("Filter"), "inactive");
    expect(shownNames()).toEqual(["newhire@realty.example", "Sam Taylor"]);
    await user.selectOptions(screen.getByLabelText("Filter"), "active");
    expect(shownNames()).toEqual(["Alex Chen", "Jordan Brooks", "Priya Patel"]);

    await user.selectOptions(screen.getByLabelText("Sort by"), "score");
    expect(shownNames()).toEqual(["Priya Patel", "Alex Chen", "Jordan Brooks"]);
    await user.selectOptions(screen.getByLabelText("Sort by"), "sessions");
    expect(shownNames()).toEqual(["Alex Chen", "Priya Patel", "Jordan Brooks"]);
    await user.selectOptions(screen.getByLabelText("Filter"), "all");
    await user.selectOptions(screen.getByLabelText("Sort by"), "email");
    expect(shownNames()).toEqual(["Alex Chen", "Jordan Brooks", "newhire@realty.example", "Priya Patel", "Sam Taylor"]);

    await user.type(search, "nobody here");
    expect(shownNames()).toEqual([]);
    expect(screen.getByText("No agents found matching your criteria")).toBeTruthy();
    expect(teamMembersToggle().textContent).toContain("(0)");
  });

  it("expands a row to the member's ID, role, status, sessions, average and improvement", async () => {
    const user = userEvent.setup();
    teamApi();
    renderWithProviders(<ManageAgentsSection />);
    const rows = await screen.findAllByTestId("agent-row");
    const row = (name: string) => rows.find((candidate) => candidate.textContent?.includes(name))!;

    await user.click(within(row("Alex Chen")).getByRole("button", { expanded: false }));
    const alex = row("Alex Chen");
    expect(within(alex).getByText("a1")).toBeTruthy();
    expect(within(alex).getByText("agent")).toBeTruthy();
    expect(within(alex).getByText("Active")).toBeTruthy();
    expect(within(alex).getByText("16")).toBeTruthy();
    expect(within(alex).getByText("+12%")).toBeTruthy();
    expect(within(alex).getByRole("link", { name: "Send Message" }).getAttribute("href")).toBe(
      "mailto:alex.chen@practiceline.dev",
    );

    await user.click(within(row("Sam Taylor")).getByRole("button", { expanded: false }));
    const sam = row("Sam Taylor");
    expect(within(sam).getByText("Inactive")).toBeTruthy();
    expect(within(sam).getByText("N/A")).toBeTruthy();
    expect(within(sam).getByText("No data")).toBeTruthy();

    await user.click(within(row("Jordan Brooks")).getByRole("button", { expanded: false }));
    expect(within(row("Jordan Brooks")).getByText("-4%")).toBeTruthy();
  });

  it("makes an agent a trainer (and back) from their row, and shows it", async () => {
    const user = userEvent.setup();
    let trainer = false;
    const api = fakeApi({
      "GET /api/broker/agents": () =>
        json(
          TEAM.map((item): TeamAgent =>
            item.agent.id === "a1" ? { ...item, agent: { ...item.agent, isTrainer: trainer ? "yes" : "no" } } : item,
          ),
        ),
      "GET /api/broker/stats": () => json({ totalAgents: 5, activeSessions: 0, avgScore: 72, completed: 36 }),
      "GET /api/broker/invitations": () => json([]),
      "PUT /api/broker/agents/a1/trainer": (body) => {
        trainer = (body as { isTrainer: boolean }).isTrainer;
        return json({ agentId: "a1", isTrainer: trainer ? "yes" : "no" });
      },
    });
    renderWithProviders(<ManageAgentsSection />);
    const alex = () => screen.getAllByTestId("agent-row").find((row) => row.textContent?.includes("Alex Chen"))!;
    await screen.findAllByTestId("agent-row");
    await user.click(within(alex()).getByRole("button", { expanded: false }));
    expect(within(alex()).getByText("No")).toBeTruthy();
    await user.click(within(alex()).getByRole("button", { name: "Make Trainer" }));
    expect(await screen.findByText("Trainer added")).toBeTruthy();
    expect(await within(alex()).findByText("Yes: writes team scenarios")).toBeTruthy();
    expect(within(alex()).getByText("Trainer", { exact: true })).toBeTruthy();
    await user.click(within(alex()).getByRole("button", { name: "Remove Trainer" }));
    expect(await within(alex()).findByRole("button", { name: "Make Trainer" })).toBeTruthy();
    expect(api.calls.filter((call) => call.startsWith("PUT"))).toEqual([
      `PUT /api/broker/agents/a1/trainer ${JSON.stringify({ isTrainer: true })}`,
      `PUT /api/broker/agents/a1/trainer ${JSON.stringify({ isTrainer: false })}`,
    ]);
  });

  it("collapses and reopens the Team Members list", async () => {
    const user = userEvent.setup();
    teamApi();
    renderWithProviders(<ManageAgentsSection />);
    await screen.findAllByTestId("agent-row");
    await user.click(teamMembersToggle());
    expect(teamMembersToggle().getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => screen.queryAllByTestId("agent-row").length).toBe(0);
    await user.click(teamMembersToggle());
    expect(await screen.findAllByTestId("agent-row")).toHaveLength(5);
  });

  it("opens the full details with the real figures and goes back to the team", async () => {
    const user = userEvent.setup();
    const api = teamApi();
    renderWithProviders(<ManageAgentsSection />);
    const rows = await screen.findAllByTestId("agent-row");
    const alex = rows.find((row) => row.textContent?.includes("Alex Chen"))!;
    await user.click(within(alex).getByRole("button", { expanded: false }));
    await user.click(within(alex).getByRole("button", { name: "View Full Details" }));

    expect(await screen.findByRole("heading", { name: "Alex Chen" })).toBeTruthy();
    expect(api.calls).toContain("GET /api/broker/agents/a1");
    const card = (label: string) => within(screen.getByRole("group", { name: label }));
    expect(card("Average Score").getByText("71%")).toBeTruthy();
    expect(card("Practice Sessions").getByText("16")).toBeTruthy();
    expect(card("Total Calls").getByText("48")).toBeTruthy();
    expect(card("Conversion Rate").getByText("21%")).toBeTruthy(); // 30% of 71 = 21.3
    expect(screen.getByText("FSBO Homeowner")).toBeTruthy();
    expect(screen.getByText("82%")).toBeTruthy();
    expect(screen.getByText("Custom scenario")).toBeTruthy();
    // The scored call opens its review (whose Back returns to this agent); the failed one has none.
    const reviews = within(screen.getByRole("list", { name: "Recent sessions" })).getAllByRole("link", {
      name: /^Review/,
    });
    expect(reviews.map((link) => link.getAttribute("href"))).toEqual(["/review?session=r1&agent=a1"]);
    const progress = screen.getAllByRole("progressbar").map((bar) => [bar.getAttribute("aria-valuenow")]);
    expect(progress).toEqual([["74"], ["61"], ["55"]]);
    expect(screen.getByText("Call Confidence")).toBeTruthy();
    expect(screen.getByText("Objection Handling")).toBeTruthy();
    expect(screen.getByText("Script Adherence")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: /Back to Team/ }));
    expect(await screen.findAllByTestId("agent-row")).toHaveLength(5);
  });
});
