// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TeamAgent } from "@domain/broker";
import type { AgentScenario } from "@domain/practice-sessions";
import type { AssignmentStatus } from "@domain/training/assignment-status";
import type { AssignmentSummary, CompletionMatrix, SkillGapSuggestion } from "@domain/training/views";
import { clearToasts, fakeApi, json, renderWithProviders, type FakeRoutes } from "@/testing/fake-api";
import { TeamTrainingSection } from "./team-training-section";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

const summary = (id: string, title: string): AssignmentSummary => ({
  id,
  title,
  scenario: { id: "s1", title: "FSBO Homeowner" },
  customPrompt: null,
  vertical: "real_estate",
  wholeTeam: true,
  dueAt: "2026-11-20T17:00:00.000Z",
  minScore: 75,
  attemptLimit: null,
  cancelledAt: null,
});
const cell = (
  assignmentId: string,
  agentId: string,
  status: AssignmentStatus,
  bestScore: number | null,
  attemptsUsed: number,
) => ({ assignmentId, agentId, status, bestScore, attemptsUsed, passedAt: null });
const MATRIX: CompletionMatrix = {
  assignments: [summary("x1", "Cold open"), summary("x2", "Objections")],
  agents: [
    {
      id: "a1",
      name: "Ava Ito",
      email: "ava@x.test",
      certificates: [{ vertical: "saas", period: "2026-10", earnedAt: "2026-10-20T10:00:00.000Z" }],
    },
    { id: "a2", name: "Ben Cole", email: "ben@x.test", certificates: [] },
  ],
  cells: [
    cell("x1", "a1", "passed", 88, 1),
    cell("x1", "a2", "overdue", null, 0),
    cell("x2", "a1", "in_progress", 60, 1),
    cell("x2", "a2", "passed", 90, 2),
  ],
};
const AGENTS: TeamAgent[] = [
  {
    agent: { id: "a1", firstName: "Ava", lastName: "Ito", email: "ava@x.test", role: "agent", isTrainer: "no" },
    totalSessions: 1,
    averageScore: 88,
    improvement: null,
  },
];

const SCENARIOS: AgentScenario[] = [
  {
    id: "s1",
    title: "FSBO Homeowner",
    category: "real_estate",
    description: "",
    scriptIntro: "Hello?",
    source: "practiceline",
  },
];
const SKILL_GAPS: SkillGapSuggestion[] = [
  {
    agent: { id: "a2", name: "Ben Cole" },
    skill: "objectionHandling",
    average: 41,
    calls: 4,
    scenario: { id: "s1", title: "FSBO Homeowner" },
  },
];

function renderSection<Route extends string>(routes: FakeRoutes<Route>) {
  const api = fakeApi(routes, {
    defaults: {
      "GET /api/broker/assignments/matrix": () => json(MATRIX),
      "GET /api/broker/training/scenarios": () => json(SCENARIOS),
      "GET /api/broker/agents": () => json(AGENTS),
      "GET /api/broker/training/skill-gaps": () => json(SKILL_GAPS),
      "GET /api/leaderboard?period=week": () =>
        json({
          period: "week",
          standings: [
            { rank: 1, agentId: "a1", name: "Ava Ito", averageScore: 88, calls: 1, passes: 1, optedOut: false },
          ],
        }),
    },
  });
  renderWithProviders(<TeamTrainingSection />);
  return api;
}

describe("team training for the broker", () => {
  it("shows status and best score per agent and assignment, certificates, and filters to what is overdue", async () => {
    renderSection({});
    const table = await screen.findByRole("table", { name: "Assignment status per agent" });
    const rowOf = (name: string) => within(table).getByRole("row", { name: new RegExp(name) });
    expect(rowOf("Ava Ito").textContent).toContain("Passed88 · 1 attempt");
    expect(rowOf("Ava Ito").textContent).toContain("Certified: SaaS & B2B · October 2026");
    expect(rowOf("Ben Cole").textContent).toContain("Overdue— · 0 attempts");
    await userEvent.click(screen.getByLabelText("Overdue only"));
    expect(within(table).queryByRole("columnheader", { name: /Objections/ })).toBeNull();
    expect(within(table).queryByRole("row", { name: /Ava Ito/ })).toBeNull();
    expect(rowOf("Ben Cole").textContent).toContain("Overdue");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/broker/assignments/matrix.csv",
    );
  });

  it("a suggestion becomes an assignment for that agent in one click", async () => {
    const { calls } = renderSection({
      "POST /api/broker/assignments": () => json({ id: "x3", minScore: 75, vertical: "real_estate" }, 201),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Assign FSBO Homeowner to Ben Cole" }));
    const posted = calls.find((call) => call.startsWith("POST /api/broker/assignments"))!;
    expect(JSON.parse(posted.slice("POST /api/broker/assignments ".length))).toMatchObject({
      title: "Objection handling: FSBO Homeowner",
      scenarioId: "s1",
      wholeTeam: false,
      agentIds: ["a2"],
    });
  });

  it("the form shows the server's field messages when it refuses", async () => {
    renderSection({
      "POST /api/broker/assignments": () =>
        json(
          {
            message: "Invalid input",
            code: "validation_failed",
            issues: [{ path: "title", message: "Give the assignment a title" }],
          },
          400,
        ),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Assign" }));
    expect(await screen.findByText("Give the assignment a title")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Invalid input");
  });
});
