import type { CriterionResult, CriterionVerdict } from "@domain/analysis";
import { clock } from "@domain/call-review";
import {
  CRITERION_LABELS,
  CRITERION_VERDICT_LABELS,
  CRITERION_VERDICT_MEANINGS,
  criteriaHeadline,
  orderedCriteria,
} from "@domain/coaching/criteria";
import { cn } from "@/lib/cn";

const VERDICT_STYLES: Record<CriterionVerdict, string> = {
  shown: "bg-green-100 text-green-900",
  not_shown: "bg-slate-100 text-slate-800",
  missed: "bg-amber-100 text-amber-950",
};

function Criterion({ result, onSeek }: { result: CriterionResult; onSeek: (seconds: number) => void }) {
  const time = result.time;
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-verdict={result.verdict}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", VERDICT_STYLES[result.verdict])}>
          {CRITERION_VERDICT_LABELS[result.verdict]}
        </span>
        <span className="font-semibold text-slate-900">{CRITERION_LABELS[result.criterion]}</span>
      </p>
      <p className="mt-1 text-sm text-slate-800">{result.note}</p>
      {result.verdict === "not_shown" ? (
        <p className="mt-1 text-sm text-slate-700">No chance for it in this call: no points lost.</p>
      ) : null}
      {time !== undefined && result.verdict !== "not_shown" ? (
        <button
          type="button"
          onClick={() => onSeek(time)}
          className="mt-1 w-full rounded px-1 py-0.5 text-left text-sm text-slate-900 underline hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
        >
          {result.verdict === "shown" ? "The line" : "The moment"} at {clock(time)}
          {result.quote ? `: “${result.quote}”` : ""}
        </button>
      ) : result.quote && result.verdict === "shown" ? (
        <p className="mt-1 text-sm text-slate-800">“{result.quote}”</p>
      ) : null}
    </li>
  );
}

/** Each criterion of the call: shown (with its line), not shown (no chance, no points lost), missed (the moment linked). */
export function CriteriaList({
  criteria,
  onSeek,
}: {
  criteria: readonly CriterionResult[];
  onSeek: (seconds: number) => void;
}) {
  const ordered = orderedCriteria(criteria);
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold text-slate-900">{criteriaHeadline(criteria)}.</p>
      <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-3">
        {(["shown", "not_shown", "missed"] as const).map((verdict) => (
          <div key={verdict}>
            <dt className="inline font-semibold text-slate-900">{CRITERION_VERDICT_LABELS[verdict]}:</dt>{" "}
            <dd className="inline">{CRITERION_VERDICT_MEANINGS[verdict]}</dd>
          </div>
        ))}
      </dl>
      <ul aria-label="Criteria" className="space-y-2">
        {ordered.map((result) => (
          <Criterion key={result.criterion} result={result} onSeek={onSeek} />
        ))}
      </ul>
    </div>
  );
}
