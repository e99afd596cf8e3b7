import { useState, type FormEvent } from "react";
import { CALL_CRITERIA, CRITERION_VERDICTS, type CallCriterion, type CriterionVerdict } from "@domain/analysis";
import { clock } from "@domain/call-review";
import {
  CALIBRATION_REASON_MAX_CHARS,
  CALIBRATION_REASON_MIN_CHARS,
  type BlindCall,
  type CalibrationComparison,
} from "@domain/coaching/calibration";
import { CRITERION_LABELS, CRITERION_VERDICT_LABELS } from "@domain/coaching/criteria";
import { LEAD_SENTIMENTS, type LeadSentiment } from "@domain/enums";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { failureMessage } from "@/lib/api";
import { useBlindCall, useGradeCall } from "../../api/calibration";

const SENTIMENT_OPTIONS = LEAD_SENTIMENTS.map((sentiment) => ({
  value: sentiment,
  label: sentiment[0]!.toUpperCase() + sentiment.slice(1),
}));

function BlindTranscript({ call }: { call: BlindCall }) {
  return (
    <div className="space-y-3">
      {call.audio.available ? (
        // The browser's own player: nothing is fetched before Play.
        <audio controls preload="none" src={call.audio.url} className="w-full" aria-label="Call recording" />
      ) : (
        <p className="text-sm text-slate-800">{call.audio.reason}</p>
      )}
      <ol
        aria-label="Transcript"
        className="max-h-96 space-y-1 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm text-slate-900"
      >
        {call.transcript.map((line, index) => (
          <li key={index}>
            <span className="font-mono text-slate-700">{clock(line.timestamp)}</span>{" "}
            <span className="font-semibold">{line.speaker === "agent" ? call.agentName : "Lead"}:</span> {line.text}
          </li>
        ))}
      </ol>
    </div>
  );
}

function CriterionChoice({
  criterion,
  value,
  onChange,
}: {
  criterion: CallCriterion;
  value: CriterionVerdict | null;
  onChange: (verdict: CriterionVerdict) => void;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 px-3 py-2">
      <legend className="px-1 text-sm font-medium text-slate-900">{CRITERION_LABELS[criterion]}</legend>
      <div className="flex flex-wrap gap-4">
        {CRITERION_VERDICTS.map((verdict) => (
          <label key={verdict} className="flex min-h-6 items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name={`criterion-${criterion}`}
              value={verdict}
              checked={value === verdict}
              onChange={() => onChange(verdict)}
              className="size-4 accent-slate-900"
            />
            {CRITERION_VERDICT_LABELS[verdict]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The grade as a broker gives it, checked before it is sent; a message when something is missing. */
function gradeProblem(
  grade: string,
  reason: string,
  criteria: Partial<Record<CallCriterion, CriterionVerdict>>,
): string | null {
  if (!/^\d{1,3}$/.test(grade.trim()) || Number(grade) > 100) return "Give a grade: a whole number from 0 to 100";
  const open = CALL_CRITERIA.filter((criterion) => !criteria[criterion]);
  if (open.length > 0)
    return `Judge every criterion: ${open.map((criterion) => CRITERION_LABELS[criterion]).join(", ")}`;
  if (reason.trim().length < CALIBRATION_REASON_MIN_CHARS)
    return `Say why this grade, in a sentence or two (at least ${CALIBRATION_REASON_MIN_CHARS} characters)`;
  return null;
}

interface GradeCallFormProps {
  sessionId: string;
  onGraded: (comparison: CalibrationComparison) => void;
  onCancel: () => void;
}

/** One of the team's calls, blind: the call itself and the grading form; the analyser's score comes only after. */
export function GradeCallForm({ sessionId, onGraded, onCancel }: GradeCallFormProps) {
  const blind = useBlindCall(sessionId);
  const grade = useGradeCall();
  const [value, setValue] = useState("");
  const [sentiment, setSentiment] = useState<LeadSentiment>("neutral");
  const [criteria, setCriteria] = useState<Partial<Record<CallCriterion, CriterionVerdict>>>({});
  const [classes, setClasses] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const serverError = failureMessage(grade.error, "The grade could not be saved. Please try again.");

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = gradeProblem(value, reason, criteria);
    setProblem(found);
    if (found) return;
    grade.mutate(
      {
        sessionId,
        grade: Number(value),
        expectedSentiment: sentiment,
        criteria: criteria as Record<CallCriterion, CriterionVerdict>,
        classes: classes
          .split(/[,\s]+/)
          .map((tag) => tag.trim())
          .filter(Boolean),
        reason,
      },
      { onSuccess: onGraded },
    );
  }

  if (blind.isPending)
    return (
      <p role="status" className="text-sm text-slate-700">
        Loading the call...
      </p>
    );
  if (blind.isError) {
    const message = failureMessage(blind.error, "The call could not be loaded. Please try again.");
    return (
      <div className="space-y-3">
        <p className="text-sm text-red-700">{message}</p>
        <Button variant="secondary" onClick={onCancel}>
          Back to calibration
        </Button>
      </div>
    );
  }
  const call = blind.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <h4 className="font-semibold text-slate-900">
          {call.title} · {call.agentName}
        </h4>
        <p className="mb-3 text-sm text-slate-700">
          Grade it as you would for coaching. The scorer’s judgement is shown once you submit.
        </p>
        <BlindTranscript call={call} />
      </div>
      <form onSubmit={submit} className="space-y-4" aria-label="Your grade">
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Your grade (0–100)"
            name="grade"
            type="number"
            value={value}
            onValueChange={setValue}
            required
          />
          <SelectField
            label="The lead at the end"
            value={sentiment}
            options={SENTIMENT_OPTIONS}
            onValueChange={setSentiment}
          />
        </div>
        <div className="space-y-2">
          {CALL_CRITERIA.map((criterion) => (
            <CriterionChoice
              key={criterion}
              criterion={criterion}
              value={criteria[criterion] ?? null}
              onChange={(verdict) => setCriteria({ ...criteria, [criterion]: verdict })}
            />
          ))}
        </div>
        <TextField
          label="Kinds of call (optional)"
          name="classes"
          value={classes}
          onValueChange={setClasses}
          description="Short tags, e.g. graceful_no, pushy_close"
        />
        <TextField
          label="Why this grade"
          name="reason"
          value={reason}
          onValueChange={setReason}
          rows={4}
          maxLength={CALIBRATION_REASON_MAX_CHARS}
          description={`At least ${CALIBRATION_REASON_MIN_CHARS} characters`}
        />
        {problem || serverError ? <p className="text-sm text-red-700">{problem ?? serverError}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={grade.isPending}>
            {grade.isPending ? "Saving..." : "Submit grade"}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
