import { VERTICAL_THEMES } from "@/config/vertical-themes";
import type { TrainingVertical } from "@domain/enums";
import { objectionHintText } from "@domain/coaching/live-hints";
import { objectionCues } from "@domain/coaching/objection-cues";
import type { LiveCallSample } from "./industry-details";

/** A still of a practice call in progress: what a trainee sees while talking to an AI lead. */
export function LiveCallCard({ vertical, call }: { vertical: TrainingVertical; call: LiveCallSample }) {
  const theme = VERTICAL_THEMES[vertical];
  // The hint the product itself shows during a browser practice call when the lead objects.
  const hint = objectionHintText(objectionCues(call.lines.find((line) => line.speaker === "lead")?.text ?? ""));
  return (
    <figure
      className="landing-reveal rounded-2xl border border-slate-200 bg-white p-5 shadow-xl"
      aria-label={`Example practice call with ${call.leadName}`}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-red-700">
          <span aria-hidden="true" className="size-2 rounded-full bg-red-600 motion-safe:animate-pulse" />
          Live call
        </p>
        <p className="font-mono text-sm text-slate-700">
          <span className="sr-only">Elapsed time </span>
          {call.elapsed}
        </p>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`inline-flex size-11 items-center justify-center rounded-full text-base font-bold ${theme.solid}`}
        >
          {call.leadName
            .split(" ")
            .map((part) => part[0])
            .join("")}
        </span>
        <div>
          <p className="font-semibold text-slate-900">{call.leadName}</p>
          <p className="text-sm text-slate-700">AI lead · {call.leadProfile}</p>
        </div>
      </div>
      <ol className="mt-4 space-y-2">
        {call.lines.map((line) => (
          <li
            key={line.text}
            className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${
              line.speaker === "lead" ? "bg-slate-100 text-slate-900" : `ml-auto ${theme.tint} text-slate-900`
            }`}
          >
            <span className="sr-only">{line.speaker === "lead" ? `${call.leadName}: ` : "You: "}</span>
            {line.text}
          </li>
        ))}
      </ol>
      <figcaption className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <strong>Live hint:</strong> {hint}
      </figcaption>
    </figure>
  );
}
