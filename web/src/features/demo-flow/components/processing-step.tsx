import { useEffect, useRef, useState } from "react";
import { PROCESSING_GIVE_UP_MS } from "@domain/constants";
import type { AnalysisResult } from "@domain/analysis-result";
import type { ProcessingStatusResponse } from "@domain/demo";
import type { ProcessingStatus } from "@domain/enums";
import { cn } from "@/lib/cn";
import { PROCESSING_STATUS_ERROR, useProcessingStatus } from "../api/get-processing-status";

/** Long enough to see the finished checklist before the analysis replaces it. */
export const PROCESSING_DONE_PAUSE_MS = 1000;
export const AUDIO_PROCESSING_FAILED = "Audio processing failed";
export const PROCESSING_TIMED_OUT = "Your analysis is taking longer than expected.";
export const PROCESSING_RETRYING = "Lost touch with the server for a moment. Trying again...";

const STEPS = ["Call Ended", "Receiving Audio", "Converting to MP3", "Preparing Analysis"] as const;
type StepState = "done" | "active" | "waiting";

/** How far the real processing status has got: the number of finished steps (1 = the call has ended). */
function finishedSteps(status: ProcessingStatus | undefined): number {
  switch (status) {
    case "processing":
      return 2;
    case "completed":
      return STEPS.length;
    default:
      return 1;
  }
}

const STATE_TEXT: Record<StepState, string> = { done: "Done", active: "In progress", waiting: "Waiting" };

/** Step 2.5: polls the call's processing status every 2 s; completion or an error moves on to the analysis. */
export function ProcessingStep({
  conversationId,
  onDone,
}: {
  conversationId: string;
  onDone: (analysis: AnalysisResult | null) => void;
}) {
  const status = useProcessingStatus(conversationId);
  const timedOut = useTimeout(PROCESSING_GIVE_UP_MS);
  const data = status.data;
  const failed =
    status.isError || data?.processingStatus === "failed" || (timedOut && data?.processingStatus !== "completed");
  const finished = finishedSteps(data?.processingStatus);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  const settled = data?.processingStatus === "completed" || failed;
  const analysis = data?.analysis ?? null;
  useEffect(() => {
    if (!settled) return;
    if (status.isError) console.error(status.error);
    else if (data?.processingStatus === "failed") console.error(data.error ?? AUDIO_PROCESSING_FAILED);
    else if (failed) console.error(PROCESSING_TIMED_OUT);
    const timer = window.setTimeout(() => done.current(analysis), PROCESSING_DONE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [settled, failed, analysis, status.isError, status.error, data?.error, data?.processingStatus]);

  return (
    <div className="space-y-6 text-center">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">Processing Your Call</h2>
        <p className="mt-1 text-sm text-slate-700">This usually takes 10-30 seconds</p>
      </div>
      <ol aria-label="Processing steps" className="mx-auto max-w-sm space-y-3 text-left">
        {STEPS.map((label, index) => {
          const state: StepState = index < finished ? "done" : index === finished && !failed ? "active" : "waiting";
          return (
            <li key={label} className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3">
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                  state === "done" && "bg-emerald-600 text-white",
                  state === "active" && "animate-pulse bg-slate-900 text-white",
                  state === "waiting" && "bg-slate-200 text-slate-700",
                )}
              >
                {state === "done" ? "✓" : index + 1}
              </span>
              <span className="flex-1 font-medium text-slate-900">{label}</span>
              <span className="text-sm text-slate-700">{STATE_TEXT[state]}</span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="text-sm text-slate-700">
        {statusText({ unreadable: status.isError, retrying: status.failureCount > 0, timedOut: failed, data })}
      </p>
    </div>
  );
}

/** What the visitor is told, most final first. */
function statusText(state: {
  unreadable: boolean;
  retrying: boolean;
  timedOut: boolean;
  data: ProcessingStatusResponse | undefined;
}): string {
  const processing = state.data?.processingStatus;
  if (state.unreadable) return PROCESSING_STATUS_ERROR;
  if (processing === "failed") return state.data?.error ?? AUDIO_PROCESSING_FAILED;
  if (processing === "completed") return "Your analysis is ready.";
  if (state.timedOut) return PROCESSING_TIMED_OUT;
  if (state.retrying) return PROCESSING_RETRYING;
  return processing === "processing" ? "Converting your call audio..." : "Waiting for call audio...";
}

/** True once `ms` have passed since the first render. */
function useTimeout(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return passed;
}
