import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@domain/app-paths";
import type { PracticeSessionListItem as PracticeSession } from "../../api/get-practice-sessions";

const LINK =
  "inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-slate-900 underline focus-visible:outline-2 focus-visible:outline-slate-900";

/** "Retry of …": the call a retry practises an objection of again, when it is in the history. */
export function RetryOfLine({
  session,
  sessions,
  title,
  date,
}: {
  session: PracticeSession;
  sessions: readonly PracticeSession[];
  title: (s: PracticeSession) => string;
  date: (iso: string) => string;
}) {
  const original = session.retryOf ? sessions.find((candidate) => candidate.id === session.retryOf) : undefined;
  if (!session.retryOf) return null;
  return (
    <p className="text-sm text-slate-700">
      Retry of{" "}
      <Link to={paths.practiceReview(session.retryOf)} className="font-medium text-slate-900 underline">
        {original ? `${title(original)} (${date(original.createdAt)})` : "an earlier call"}
      </Link>
    </p>
  );
}

/** The coach's note count and the way into the call's review, for a scored call. */
export function ReviewLinks({ session, date }: { session: PracticeSession; date: (iso: string) => string }) {
  const notes = session.noteCount;
  return (
    <>
      {notes > 0 ? (
        <Badge className="bg-sky-100 text-sky-900">
          {notes} coach {notes === 1 ? "note" : "notes"}
        </Badge>
      ) : null}
      {session.score !== null ? (
        <Link to={paths.practiceReview(session.id)} className={LINK}>
          Review<span className="sr-only"> the call of {date(session.createdAt)}</span>
        </Link>
      ) : null}
    </>
  );
}
