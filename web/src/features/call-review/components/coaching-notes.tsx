import { clock, COACHING_NOTE_MAX_CHARS, type CallReview, type CoachingNote } from "@domain/call-review";
import { Button } from "@/components/ui/button";
import { failureMessage } from "@/lib/api";
import { useCreateCoachingNote } from "../api/create-coaching-note";
import { useDeleteCoachingNote } from "../api/delete-coaching-note";
import { MomentTextForm } from "./moment-form";

export const NOTE_FIELD_ID = "coaching-note-body";

interface CoachingNotesProps {
  review: CallReview;
  /** Where a new note goes: the moment chosen, or the player's position. */
  draftTime: number;
  position: number;
  onDraftTimeChange: (seconds: number) => void;
  onSeek: (seconds: number) => void;
}

function NoteForm({
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
  const create = useCreateCoachingNote(sessionId);
  return (
    <MomentTextForm
      fieldId={NOTE_FIELD_ID}
      label={`Coaching note at ${clock(draftTime)}`}
      maxLength={COACHING_NOTE_MAX_CHARS}
      submitLabel="Save note"
      pendingLabel="Saving..."
      pending={create.isPending}
      error={failureMessage(create.error, "The note could not be saved. Please try again.")}
      position={position}
      onMomentChange={onDraftTimeChange}
      onSubmit={(body, done) => create.mutate({ time: draftTime, body }, { onSuccess: done })}
    />
  );
}

function NoteItem({
  note,
  sessionId,
  onSeek,
}: {
  note: CoachingNote;
  sessionId: string;
  onSeek: (seconds: number) => void;
}) {
  const remove = useDeleteCoachingNote(sessionId);
  return (
    <li className="flex items-start gap-2">
      <button
        type="button"
        onClick={() => onSeek(note.time)}
        className="flex-1 rounded px-2 py-1 text-left text-sm text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        <span className="font-mono">{clock(note.time)}</span> <span className="font-semibold">{note.authorName}:</span>{" "}
        {note.body}
      </button>
      {note.mine ? (
        <Button
          variant="ghost"
          onClick={() => remove.mutate(note.id)}
          disabled={remove.isPending}
          aria-label={`Delete the note at ${clock(note.time)}`}
        >
          Delete
        </Button>
      ) : null}
    </li>
  );
}

/** The broker's notes on moments of the call: the agent reads them, the broker writes and removes their own. */
export function CoachingNotes({ review, draftTime, position, onDraftTimeChange, onSeek }: CoachingNotesProps) {
  return (
    <div className="space-y-3">
      {review.notes.length === 0 ? (
        <p className="text-sm text-slate-700">
          {review.canAnnotate
            ? "No notes yet: add one on a moment, or at the player’s position."
            : "Your coach has left no notes on this call."}
        </p>
      ) : (
        <ul aria-label="Coaching notes" className="space-y-1">
          {review.notes.map((note) => (
            <NoteItem key={note.id} note={note} sessionId={review.id} onSeek={onSeek} />
          ))}
        </ul>
      )}
      {review.canAnnotate ? (
        <NoteForm
          sessionId={review.id}
          draftTime={draftTime}
          position={position}
          onDraftTimeChange={onDraftTimeChange}
        />
      ) : null}
    </div>
  );
}

/** The notes on one moment, under it in the timeline. */
export function MomentNotes({ notes, time }: { notes: readonly CoachingNote[]; time: number }) {
  const here = notes.filter((note) => Math.abs(note.time - time) < 0.5);
  if (here.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 pl-5">
      {here.map((note) => (
        <li key={note.id} className="rounded-md bg-sky-50 px-2 py-1 text-sm text-slate-900">
          <span className="font-semibold">Coach’s note ({note.authorName}):</span> {note.body}
        </li>
      ))}
    </ul>
  );
}
