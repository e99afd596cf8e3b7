// @vitest-environment happy-dom
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "@domain/auth";
import type { AgentAnalytics } from "@domain/practice-sessions";
import type { TeamTrainingRules } from "@domain/settings";
import { SignedInUserContext } from "@/features/auth";
import { deferred, fakeApi, json, renderWithProviders } from "@/testing/fake-api";
import { practiceSessionRow, realCallRecord } from "../testing/practice-sessions";
import { AnalyticsTab } from "./analytics/analytics-tab";
import { MyProgressTab } from "./progress/my-progress-tab";
import { SessionHistoryTab } from "./progress/session-history-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (role: AuthUser["role"]): AuthUser => ({
  id: "u",
  email: "u@x.test",
  firstName: "U",
  lastName: null,
  profileImageUrl: null,
  role,
  isTrainer: "no",
});
const render = (ui: React.ReactNode, role: AuthUser["role"] = "agent") =>
  renderWithProviders(<SignedInUserContext value={user(role)}>{ui}</SignedInUserContext>);
const session = (i: number, score: number | null, duration: number | null) =>
  practiceSessionRow({
    id: `s${i}`,
    status: score === null ? "failed" : "completed",
    aiEvaluationStatus: score === null ? "failed" : "completed",
    score,
    duration,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    scenario: { title: `Scenario ${i}` },
  });
/** The team's training rules as GET /api/agent/training-config answers them. */
const rules = (patch: Partial<TeamTrainingRules>): TeamTrainingRules => ({
  minimumPassingScore: 70,
  defaultSessionDuration: 10,
  enableRealTimeCoaching: true,
  detailedFeedback: true,
  performanceTracking: "all",
  ...patch,
});

const ANALYTICS: AgentAnalytics = {
  period: "weekly",
  periodStart: "2026-01-01T00:00:00.000Z",
  periodEnd: "2026-01-08T00:00:00.000Z",
  averageScore: 70,
  averageDuration: 150,
  averageScores: { tone: 85, pacing: 62, objectionHandling: 45, scriptAdherence: 71, conversionLikelihood: 90 },
  improvement: 4,
  completedSessions: 3,
  totalSessions: 4,
  sessions: [6, 5, 4, 3, 2, 1].map((i) => {
    const { id, status, score, duration, createdAt, scenario } = session(i, i === 6 ? null : 60 + i, 120);
    return { id, status, score, duration, createdAt, scenario };
  }),
  recentSuggestions: ["One", "Two", "Three", "Four", "Five", "Six"],
};

