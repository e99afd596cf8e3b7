import type { ReactNode } from "react";
import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS } from "@domain/analysis";
import { criteriaSummary } from "@domain/coaching/criteria";
import { FEEDBACK_MESSAGES, feedbackLevel } from "@domain/practice-sessions";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@domain/app-paths";
import { Card } from "@/components/ui/card";
import type { PracticeSession } from "../../api/get-practice-session";
import { ScoreValue } from "../score-value";
import { SessionPassBadge } from "../session-pass-badge";

/**
 * The scored call: the overall score, Passed / Not passed, the message for its band, what landed of what the call
 * asked for, the one thing to work on next, and (when the team gives agents the full analysis) the skills and feedback.
 * `verdict`: what the call meant for an assignment it was an attempt at, when it was one.
 */
export function ResultsCard({
  session,
  onNewCall,
  verdict,
}: {
  session: PracticeSession | null;
  onNewCall: () => void;
  verdict?: ReactNode;
}) {
  return (
    <Card aria-labelledby="results-heading">
      <h2 id="results-heading" className="text-lg font-bold text-slate-900">
        Call results
      </h2>
      {verdict}
      {session?.score == null ? (
        <p className="mt-2 text-sm text-slate-700">
          This call could not be scored{session?.errorMessage ? `: ${session.errorMessage}` : "."}
        </p>
      ) : (
        <>
          <p className="mt-3 text-4xl font-bold text-slate-900">
            <span data-testid="result-score">{session.score}</span>
            <span className="text-lg text-slate-700">/100</span>
          </p>
          <SessionPassBadge score={session.score} />
          <p className="mt-1 font-medium text-slate-900">{FEEDBACK_MESSAGES[feedbackLevel(session.score)]}</p>
          {session.criteria ? (
            <p className="mt-2 font-semibold text-slate-900" data-testid="result-criteria">
              {criteriaSummary(session.criteria)}
            </p>
          ) : null}
          {session.nextFocus ? (
            <p className="mt-2 text-sm text-slate-900" data-testid="result-next-focus">
              <span className="font-semibold">Work on next:</span> {session.nextFocus}
            </p>
          ) : null}
          {session.detail === "summary" ? (
            <p className="mt-2 text-sm text-slate-700">
              Your team shows agents the score and one thing to work on; your broker sees the full analysis.
            </p>
          ) : null}
          {session.scores ? (
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
              {SCORE_CATEGORIES.map((category) => (
                <div key={category} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-xs font-medium text-slate-700">{SCORE_CATEGORY_LABELS[category]}</dt>
                  <dd className="text-lg font-bold">
                    <ScoreValue score={session.scores![category]} />
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {session.feedback ? (
            <p className="mt-4 whitespace-pre-line text-sm text-slate-800">{session.feedback}</p>
          ) : null}
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {session?.score != null ? (
          <Link to={paths.practiceReview(session.id)} className={buttonClasses("secondary")}>
            Review this call
          </Link>
        ) : null}
        <Button onClick={onNewCall}>Start another call</Button>
      </div>
    </Card>
  );
}
