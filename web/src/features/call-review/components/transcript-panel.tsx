import { useEffect, useRef } from "react";
import type { TranscriptEntry } from "@domain/analysis";
import { clock, type ReviewViewer } from "@domain/call-review";
import { cn } from "@/lib/cn";
import { useRevealInStages } from "../hooks/use-reveal-in-stages";
import { speakerName } from "../lib/review-text";

/** Lines built per task as a long transcript opens (a five-minute call has a hundred or more). */
const LINES_PER_TASK = 40;

interface TranscriptPanelProps {
  transcript: readonly TranscriptEntry[];
  current: number;
  following: boolean;
  viewer: ReviewViewer;
  agentName: string | null;
  onSeek: (seconds: number) => void;
}

/** Every line of the call, the one being spoken highlighted; choosing a line plays from there. */
export function TranscriptPanel({ transcript, current, following, viewer, agentName, onSeek }: TranscriptPanelProps) {
  const list = useRef<HTMLOListElement>(null);
  const batches = Math.ceil(transcript.length / LINES_PER_TASK);
  const rendered = (useRevealInStages(Math.max(0, batches - 1)) + 1) * LINES_PER_TASK;
  useEffect(() => {
    // While the audio plays, the spoken line stays in view inside the panel (never the page).
    if (!following || current < 0 || !list.current) return;
    const line = list.current.children[current] as HTMLElement | undefined;
    if (line) list.current.scrollTop = line.offsetTop - list.current.offsetTop - list.current.clientHeight / 3;
  }, [current, following]);
  if (transcript.length === 0) return <p className="text-sm text-slate-700">No words were captured on this call.</p>;
  return (
    <ol ref={list} aria-label="Transcript" className="max-h-[32rem] space-y-1 overflow-y-auto pr-1">
      {transcript.slice(0, rendered).map((line, index) => (
        // Lines scrolled out of the panel are not laid out until they near it: a long call opens quickly on a phone.
        <li
          key={`${line.timestamp}-${index}`}
          className="[contain-intrinsic-size:auto_2.5rem] [content-visibility:auto]"
        >
          <button
            type="button"
            onClick={() => onSeek(line.timestamp)}
            aria-current={index === current ? "true" : undefined}
            className={cn(
              "flex w-full gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900",
              index === current && "bg-amber-100 hover:bg-amber-100",
            )}
          >
            <span className="w-10 shrink-0 font-mono text-slate-700">{clock(line.timestamp)}</span>
            <span>
              <span className="font-semibold">{speakerName(line.speaker, viewer, agentName)}:</span> {line.text}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
