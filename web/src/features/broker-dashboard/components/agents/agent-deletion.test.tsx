// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AgentDeletion, TeamAgent, TeamAgentDetail } from "@domain/broker";
import { clearToasts, fakeApi, json, renderWithProviders, type FakeAnswer } from "@/testing/fake-api";
import { ManageAgentsSection } from "./manage-agents-section";

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearToasts();
});

const member = (id: string, firstName: string, lastName: string, totalSessions: number): TeamAgent => ({
  agent: {
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@realty.example`,
    role: "agent",
    isTrainer: "no",
  },
  totalSessions,
  averageScore: 70,
  improvement: null,
});
const ALEX = member("a1", "Alex", "Chen", 2);
const PRIYA = member("p1", "Priya", "Patel", 3);

const ALEX_DETAIL: TeamAgentDetail = {
  agent: { ...ALEX.agent, profileImageUrl: null, createdAt: "2025-01-01T00:00:00.000Z" },
  stats: { totalSessions: 2, completedSessions: 2, averageScore: 70, improvement: null },
  recentSessions: [],
  skillProgress: { tone: 70, pacing: 70, objectionHandling: 70, scriptAdherence: 70, conversionLikelihood: 70 },
};

const DELETED: AgentDeletion = {
  agentId: "a1",
  deletedPracticeSessions: 2,
  deletedDemoCalls: 0,
  endedLoginSessions: 1,
};

/** The broker API with Alex on the team until a DELETE succeeds. */
function teamApi(onDelete: () => FakeAnswer<"DELETE /api/broker/agents/a1">) {
  let team = [ALEX, PRIYA];
  return fakeApi({
    "GET /api/broker/agents": () => json(team),
    "GET /api/broker/stats": () => json({ totalAgents: team.length, activeSessions: 0, avgScore: 70, completed: 5 }),
    "GET /api/broker/invitations": () => json([]),
    "GET /api/broker/agents/a1": () => json(ALEX_DETAIL),
    "DELETE /api/broker/agents/a1": () => {
      const response = onDelete();
      if (response.ok) team = team.filter((item) => item.agent.id !== "a1");
      return response;
    },
  });
}

async function openAlexDetails(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<ManageAgentsSection />);
  const rows = await screen.findAllByTestId("agent-row");
  const alex = rows.find((row) => row.textContent?.includes("Alex Chen"))!;
  await user.click(within(alex).getByRole("button", { expanded: false }));
  await user.click(within(alex).getByRole("button", { name: "View Full Details" }));
  await screen.findByRole("heading", { name: "Alex Chen" });
}

const shownNames = () =>
  screen
    .queryAllByTestId("agent-row")
    .map((row) => (row.textContent?.includes("Alex Chen") ? "Alex Chen" : "Priya Patel"));

describe("deleting an agent's data from their details", () => {
  it("asks first, naming the agent; Cancel deletes nothing", async () => {
    const user = userEvent.setup();
    const api = teamApi(() => json(DELETED));
    await openAlexDetails(user);

    await user.click(screen.getByRole("button", { name: "Delete agent data" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Alex Chen's data?" });
    expect(dialog.textContent).toContain("alex@realty.example");
    expect(dialog.textContent).toContain("This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.filter((call) => call.startsWith("DELETE"))).toEqual([]);
    expect(screen.getByRole("heading", { name: "Alex Chen" })).toBeTruthy();
  });

  it("on confirmation deletes, says so, and returns to a refreshed team list", async () => {
    const user = userEvent.setup();
    const api = teamApi(() => json(DELETED));
    await openAlexDetails(user);

    await user.click(screen.getByRole("button", { name: "Delete agent data" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Alex Chen's data?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete agent data" }));

    expect(await screen.findByText("Agent data deleted")).toBeTruthy();
    expect(screen.getByText("Alex Chen and their practice data have been deleted.")).toBeTruthy();
    await expect.poll(shownNames).toEqual(["Priya Patel"]);
    expect(within(screen.getByRole("group", { name: "Team Size" })).getByText("1")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    // The deleted agent's details are never asked for again.
    const afterDelete = api.calls.slice(api.calls.indexOf("DELETE /api/broker/agents/a1"));
    expect(afterDelete).not.toContain("GET /api/broker/agents/a1");
    expect(afterDelete).toContain("GET /api/broker/agents");
  });

  it("shows the server's message when the deletion fails, and stays on the agent", async () => {
    const user = userEvent.setup();
    teamApi(() => json({ message: "Agent not found", code: "not_found" }, 404));
    await openAlexDetails(user);

    await user.click(screen.getByRole("button", { name: "Delete agent data" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Alex Chen's data?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete agent data" }));

    expect(await screen.findByText("Agent not found")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    // Still on Alex (behind the open dialog, so hidden from the accessibility tree for now).
    expect(screen.getByRole("heading", { name: "Alex Chen", hidden: true })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Delete agent data" })).toHaveProperty("disabled", false);
  });

  it("works from the keyboard: Enter opens, focus starts on Cancel, Escape closes, Tab and Enter confirm", async () => {
    const user = userEvent.setup();
    const api = teamApi(() => json(DELETED));
    await openAlexDetails(user);

    const open = screen.getByRole("button", { name: "Delete agent data" });
    open.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Delete Alex Chen's data?" });
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cancel"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.filter((call) => call.startsWith("DELETE"))).toEqual([]);

    open.focus();
    await user.keyboard("{Enter}");
    const again = await screen.findByRole("dialog", { name: "Delete Alex Chen's data?" });
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cancel"));
    await user.tab();
    expect(document.activeElement).toBe(within(again).getByRole("button", { name: "Delete agent data" }));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(shownNames()).toEqual(["Priya Patel"]));
    expect(api.calls).toContain("DELETE /api/broker/agents/a1");
  });
});
