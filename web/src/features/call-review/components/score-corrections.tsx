import { useState, type FormEvent } from "react";
import { SCORE_CATEGORIES, type ScoreCategory } from "@domain/analysis";
import { clock, type CallReview } from "@domain/call-review";
import {
  CORRECTION_REASON_MAX_CHARS,
  SCORE_FIELD_LABELS,
  type ScoreCorrection,
  type ScoreField,
} from "@domain/coaching/score-corrections";
import type { ScoreCorrectionInput } from "@domain/coaching/score-corrections-input";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { failureMessage } from "@/lib/api";
import { useCorrectScore } from "../api/correct-score";
import { PlayerPositionButton } from "./moment-form";

export const CORRECTION_REASON_ID = "score-correction-reason";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Every change a broker made to the call's scores, oldest first: who, when, from, to, why. */
export function CorrectionHistory({
  corrections,
  onSeek,
}: {
  corrections: readonly ScoreCorrection[];
  onSeek: (seconds: number) => void;
}) {
  if (corrections.length === 0)
    return <p className="text-sm text-slate-700">No score of this call has been corrected.</p>;
  return (
    <ol aria-label="Score history" className="space-y-2">
      {corrections.map((correction) => {
        const moment = correction.momentTime;
        return (
          <li key={correction.id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-900">
            <p>
              <span className="font-semibold">{SCORE_FIELD_LABELS[correction.field]}</span> {correction.from} →{" "}
              {correction.to}
              <span className="text-slate-700">
                {" "}
                · {correction.authorName} · {when(correction.createdAt)}
              </span>
            </p>
            <p className="mt-1">“{correction.reason}”</p>
            {moment !== null ? (
              <button
                type="button"
                onClick={() => onSeek(moment)}
                className="mt-1 text-sm underline focus-visible:outline-2 focus-visible:outline-slate-900"
              >
                About the moment at {clock(moment)}
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

type Draft = Record<ScoreField, string>;

function draftOf(review: CallReview): Draft {
  const categories = Object.fromEntries(
    SCORE_CATEGORIES.map((category) => [category, review.scores ? String(review.scores[category]) : ""]),
  ) as Record<ScoreCategory, string>;
  return { overall: review.score === null ? "" : String(review.score), ...categories };
}

const wholeScore = (text: string): number | null =>
  /^\d{1,3}$/.test(text.trim()) && Number(text) <= 100 ? Number(text) : null;

/** The changed fields of the draft as a correction's scores; a message when one is not a score or none changed. */
function changedScores(
  review: CallReview,
  draft: Draft,
): { input: Omit<ScoreCorrectionInput, "reason" | "momentTime"> } | { problem: string } {
  const current = draftOf(review);
  const input: { overall?: number; scores?: Partial<Record<ScoreCategory, number>> } = {};
  for (const field of ["overall", ...SCORE_CATEGORIES] as const) {
    if (draft[field].trim() === current[field]) continue;
    const value = wholeScore(draft[field]);
    if (value === null) return { problem: `${SCORE_FIELD_LABELS[field]}: a score is a whole number from 0 to 100` };
    if (field === "overall") input.overall = value;
    else input.scores = { ...input.scores, [field]: value };
  }
  return input.overall === undefined && !input.scores
    ? { problem: "Change a score before saving the correction" }
    : { input };
}

interface CorrectionFormProps {
  review: CallReview;
  /** The moment the correction is about; null for the whole call. */
  moment: number | null;
  position: number;
  onMomentChange: (seconds: number | null) => void;
}

/** The agent's broker corrects the overall score or any category, with a required reason, optionally about one moment. */
export function CorrectionForm({ review, moment, position, onMomentChange }: CorrectionFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(review));
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const correct = useCorrectScore(review.id);
  const serverError = failureMessage(correct.error, "The correction could not be saved. Please try again.");

  function submit(event: FormEvent) {
    event.preventDefault();
    const changed = changedScores(review, draft);
    if ("problem" in changed) return setProblem(changed.problem);
    if (reason.trim() === "") return setProblem("Say why the score is corrected");
    setProblem(null);
    correct.mutate(
      { ...changed.input, reason, momentTime: moment },
      {
        onSuccess: (result) => {
          setReason("");
          setDraft({
            overall: String(result.score),
            ...(Object.fromEntries(
              SCORE_CATEGORIES.map((category) => [category, result.scores ? String(result.scores[category]) : ""]),
            ) as Record<ScoreCategory, string>),
          });
        },
      },
    );
  }

  const fields: readonly ScoreField[] = review.scores ? ["overall", ...SCORE_CATEGORIES] : ["overall"];
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg bg-slate-50 p-3" aria-label="Correct the score">
      <p className="text-sm text-slate-800">
        The analyser’s own score stays beside yours, and your agent sees both with your reason.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {fields.map((field) => (
          <TextField
            key={field}
            label={`${SCORE_FIELD_LABELS[field]} score`}
            name={`correct-${field}`}
            type="number"
            value={draft[field]}
            onValueChange={(value) => setDraft({ ...draft, [field]: value })}
            description={
              review.analyser.score !== null
                ? `Analyser: ${field === "overall" ? review.analyser.score : (review.analyser.scores?.[field] ?? "—")}`
                : undefined
            }
          />
        ))}
      </div>
      <TextField
        label="Why (your agent reads this)"
        name="correction-reason"
        controlId={CORRECTION_REASON_ID}
        value={reason}
        onValueChange={setReason}
        rows={3}
        maxLength={CORRECTION_REASON_MAX_CHARS}
      />
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
        <span>{moment === null ? "About the whole call." : `About the moment at ${clock(moment)}.`}</span>
        <PlayerPositionButton position={position} onUse={onMomentChange} />
        {moment !== null ? (
          <Button type="button" variant="ghost" onClick={() => onMomentChange(null)}>
            About the whole call
          </Button>
        ) : null}
      </p>
      {problem || serverError ? <p className="text-sm text-red-700">{problem ?? serverError}</p> : null}
      <Button type="submit" disabled={correct.isPending}>
        {correct.isPending ? "Saving..." : "Save correction"}
      </Button>
    </form>
  );
}
