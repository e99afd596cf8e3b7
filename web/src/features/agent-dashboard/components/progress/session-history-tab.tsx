import { useQueryClient } from "@tanstack/react-query";
import { SESSION_HISTORY_LIMIT } from "@domain/constants";
import { REAL_CALL_TITLE } from "@domain/real-calls/real-call";
import { RealCallBadge, RealCallUploadCard, isRealCall } from "@/features/real-calls";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { usePracticeSessions, type PracticeSessionListItem } from "../../api/get-practice-sessions";
import { agentKeys } from "../../api/query-keys";
import type { PracticeSession } from "../../api/get-practice-session";
import { wholeMinutes } from "../../lib/progress";
import { ScoreValue } from "../score-value";
import { SessionPassBadge } from "../session-pass-badge";
import { RetryOfLine, ReviewLinks } from "./session-review-links";

export const sessionTitle = (session: Pick<PracticeSession, "scenario">) =>
  session.scenario?.title ?? "Custom scenario";
/** A real call by its file, a practice call by its scenario. */
const historyTitle = (session: PracticeSessionListItem) =>
  isRealCall(session) ? `${REAL_CALL_TITLE}: ${session.realCall?.fileName ?? "uploaded call"}` : sessionTitle(session);
export const sessionDate = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

export function SessionHistoryTab() {
  const sessions = usePracticeSessions();
  const queryClient = useQueryClient();
  return (
    <div className="space-y-6">
      <RealCallUploadCard onUploaded={() => void queryClient.invalidateQueries({ queryKey: agentKeys.sessions() })} />
      <Card>
        <h2 className="text-lg font-bold text-slate-900">Session History</h2>
        {sessions.isPending ? (
          <p className="mt-3 text-sm text-slate-700">Loading sessions...</p>
        ) : (sessions.data ?? []).length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">No practice sessions yet. Start your first simulation!</p>
        ) : (
          <ul aria-label="Practice sessions" className="mt-3 divide-y divide-slate-200">
            {sessions.data!.slice(0, SESSION_HISTORY_LIMIT).map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium text-slate-900">{historyTitle(session)}</p>
                  <p className="text-sm text-slate-700">
                    {sessionDate(session.createdAt)}
                    {session.duration !== null ? ` · ${wholeMinutes(session.duration)} min` : ""}
                  </p>
                  <RetryOfLine session={session} sessions={sessions.data!} title={sessionTitle} date={sessionDate} />
                </div>
                <div className="flex items-center gap-3">
                  {isRealCall(session) ? <RealCallBadge /> : null}
                  <Badge>{session.status}</Badge>
                  {session.score === null ? null : <SessionPassBadge score={session.score} />}
                  <span className="w-16 text-right font-bold">
                    {session.score === null ? "—" : <ScoreValue score={session.score} suffix="/100" />}
                  </span>
                  <ReviewLinks session={session} date={sessionDate} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
