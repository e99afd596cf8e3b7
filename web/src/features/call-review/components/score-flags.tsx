import { useState } from "react";
import { clock, type CallReview } from "@domain/call-review";
import { FLAG_COMMENT_MAX_CHARS, FLAG_RESPONSE_MAX_CHARS, type ScoreFlag } from "@domain/coaching/score-corrections";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { failureMessage } from "@/lib/api";
import { useFlagMoment } from "../api/flag-moment";
import { useResolveFlag } from "../api/resolve-flag";
import { MomentTextForm } from "./moment-form";

export const FLAG_FIELD_ID = "score-flag-comment";

function ResolveForm({ sessionId, flag }: { sessionId: string; flag: ScoreFlag }) {
  const [response, setResponse] = useState("");
  const resolve = useResolveFlag(sessionId);
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        resolve.mutate({ flagId: flag.id, response: response.trim() || null });
      }}
    >
      <TextField
        label="Your answer (optional)"
        name={`flag-response-${flag.id}`}
        value={response}
        onValueChange={setResponse}
        rows={2}
        maxLength={FLAG_RESPONSE_MAX_CHARS}
        error={failureMessage(resolve.error, "The flag could not be resolved. Please try again.") ?? undefined}
      />
      <Button type="submit" variant="secondary" disabled={resolve.isPending}>
        {resolve.isPending ? "Resolving..." : "Resolve flag"}
      </Button>
    </form>
  );
}

function FlagItem({
  flag,
  review,
  onSeek,
}: {
  flag: ScoreFlag;
  review: CallReview;
  onSeek: (seconds: number) => void;
}) {
  const who = review.viewer === "agent" ? "You" : flag.agentName;
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm text-slate-900" data-status={flag.status}>
      <p className="flex flex-wrap items-center gap-2">
        <Badge className={flag.status === "open" ? "bg-amber-100 text-amber-950" : "bg-green-100 text-green-900"}>
          {flag.status === "open" ? "Open" : "Resolved"}
        </Badge>
        <button
          type="button"
          onClick={() => onSeek(flag.time)}
          className="font-mono underline focus-visible:outline-2 focus-visible:outline-slate-900"
        >
          {clock(flag.time)}
        </button>
        <span className="font-semibold">{who}:</span> {flag.comment}
      </p>
      {flag.resolution ? (
        <p className="mt-1 text-slate-800">
          Resolved by {flag.resolution.byName}
          {flag.resolution.response ? `: “${flag.resolution.response}”` : "."}
        </p>
      ) : null}
      {review.canCorrect && flag.status === "open" ? <ResolveForm sessionId={review.id} flag={flag} /> : null}
    </li>
  );
}

function FlagForm({
  sessionId,
  draftTime,
  position,
  onDraftTimeChange,
}: {
  sessionId: string;
  draftTime: number;
  position: number;
  onDraftTimeChange: (seconds: number) => void;
}) {
  const flag = useFlagMoment(sessionId);
  return (
    <MomentTextForm
      fieldId={FLAG_FIELD_ID}
      label={`What was misjudged at ${clock(draftTime)}?`}
      maxLength={FLAG_COMMENT_MAX_CHARS}
      submitLabel="Flag this moment"
      pendingLabel="Sending..."
      pending={flag.isPending}
      error={failureMessage(flag.error, "The flag could not be sent. Please try again.")}
      position={position}
      onMomentChange={onDraftTimeChange}
      onSubmit={(comment, done) => flag.mutate({ time: draftTime, comment }, { onSuccess: done })}
    />
  );
}

interface ScoreFlagsProps {
  review: CallReview;
  draftTime: number;
  position: number;
  onDraftTimeChange: (seconds: number) => void;
  onSeek: (seconds: number) => void;
}

/** Moments the agent thinks were misjudged: the agent flags them, their broker answers and resolves them. */
export function ScoreFlags({ review, draftTime, position, onDraftTimeChange, onSeek }: ScoreFlagsProps) {
  return (
    <div className="space-y-3">
      {review.flags.length === 0 ? (
        <p className="text-sm text-slate-700">
          {review.canFlag
            ? "Think a moment was scored wrong? Flag it with a comment: your broker sees it on their dashboard."
            : "No moment of this call has been flagged."}
        </p>
      ) : (
        <ul aria-label="Flagged moments" className="space-y-2">
          {review.flags.map((flag) => (
            <FlagItem key={flag.id} flag={flag} review={review} onSeek={onSeek} />
          ))}
        </ul>
      )}
      {review.canFlag ? (
        <FlagForm
          sessionId={review.id}
          draftTime={draftTime}
          position={position}
          onDraftTimeChange={onDraftTimeChange}
        />
      ) : null}
    </div>
  );
}
