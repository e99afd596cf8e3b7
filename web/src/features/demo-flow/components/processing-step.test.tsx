// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnalysisResult } from "@domain/analysis-result";
import type { ProcessingStatusResponse } from "@domain/demo";
import { renderWithProviders } from "@/features/waiting-list/testing/fake-waiting-list";
import { fakeApi, json } from "@/testing/fake-api";
import { PROCESSING_GIVE_UP_MS } from "@domain/constants";
import { processingRetryDelay, ProcessingStatusError, shouldRetryStatus } from "../api/get-processing-status";
import { ProcessingStep } from "./processing-step";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ANALYSIS: AnalysisResult = {
  overallScore: 81,
  leadSentiment: "interested",
  scores: { tone: 80, pacing: 75, objectionHandling: 85, scriptAdherence: 78, conversionLikelihood: 86 },
  keyPhrases: ["walk me through"],
  feedback: "Good call.",
  improvements: [],
};

function status(patch: Partial<ProcessingStatusResponse>): ProcessingStatusResponse {
  return { processingStatus: "pending", isReady: false, jobId: "job", error: null, callStatus: "completed", ...patch };
}

const STATUS_ROUTE = "GET /api/demo/conversation/c-1/processing-status";
const refusal = (status: 404 | 503) =>
  status === 404
    ? json({ message: "Conversation not found", code: "not_found" }, 404)
    : json({ message: "The service is unavailable. Please try again.", code: "unavailable" }, 503);

/** Answers each status poll with the next of `answers` (the last one repeats), as the API's contract allows. */
function statusApi(...answers: Array<ProcessingStatusResponse | 404 | 503>) {
  let polls = 0;
  const { calls } = fakeApi({
    [STATUS_ROUTE]: () => {
      const answer = answers[Math.min(polls++, answers.length - 1)]!;
      return typeof answer === "number" ? refusal(answer) : json(answer);
    },
  });
  return calls;
}

function stepState(label: string): string {
  return within(screen.getByRole("list", { name: "Processing steps" }))
    .getByText(label)
    .closest("li")!.textContent!;
}

describe("ProcessingStep", () => {
  it("shows the call ended and waits for audio while the status is pending", async () => {
    const calls = statusApi(status({}));
    renderWithProviders(<ProcessingStep conversationId="c-1" onDone={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Processing Your Call" })).toBeTruthy();
    expect(screen.getByText("This usually takes 10-30 seconds")).toBeTruthy();
    await screen.findByText("Waiting for call audio...");
    expect(stepState("Call Ended")).toContain("Done");
    expect(stepState("Receiving Audio")).toContain("In progress");
    expect(stepState("Preparing Analysis")).toContain("Waiting");
    expect(calls[0]).toBe(STATUS_ROUTE);
  });

  it("ticks every step off on completion and hands the analysis on", async () => {
    statusApi(status({ processingStatus: "completed", isReady: true, analysis: ANALYSIS }));
    const onDone = vi.fn();
    renderWithProviders(<ProcessingStep conversationId="c-1" onDone={onDone} />);
    await waitFor(() => expect(stepState("Preparing Analysis")).toContain("Done"));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(ANALYSIS));
  });

  it("says 'Audio processing failed' when processing fails without a reason, and moves on without an analysis", async () => {
    statusApi(status({ processingStatus: "failed" }));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const onDone = vi.fn();
    renderWithProviders(<ProcessingStep conversationId="c-1" onDone={onDone} />);
    await screen.findByText("Audio processing failed");
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
    expect(error).toHaveBeenCalledWith("Audio processing failed");
  });

  it("reports 'Failed to get processing status' and moves on when the server refuses the read for good", async () => {
    statusApi(404);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const onDone = vi.fn();
    renderWithProviders(<ProcessingStep conversationId="c-1" onDone={onDone} />);
    await screen.findByText("Failed to get processing status");
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
    expect(String(error.mock.calls[0]?.[0])).toContain("Failed to get processing status");
  });

  it("rides out a failed read: it says it is trying again, and the analysis still arrives", async () => {
    const calls = statusApi(503, status({ processingStatus: "completed", isReady: true, analysis: ANALYSIS }));
    const onDone = vi.fn();
    renderWithProviders(<ProcessingStep conversationId="c-1" onDone={onDone} />);
    await screen.findByText("Lost touch with the server for a moment. Trying again...");
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(ANALYSIS));
    expect(calls).toHaveLength(2);
  });
});

describe("retrying the status read", () => {
  it("retries no answer, 5xx, 408 and 429, never another 4xx or after the bounded wait", () => {
    for (const code of [null, 500, 502, 503, 408, 429])
      expect(shouldRetryStatus(new ProcessingStatusError(code), 0)).toBe(true);
    for (const code of [400, 401, 403, 404]) expect(shouldRetryStatus(new ProcessingStatusError(code), 0)).toBe(false);
    expect(shouldRetryStatus(new ProcessingStatusError(503), PROCESSING_GIVE_UP_MS)).toBe(false);
    expect(shouldRetryStatus(new Error("parse"), 0)).toBe(false);
  });

  it("backs off from 2 s, doubling, at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5].map(processingRetryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