describe("Analytics tab", () => {
  it("shows the weekly figures: overall = rounded mean of the skills, success rate, whole minutes, coloured skills, five of each list", async () => {
    const { calls } = fakeApi({
      "GET /api/analytics/agent?period=weekly": () => json(ANALYTICS),
      "GET /api/agent/training-config": () => json(rules({ minimumPassingScore: 64 })),
    });
    render(<AnalyticsTab />);
    // (85 + 62 + 45 + 71 + 90) / 5 = 70.6 → 71
    expect((await screen.findByTestId("analytics-overall")).textContent).toBe("71");
    expect(screen.getByTestId("analytics-success-rate").textContent).toBe("75%");
    expect(screen.getByText("3 min")).toBeTruthy();
    expect(screen.getByText("85").getAttribute("data-color")).toBe("green");
    expect(screen.getByText("62").getAttribute("data-color")).toBe("yellow");
    expect(screen.getByText("45").getAttribute("data-color")).toBe("red");
    expect(screen.getByText("Five")).toBeTruthy();
    expect(screen.queryByText("Six")).toBeNull();
    const recent = within(screen.getByRole("list", { name: "Recent sessions" }));
    expect(recent.getAllByRole("listitem")).toHaveLength(5);
    // Scores 65, 64, 63, 62 against the team's minimum of 64; the failed session has no score to judge.
    expect(await recent.findAllByText("Passed")).toHaveLength(2);
    expect(recent.getAllByText("Not passed")).toHaveLength(2);
    expect([...calls].sort()).toEqual(["GET /api/agent/training-config", "GET /api/analytics/agent?period=weekly"]);
  });

  it("says so when the analytics cannot be loaded", async () => {
    fakeApi({ "GET /api/analytics/agent?period=weekly": () => json({ message: "boom", code: "internal_error" }, 500) });
    render(<AnalyticsTab />);
    expect(
      await screen.findByText("Failed to load analytics. Please try again.", {}, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 15_000);
});

describe("Session History and My Progress", () => {
  it("shows 'Loading sessions...' and then the latest 10", async () => {
    const answer = deferred<"GET /api/practice_sessions">();
    fakeApi({ "GET /api/practice_sessions": answer.handler });
    render(<SessionHistoryTab />);
    expect(screen.getByText("Loading sessions...")).toBeTruthy();
    answer.resolve(json(Array.from({ length: 12 }, (_, i) => session(12 - i, 70 + i, 60))));
    expect(
      within(await screen.findByRole("list", { name: "Practice sessions" })).getAllByRole("listitem"),
    ).toHaveLength(10);
  });

  it("marks an uploaded real call as one, titled by its file, beside the upload form", async () => {
    const real = practiceSessionRow({
      ...session(2, 58, 240),
      source: "real_call",
      scenario: null,
      realCall: realCallRecord("call-with-sam.mp3"),
    });
    fakeApi({ "GET /api/practice_sessions": () => json([real, { ...session(1, 80, 200), source: "practice" }]) });
    render(<SessionHistoryTab />);
    const [first, second] = within(await screen.findByRole("list", { name: "Practice sessions" })).getAllByRole(
      "listitem",
    );
    expect(within(first!).getByText("Real call: call-with-sam.mp3")).toBeTruthy();
    expect(within(first!).getByText("Real call")).toBeTruthy();
    expect(within(second!).queryByText("Real call")).toBeNull();
    expect(screen.getByRole("heading", { name: "Upload a real call" })).toBeTruthy();
  });

  it("has an empty text for a new agent", async () => {
    fakeApi({ "GET /api/practice_sessions": () => json([]) });
    render(<SessionHistoryTab />);
    expect(await screen.findByText("No practice sessions yet. Start your first simulation!")).toBeTruthy();
  });

  it("is not fetched for another role", async () => {
    const { calls } = fakeApi({ "GET /api/practice_sessions": () => json([]) });
    render(<SessionHistoryTab />, "broker");
    expect(screen.getByText("Loading sessions...")).toBeTruthy();
    // Still nothing once the page has settled (the upload form beside the list lays itself out on the next frame).
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByText("Loading sessions...")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("My Progress: total sessions, best score and practice time in minutes", async () => {
    fakeApi({
      "GET /api/practice_sessions": () => json([session(1, 80, 200), session(2, 91, 130), session(3, null, null)]),
      "GET /api/agent/training-config": () => json(rules({ minimumPassingScore: 85, performanceTracking: "all" })),
    });
    render(<MyProgressTab />);
    expect(screen.getByLabelText("Loading your progress")).toBeTruthy();
    expect(await screen.findByText("91/100")).toBeTruthy();
    expect(screen.getByText("Total sessions").nextSibling?.textContent).toBe("3");
    expect(screen.getByText("6 min")).toBeTruthy();
  });

  it("My Progress leaves out a real call the team does not count, and counts one it does", async () => {
    const realCall = (countsInFigures: boolean) =>
      practiceSessionRow({
        ...session(4, 99, 600),
        source: "real_call",
        realCall: realCallRecord("call-with-sam.mp3"),
        countsInFigures,
      });
    for (const [counts, best, total, minutes] of [
      [false, "91/100", "3", "6 min"],
      [true, "99/100", "4", "16 min"],
    ] as const) {
      fakeApi({
        "GET /api/practice_sessions": () =>
          json([realCall(counts), session(1, 80, 200), session(2, 91, 130), session(3, null, null)]),
        "GET /api/agent/training-config": () => json(rules({ minimumPassingScore: 85, performanceTracking: "all" })),
      });
      render(<MyProgressTab />);
      expect(await screen.findByText(best)).toBeTruthy();
      expect(screen.getByText("Total sessions").nextSibling?.textContent).toBe(total);
      expect(screen.getByText(minutes)).toBeTruthy();
      cleanup();
    }
  });

  it("My Progress counts what the team's performance tracking counts, and says so", async () => {
    const sessions = [session(1, 80, 200), session(2, 91, 130), session(3, null, null)];
    for (const [tracking, title, count] of [
      ["completed", "Completed sessions", "2"],
      ["passing", "Passing sessions", "1"],
    ] as const) {
      fakeApi({
        "GET /api/practice_sessions": () => json(sessions),
        "GET /api/agent/training-config": () => json(rules({ minimumPassingScore: 85, performanceTracking: tracking })),
      });
      render(<MyProgressTab />);
      expect((await screen.findByText(title)).nextSibling?.textContent).toBe(count);
      expect(screen.getByText(/\(set by your broker\)/)).toBeTruthy();
      cleanup();
    }
  });
});
