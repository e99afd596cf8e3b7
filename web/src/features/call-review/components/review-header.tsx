import { Link } from "react-router";
import { SCORE_CATEGORY_LABELS } from "@domain/analysis";
import { clock, type CallReview, type RetryLink } from "@domain/call-review";
import { criteriaSummary } from "@domain/coaching/criteria";
import { Badge } from "@/components/ui/badge";
import { PassBadge } from "@/components/ui/pass-badge";
import { paths } from "@domain/app-paths";
import { formatPoints, scoredByText } from "../lib/review-text";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

function RetryBanner({ retry }: { retry: RetryLink }) {
  const change = retry.before !== null && retry.after !== null ? retry.after - retry.before : null;
  return (
    <div className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-slate-900" data-testid="retry-of">
      <p>
        Retry of{" "}
        <Link to={paths.practiceReview(retry.id)} className="font-semibold underline">
          {retry.title} ({when(retry.createdAt)})
        </Link>
        , practising the objection at {clock(retry.moment.time)}: “{retry.moment.quote}”
      </p>
      <p className="mt-1 font-semibold">
        {SCORE_CATEGORY_LABELS[retry.category]}: {retry.before ?? "—"} → {retry.after ?? "—"}
        {change !== null ? ` (${change === 0 ? "±0" : formatPoints(change)})` : ""}
      </p>
    </div>
  );
}

/** A corrected score says so: the analyser's own score beside it, and the latest reason. */
function CorrectedNote({ review }: { review: CallReview }) {
  const latest = review.corrections.filter((correction) => correction.field === "overall").at(-1);
  if (review.score === null || review.analyser.score === null || review.analyser.score === review.score || !latest)
    return null;
  return (
    <p className="mt-2 text-sm text-slate-800" data-testid="score-correction">
      Corrected by {latest.authorName}: the analyser scored this call{" "}
      <span className="font-semibold" data-testid="review-analyser-score">
        {review.analyser.score}/100
      </span>
      . “{latest.reason}”
    </p>
  );
}

/** What call this is, whose, when, and how it scored; a retry says which call it repeats and what changed. */
export function ReviewHeader({ review }: { review: CallReview }) {
  return (
    <header>
      <h1 className="text-2xl font-bold text-slate-900">Call review: {review.title}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {review.agentName ? `${review.agentName} · ` : ""}
        {when(review.createdAt)}
        {review.durationSeconds !== null ? ` · ${clock(review.durationSeconds)} long` : ""}
      </p>
      {review.score !== null ? (
        <p className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-4xl font-bold text-slate-900" data-testid="review-score">
            {review.score}
            <span className="text-lg text-slate-700">/100</span>
          </span>
          {review.leadSentiment ? <Badge className="capitalize">Lead: {review.leadSentiment}</Badge> : null}
          {review.passed !== null ? <PassBadge passed={review.passed} /> : null}
        </p>
      ) : null}
      <CorrectedNote review={review} />
      {review.criteria ? (
        <p className="mt-2 font-semibold text-slate-900" data-testid="criteria-summary">
          {criteriaSummary(review.criteria)}
        </p>
      ) : null}
      {review.nextFocus ? (
        <p className="mt-2 text-sm text-slate-900" data-testid="next-focus">
          <span className="font-semibold">Work on next:</span> {review.nextFocus}
        </p>
      ) : null}
      {review.scoredBy ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="scored-by">
          {scoredByText(review.scoredBy)}
        </p>
      ) : null}
      {review.retryOf ? <RetryBanner retry={review.retryOf} /> : null}
      {review.analysisSource === "recomputed" ? (
        <p className="mt-3 text-sm text-slate-700">
          This call was analysed before reviews kept their moments: they were read again from its transcript.
        </p>
      ) : null}
    </header>
  );
}
