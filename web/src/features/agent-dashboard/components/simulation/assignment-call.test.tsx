// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "@domain/auth";
import type { PracticeCallStart } from "@domain/practice-calls";
import type { AgentAssignments } from "@domain/training/views";
import { SignedInUserContext } from "@/features/auth";
import { clearToasts, fakeApi, json, renderWithProviders, type FakeRoutes } from "@/testing/fake-api";
import { browserCallStart } from "../../testing/practice-calls";
import { practiceSession } from "../../testing/practice-sessions";
import { CallSimulationTab } from "./call-simulation-tab";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

/** The voice client, as far as this page uses it (the real one runs in the e2e tests against the simulator). */
vi.mock("@elevenlabs/client", () => ({
  Conversation: {
    async startSession(options: { onMessage(message: { message: string; role: "user" | "agent" }): void }) {
      options.onMessage({ message: "Hello?", role: "agent" });
      return { sendUserMessage: () => {}, setMicMuted: () => {}, endSession: async () => {} };
    },
  },
}));

function grantMicrophone() {
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [] }) },
  });
}

const AGENT: AuthUser = {
  id: "a1",
  email: "alex@x.test",
  firstName: "Alex",
  lastName: "Chen",
  profileImageUrl: null,
  role: "agent",
  isTrainer: "no",
};
const assignment = (
  id: string,
  title: string,
  extra: Partial<AgentAssignments["assignments"][number]> = {},
): AgentAssignments["assignments"][number] => ({
  id,
  title,
  scenario: { id: "s1", title: "FSBO Homeowner" },
  customPrompt: null,
  vertical: "real_estate",
  wholeTeam: false,
  dueAt: "2026-12-01T17:00:00.000Z",
  minScore: 80,
  attemptLimit: 2,
  cancelledAt: null,
  status: "not_started",
  bestScore: null,
  attemptsUsed: 0,
  passedAt: null,
  ...extra,
});
const session = practiceSession({ createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
const callStart = browserCallStart();

function renderTab<Route extends string>(routes: FakeRoutes<Route>) {
  const api = fakeApi(routes, {
    defaults: {
      "GET /api/agent/training-options": () => json({ phoneNumbers: [], aiAgents: [] }),
      "GET /api/agent/scenarios": () => json([]),
      "GET /api/practice_sessions": () => json([]),
      "GET /api/leaderboard?period=week": () => json({ period: "week", standings: [] }),
    },
  });
  renderWithProviders(
    <SignedInUserContext value={AGENT}>
      <CallSimulationTab />
    </SignedInUserContext>,
  );
  return api;
}

describe("Assigned to you", () => {
  it("lists the assignments by due date with their state; a used-up one cannot be started", async () => {
    renderTab({
      "GET /api/agent/assignments": () =>
        json({
          assignments: [
            assignment("x1", "Cold open"),
            assignment("x2", "Objections", { status: "failed", attemptsUsed: 2, bestScore: 70 }),
          ],
          certificates: [{ vertical: "insurance", period: "2026-11", earnedAt: "2026-11-20T10:00:00.000Z" }],
        }),
    });
    const list = await screen.findByRole("list", { name: "Assignments" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Cold open"),
      expect.stringContaining("Objections"),
    ]);
    expect(items[1]!.textContent).toContain("Failed");
    expect(items[1]!.textContent).toContain("attempts 2/2");
    expect(
      (screen.getByRole("button", { name: "Start practice call: Objections" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText("Certified: Insurance · November 2026")).toBeTruthy();
  });

  it("says so when nothing is assigned", async () => {
    renderTab({ "GET /api/agent/assignments": () => json({ assignments: [], certificates: [] }) });
    expect(await screen.findByText("Nothing is assigned to you right now.")).toBeTruthy();
  });

  it("one click starts a browser call set up for the assignment; the results card says whether it passed", async () => {
    const scored = practiceSession({
      ...session,
      status: "completed",
      aiEvaluationStatus: "completed",
      score: 76,
      scores: { tone: 80, pacing: 70, objectionHandling: 75, scriptAdherence: 78, conversionLikelihood: 77 },
    });
    const { calls } = renderTab({
      "GET /api/agent/assignments": () => json({ assignments: [assignment("x1", "Cold open")], certificates: [] }),
      "GET /api/config": () => json({ voiceSimulator: true }),
      "POST /api/agent/assignments/x1/practice_sessions": () => json(session, 201),
      "POST /api/practice_sessions/p1/call": () => json(callStart, 201),
      "PUT /api/practice_sessions/p1": () => json({ ...session, status: "active" }),
      "POST /api/practice_sessions/p1/complete": () => json({ ...session, status: "completed" }),
      "GET /api/practice_sessions/p1": () => json(scored),
    });
    grantMicrophone();
    await userEvent.click(await screen.findByRole("button", { name: "Start practice call: Cold open" }));
    expect(await screen.findByRole("heading", { name: "Call in progress" })).toBeTruthy();
    expect(calls).toContain(`POST /api/agent/assignments/x1/practice_sessions ${JSON.stringify({ via: "browser" })}`);
    expect(calls).toContain(`POST /api/practice_sessions/p1/call ${JSON.stringify({ via: "browser" })}`);
    await userEvent.click(screen.getByRole("button", { name: "End Call" }));
    expect((await screen.findByTestId("assignment-verdict", {}, { timeout: 6000 })).textContent).toBe(
      "Did not pass the assignment “Cold open” (pass at 80).",
    );
  }, 15_000);

  it("an attempt can be made by phone: the call starts by phone and says which line to dial from the verified number", async () => {
    const phoneStart: PracticeCallStart = {
      via: "phone",
      conversationId: "c1",
      limitSeconds: 600,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      connectBy: new Date(Date.now() + 60_000).toISOString(),
      phoneNumber: "+15125550147",
      callFrom: "+15125550100",
    };
    const { calls } = renderTab({
      "GET /api/agent/assignments": () => json({ assignments: [assignment("x1", "Cold open")], certificates: [] }),
      "GET /api/agent/phone-number": () =>
        json({ phoneNumber: "+15125550100", verifiedAt: "2026-11-01T10:00:00.000Z" }),
      "POST /api/agent/assignments/x1/practice_sessions": () => json(session, 201),
      "POST /api/practice_sessions/p1/call": () => json(phoneStart, 201),
      "GET /api/practice_sessions/p1": () => json({ ...session, conversationId: "c1" }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Call by phone: Cold open" }));
    expect((await screen.findByText("(512)-555-0147")).tagName).toBe("STRONG");
    expect(calls).toContain(`POST /api/agent/assignments/x1/practice_sessions ${JSON.stringify({ via: "phone" })}`);
    expect(calls).toContain(`POST /api/practice_sessions/p1/call ${JSON.stringify({ via: "phone" })}`);
  });

  it("by phone without a verified number: asks for the number first and starts no attempt", async () => {
    const { calls } = renderTab({
      "GET /api/agent/assignments": () => json({ assignments: [assignment("x1", "Cold open")], certificates: [] }),
      "GET /api/agent/phone-number": () => json(null),
      "GET /api/config": () => json({ voiceSimulator: true }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Call by phone: Cold open" }));
    expect(await screen.findByText("Confirm the number you will call from first.")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Verify my phone number" })).toBeTruthy();
    expect(calls.filter((line) => line.startsWith("POST"))).toEqual([]);
  });

  it("a refused attempt shows the server's reason", async () => {
    renderTab({
      "GET /api/agent/assignments": () => json({ assignments: [assignment("x1", "Cold open")], certificates: [] }),
      "POST /api/agent/assignments/x1/practice_sessions": () =>
        json({ message: "No attempts left for this assignment", code: "conflict" }, 409),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Start practice call: Cold open" }));
    expect(await screen.findByText("No attempts left for this assignment")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Call in progress" })).toBeNull();
  });
});
