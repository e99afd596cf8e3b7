import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS, type CategoryScores } from "@domain/analysis";
import type { ReviewAnalysis, ScoreReason } from "@domain/call-review";
import { cn } from "@/lib/cn";
import { formatPoints, reasonText } from "../lib/review-text";

interface ScoreExplanationsProps {
  analysis: ReviewAnalysis;
  /** The call's scores as they stand: a category its broker corrected says so beside the analyser's. */
  scores: CategoryScores | null;
  onSeek: (seconds: number) => void;
}

function Reason({ reason, label, onSeek }: { reason: ScoreReason; label: string; onSeek: (seconds: number) => void }) {
  const text = (
    <>
      <span className={cn("font-mono font-bold", reason.points < 0 ? "text-red-800" : "text-emerald-800")}>
        {formatPoints(reason.points)}
      </span>{" "}
      {label}: {reasonText(reason)}
    </>
  );
  if (reason.time === null) return <p className="px-2 py-1 text-sm text-slate-900">{text}</p>;
  const time = reason.time;
  return (
    <button
      type="button"
      onClick={() => onSeek(time)}
      className="w-full rounded px-2 py-1 text-left text-sm text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
    >
      {text}
    </button>
  );
}

/** Each score told by the moments behind it ("−8 Objection Handling: at 1:42 the price objection got more pitch"). */
export function ScoreExplanations({ analysis, scores, onSeek }: ScoreExplanationsProps) {
  const explanations = analysis.explanations;
  if (!explanations) {
    return (
      <p className="text-sm text-slate-700">
        This call was scored before reviews kept their moments, and today’s analysis reads it a little differently, so
        its score is not broken down here.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {analysis.overallBound ? <Reason reason={analysis.overallBound} label="Overall" onSeek={onSeek} /> : null}
      {SCORE_CATEGORIES.map((category) => (
        <section key={category} aria-labelledby={`explain-${category}`}>
          <h3 id={`explain-${category}`} className="text-sm font-bold text-slate-900">
            {SCORE_CATEGORY_LABELS[category]}{" "}
            <span className="font-normal text-slate-700">{explanations[category].score}/100</span>
            {scores && scores[category] !== explanations[category].score ? (
              <span className="ml-2 font-normal text-slate-900">corrected to {scores[category]}/100</span>
            ) : null}
          </h3>
          {explanations[category].reasons.length === 0 ? (
            <p className="px-2 py-1 text-sm text-slate-700">Full marks.</p>
          ) : (
            <ul className="mt-1">
              {explanations[category].reasons.map((reason, index) => (
                <li key={index}>
                  <Reason reason={reason} label={SCORE_CATEGORY_LABELS[category]} onSeek={onSeek} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
