import type { ReactNode } from "react";
import { clock, type TimelineMoment, type TimelineMomentKind } from "@domain/call-review";
import { cn } from "@/lib/cn";
import { momentSummary } from "../lib/review-text";

const KIND_COLOURS: Record<TimelineMomentKind, string> = {
  objection: "bg-amber-500",
  question: "bg-sky-600",
  monologue: "bg-violet-600",
  filler_cluster: "bg-orange-600",
  interruption: "bg-rose-600",
  next_step: "bg-emerald-600",
  red_flag: "bg-red-800",
};

interface MomentsTimelineProps {
  moments: readonly TimelineMoment[];
  length: number;
  position: number;
  onSeek: (seconds: number) => void;
  /** What a viewer may do with a moment (practise it again, note it). */
  actions?: (moment: TimelineMoment) => ReactNode;
  /** Notes on a moment, shown under it. */
  annotations?: (moment: TimelineMoment) => ReactNode;
}

const at = (seconds: number, length: number) => `${Math.min(100, (seconds / Math.max(length, 1)) * 100)}%`;

/** The call's moments on its length (the marks), and as a list in call order whose entries play from there. */
export function MomentsTimeline({ moments, length, position, onSeek, actions, annotations }: MomentsTimelineProps) {
  if (moments.length === 0)
    return <p className="text-sm text-slate-700">No moments to show: the call has no words from the caller.</p>;
  return (
    <div className="space-y-4">
      <div aria-hidden="true" className="relative h-8 rounded-md bg-slate-100">
        {moments.map((moment, index) => (
          <span
            key={index}
            className={cn("absolute top-1 bottom-1 w-1.5 -translate-x-1/2 rounded-sm", KIND_COLOURS[moment.kind])}
            style={{ left: at(moment.time, length) }}
          />
        ))}
        <span className="absolute -top-1 -bottom-1 w-0.5 bg-slate-900" style={{ left: at(position, length) }} />
      </div>
      <ol aria-label="Moments" className="space-y-3">
        {moments.map((moment, index) => {
          const { title, detail } = momentSummary(moment);
          return (
            <li key={index} className="rounded-lg border border-slate-200 p-3">
              <button
                type="button"
                onClick={() => onSeek(moment.time)}
                className="flex w-full items-start gap-3 rounded text-left focus-visible:outline-2 focus-visible:outline-slate-900"
              >
                <span
                  aria-hidden="true"
                  className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", KIND_COLOURS[moment.kind])}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">
                    <span className="font-mono">{clock(moment.time)}</span> {title}
                  </span>
                  <span className="block text-sm text-slate-800">“{moment.quote}”</span>
                </span>
              </button>
              <p className="mt-1 pl-5 text-sm text-slate-700">{detail}</p>
              {moment.kind === "objection" && moment.response ? (
                <p className="mt-1 pl-5 text-sm text-slate-700">
                  Answered at {clock(moment.response.time)}: “{moment.response.quote}”
                </p>
              ) : null}
              {moment.kind === "next_step" && moment.answer ? (
                <p className="mt-1 pl-5 text-sm text-slate-700">
                  The lead at {clock(moment.answer.time)}: “{moment.answer.quote}”
                </p>
              ) : null}
              {annotations?.(moment)}
              {actions ? <div className="mt-2 flex flex-wrap gap-2 pl-5">{actions(moment)}</div> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
