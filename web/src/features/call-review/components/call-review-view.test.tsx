// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CallReview } from "@domain/call-review";
import { fakeApi, json, renderWithProviders } from "@/testing/fake-api";
import { CallReviewView } from "./call-review-view";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SCORES = { tone: 70, pacing: 66, objectionHandling: 55, scriptAdherence: 80, conversionLikelihood: 40 };

/** A corrected call whose analysis judged its criteria, as its agent opens it. */
const REVIEW: CallReview = {
  id: "s1",
  source: "practice",
  realCall: null,
  realCallComparison: null,
  viewer: "agent",
  title: "FSBO Homeowner",
  agentName: null,
  createdAt: "2026-03-02T10:00:00.000Z",
  durationSeconds: 120,
  score: 48,
  scores: { ...SCORES, objectionHandling: 30 },
  leadSentiment: "neutral",
  transcript: [
    { speaker: "customer", text: "Hello?", timestamp: 0 },
    { speaker: "agent", text: "Hi Mark, this is Sarah from Bright Homes.", timestamp: 2 },
    { speaker: "customer", text: "Your commission is too high.", timestamp: 60 },
    { speaker: "agent", text: "We guarantee you'll get your asking price.", timestamp: 70 },
  ],
  analysis: null,
  analysisSource: "stored",
  audio: {
    available: false,
    reason: "The voice provider kept no recording of this call. The transcript and the moments are below.",
  },
  notes: [],
  retryOf: null,
  canRetry: false,
  canPractiseCall: false,
  canAnnotate: false,
  analyser: { score: 62, scores: SCORES },
  corrections: [
    {
      id: "c1",
      field: "overall",
      from: 62,
      to: 48,
      reason: "Promised a sale price at 1:10: that fails the call.",
      momentTime: 70,
      authorName: "Bea Broker",
      createdAt: "2026-03-02T11:00:00.000Z",
    },
    {
      id: "c2",
      field: "objectionHandling",
      from: 55,
      to: 30,
      reason: "Promised a sale price at 1:10: that fails the call.",
      momentTime: 70,
      authorName: "Bea Broker",
      createdAt: "2026-03-02T11:00:00.000Z",
    },
  ],
  flags: [],
  scoredBy: { scorer: "metrics" },
  criteria: [
    {
      criterion: "opening",
      verdict: "shown",
      quote: "Hi Mark, this is Sarah from Bright Homes.",
      time: 2,
      note: "Named themselves and the company.",
    },
    {
      criterion: "objection_handling",
      verdict: "missed",
      time: 70,
      note: "The fee objection got a promise instead of an answer.",
    },
    { criterion: "next_step", verdict: "not_shown", note: "The lead ended the call before a next step could come up." },
    { criterion: "honesty_compliance", verdict: "missed", time: 70, note: "Guaranteed the asking price." },
  ],
  detail: "full",
  nextFocus: "Honesty and compliance: Guaranteed the asking price. (at 1:10)",
  passed: false,
  canCorrect: false,
  canFlag: true,
};

