// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_RECORDING_KEPT_MESSAGE, type CallReview, type TimelineMoment } from "@domain/call-review";
import { fakeApi, json, renderWithProviders } from "@/testing/fake-api";
import { practiceSession } from "../../testing/practice-sessions";
import { TRAINING_OPTIONS } from "../../testing/training-options";
import { RetryCard } from "./retry-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OBJECTION: TimelineMoment = {
  kind: "objection",
  speaker: "customer",
  time: 14,
  quote: "But I already have an agent I trust.",
  objections: ["incumbent"],
  response: null,
  verdict: "missed",
};
/** The call a retry repeats, as GET /api/call-reviews/{id} answers it to its agent. */
const SOURCE: CallReview = {
  id: "real-1",
  source: "practice",
  realCall: null,
  realCallComparison: null,
  viewer: "agent",
  title: "Real call: call.vtt",
  agentName: null,
  createdAt: "2026-03-01T09:00:00.000Z",
  durationSeconds: 95,
  score: 52,
  scores: null,
  leadSentiment: null,
  transcript: [],
  analysis: { timeline: [OBJECTION], explanations: null, overallBound: null, temperature: [] },
  analysisSource: "stored",
  scoredBy: null,
  audio: { available: false, reason: NO_RECORDING_KEPT_MESSAGE },
  notes: [],
  retryOf: null,
  canRetry: true,
  canPractiseCall: false,
  canAnnotate: false,
  analyser: { score: 52, scores: null },
  corrections: [],
  flags: [],
  criteria: null,
  detail: "full",
  nextFocus: null,
  passed: false,
  canCorrect: false,
  canFlag: true,
};
const REAL_SOURCE: CallReview = {
  ...SOURCE,
  realCall: { fileName: "call.vtt", consentText: "…", consentedAt: "2026-03-01T09:00:00.000Z", redacted: {} },
  canPractiseCall: true,
};
const SESSION = practiceSession();

function renderCard(source: CallReview) {
  const onCreated = vi.fn(async () => {});
  const api = fakeApi({
    "GET /api/call-reviews/real-1": () => json(source),
    "GET /api/agent/training-options": () => json(TRAINING_OPTIONS),
    "POST /api/practice_sessions/real-1/retries": () => json(SESSION, 201),
  });
  renderWithProviders(
    <RetryCard request={{ sessionId: "real-1", momentTime: 14 }} onCreated={onCreated} onCancel={() => {}} />,
  );
  return { ...api, onCreated };
}

const retries = (calls: string[]) => calls.filter((call) => call.startsWith("POST"));

describe("Practise this moment again, on a real call", () => {
  it("asks for a line and a personality (a real call had neither), then opens with the objection", async () => {
    const { calls, onCreated } = renderCard(REAL_SOURCE);
    expect(await screen.findByText("“But I already have an agent I trust.”")).toBeTruthy();
    expect(screen.getByText(/The lead drafted from/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Start the retry" }));
    expect(screen.getByRole("alert").textContent).toBe("Choose a training line and an AI personality.");
    expect(retries(calls)).toEqual([]);

    await userEvent.selectOptions(
      screen.getByLabelText("Training line"),
      await screen.findByRole("option", { name: "Training Line 1 (+15125550147)" }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText("AI personality"),
      await screen.findByRole("option", { name: "Skeptical Homeowner" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Start the retry" }));
    expect(retries(calls)).toEqual([
      `POST /api/practice_sessions/real-1/retries ${JSON.stringify({ momentTime: 14, phoneNumberId: "line-1", aiAgentId: "skeptical-homeowner" })}`,
    ]);
    expect(onCreated).toHaveBeenCalledWith(SESSION, "browser");
  });

  it("keeps a practice call's own setup: no line or personality to choose", async () => {
    const { calls } = renderCard({ ...SOURCE, title: "FSBO Homeowner", realCall: null });
    expect(await screen.findByText(/Same scenario as/)).toBeTruthy();
    expect(screen.queryByLabelText("Training line")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Start the retry" }));
    expect(retries(calls)).toEqual([
      `POST /api/practice_sessions/real-1/retries ${JSON.stringify({ momentTime: 14 })}`,
    ]);
  });
});