describe("a call review with criteria and a correction", () => {
  it("shows the agent both scores and the reason, the history, and each criterion shown, not shown or missed", async () => {
    fakeApi({});
    renderWithProviders(<CallReviewView review={REVIEW} />);
    expect(screen.getByTestId("review-score").textContent).toBe("48/100");
    expect(screen.getByTestId("score-correction").textContent).toBe(
      "Corrected by Bea Broker: the analyser scored this call 62/100. “Promised a sale price at 1:10: that fails the call.”",
    );
    expect(screen.getByText("Not passed")).toBeTruthy();
    expect(screen.getByTestId("criteria-summary").textContent).toBe(
      "1 of 3 things landed; missed: Objection handling, Honesty and compliance",
    );
    expect(screen.getByTestId("next-focus").textContent).toBe(
      "Work on next: Honesty and compliance: Guaranteed the asking price. (at 1:10)",
    );

    const history = within(screen.getByRole("list", { name: "Score history" })).getAllByRole("listitem");
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Overall 62 → 48 · Bea Broker"),
      expect.stringContaining("Objection Handling 55 → 30 · Bea Broker"),
    ]);

    const criteria = within(screen.getByRole("list", { name: "Criteria" })).getAllByRole("listitem");
    expect(criteria.map((item) => item.dataset.verdict)).toEqual(["shown", "missed", "missed", "not_shown"]);
    expect(criteria[0]!.textContent).toContain("The line at 0:02: “Hi Mark, this is Sarah from Bright Homes.”");
    expect(criteria[1]!.textContent).toContain("The moment at 1:10");
    expect(criteria[3]!.textContent).toContain("No chance for it in this call: no points lost.");
    expect(within(criteria[3]!).queryByRole("button")).toBeNull();
    // The agent flags; only the broker corrects.
    expect(screen.getByRole("button", { name: "Flag this moment" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Correct the score" })).toBeNull();
  });

  it("lets the agent flag the moment they are at, with a comment", async () => {
    const { calls } = fakeApi({
      // The flag as stored: the moment and the comment this test sends (the request itself is checked below).
      "POST /api/call-reviews/s1/flags": () =>
        json(
          {
            id: "f1",
            sessionId: "s1",
            time: 60,
            comment: "I did acknowledge the fee.",
            status: "open",
            agentName: "Ana",
            createdAt: "2026-03-02T12:00:00.000Z",
            resolution: null,
          },
          201,
        ),
    });
    renderWithProviders(<CallReviewView review={REVIEW} />);
    await userEvent.click(within(screen.getByRole("list", { name: "Transcript" })).getAllByRole("button")[2]!);
    await userEvent.click(screen.getByRole("button", { name: "Use the player’s position (1:00)" }));
    await userEvent.type(screen.getByLabelText(/^What was misjudged at 1:00\?/), "I did acknowledge the fee.");
    await userEvent.click(screen.getByRole("button", { name: "Flag this moment" }));
    await vi.waitFor(() =>
      expect(calls).toContain(
        `POST /api/call-reviews/s1/flags ${JSON.stringify({ time: 60, comment: "I did acknowledge the fee." })}`,
      ),
    );
  });

  it("lets the broker correct only what changed, never without a reason", async () => {
    const { calls } = fakeApi({
      "POST /api/call-reviews/s1/corrections": () => json({ score: 40, scores: REVIEW.scores, corrections: [] }, 201),
    });
    renderWithProviders(
      <CallReviewView review={{ ...REVIEW, viewer: "broker", agentName: "Ana", canCorrect: true, canFlag: false }} />,
    );
    const form = screen.getByRole("form", { name: "Correct the score" });
    const overall = within(form).getByLabelText("Overall score");
    await userEvent.clear(overall);
    await userEvent.type(overall, "40");
    await userEvent.click(within(form).getByRole("button", { name: "Save correction" }));
    expect(within(form).getByText("Say why the score is corrected")).toBeTruthy();
    expect(calls.filter((call) => call.startsWith("POST"))).toEqual([]);

    await userEvent.type(within(form).getByLabelText("Why (your agent reads this)"), "The guarantee fails the call.");
    await userEvent.click(within(form).getByRole("button", { name: "Save correction" }));
    await vi.waitFor(() =>
      expect(calls).toContain(
        `POST /api/call-reviews/s1/corrections ${JSON.stringify({ overall: 40, reason: "The guarantee fails the call.", momentTime: null })}`,
      ),
    );
  });

  it("gives an agent whose broker keeps the analysis the score, the verdict and the one thing to work on", () => {
    fakeApi({});
    const summary: CallReview = {
      ...REVIEW,
      detail: "summary",
      scores: null,
      criteria: null,
      analyser: { score: 62, scores: null },
      corrections: REVIEW.corrections.slice(0, 1),
    };
    renderWithProviders(<CallReviewView review={summary} />);
    expect(screen.getByTestId("review-score").textContent).toBe("48/100");
    expect(screen.getByText("Not passed")).toBeTruthy();
    expect(screen.getByTestId("next-focus")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Moments" })).toBeNull();
    expect(screen.queryByRole("list", { name: "Criteria" })).toBeNull();
    expect(screen.getByRole("list", { name: "Transcript" })).toBeTruthy();
  });
});

describe("a practice call against a real call's lead", () => {
  it("shows the real call's score beside this call's, overall and per category", () => {
    fakeApi({});
    const realScores = { tone: 60, pacing: 58, objectionHandling: 35, scriptAdherence: 70, conversionLikelihood: 30 };
    renderWithProviders(
      <CallReviewView
        review={{
          ...REVIEW,
          realCallComparison: {
            id: "r1",
            title: "Real call: listing-call.vtt",
            createdAt: "2026-03-01T09:00:00.000Z",
            realScore: 41,
            realScores,
            practiceScore: 48,
            practiceScores: SCORES,
          },
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Beside the real call" })).toBeTruthy();
    // It says which real call, and leads to its review.
    expect(screen.getByTestId("real-call-source").textContent).toBe(
      "Practised against the lead of Real call: listing-call.vtt (uploaded Mar 1, 2026).",
    );
    expect(screen.getByRole("link", { name: "Real call: listing-call.vtt" }).getAttribute("href")).toBe(
      "/review?session=r1",
    );
    const rows = within(screen.getByRole("table", { name: "Scores beside the real call" }))
      .getAllByRole("row")
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ["Category", "Real call", "This practice call"],
      ["Overall", "41", "48"],
      ["Tone", "60", "70"],
      ["Pacing", "58", "66"],
      ["Objection Handling", "35", "55"],
      ["Script Adherence", "70", "80"],
      ["Conversion Likelihood", "30", "40"],
    ]);
  });
});

describe("a real call's review", () => {
  const REAL: CallReview = {
    ...REVIEW,
    id: "real-1",
    title: "Real call: listing-call.vtt",
    realCall: {
      fileName: "listing-call.vtt",
      consentText: "I confirm…",
      consentedAt: "2026-03-01T09:00:00.000Z",
      redacted: {},
    },
    corrections: [],
    canRetry: true,
    canPractiseCall: true,
    analysis: {
      timeline: [
        {
          kind: "objection",
          speaker: "customer",
          time: 60,
          quote: "Your commission is too high.",
          objections: ["price"],
          response: null,
          verdict: "missed",
        },
      ],
      explanations: null,
      overallBound: null,
      temperature: [],
    },
  };

  it("offers to practise the call again, and each objection of it, on the agent dashboard", () => {
    fakeApi({});
    renderWithProviders(<CallReviewView review={REAL} />);
    expect(screen.getByRole("link", { name: "Practise this call again" }).getAttribute("href")).toBe(
      "/agent-dashboard?practise-call=real-1",
    );
    expect(screen.getByRole("link", { name: "Practise this moment again" }).getAttribute("href")).toBe(
      "/agent-dashboard?retry=real-1&at=60",
    );
  });

  it("offers neither to a viewer who may not practise it (their broker)", () => {
    fakeApi({});
    renderWithProviders(
      <CallReviewView
        review={{ ...REAL, viewer: "broker", agentName: "Alex Chen", canRetry: false, canPractiseCall: false }}
      />,
    );
    expect(screen.queryByRole("link", { name: "Practise this call again" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Practise this moment again" })).toBeNull();
  });
});
