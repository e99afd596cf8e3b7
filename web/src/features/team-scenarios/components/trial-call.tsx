import { Link } from "react-router";
import { paths } from "@domain/app-paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { ActiveCall, usePracticeCall } from "@/features/agent-dashboard";
import { errorMessage } from "@/lib/api";
import { startScenarioTrial } from "../api/start-trial";

/**
 * Try it: a practice call of the author's own on the scenario, in the browser (on the local stack, the simulator
 * plays the lead and the call is held by typing). A draft can be tried before the team sees it.
 */
export function TrialCall({
  scenarioId,
  ready,
}: {
  scenarioId: string | null;
  ready: { ok: true } | { ok: false; why: string };
}) {
  const call = usePracticeCall();

  async function start() {
    if (!scenarioId) return;
    try {
      const session = await startScenarioTrial(scenarioId);
      await call.start(session, "browser");
    } catch (error) {
      void toast({
        title: "Error",
        description: errorMessage(error, "Could not start the trial call. Please try again.", { answerOnly: true }),
        variant: "destructive",
      });
    }
  }

  if (call.phase !== "idle" && call.phase !== "ended") return <ActiveCall call={call} />;
  return (
    <Card aria-labelledby="trial-heading">
      <h3 id="trial-heading" className="text-lg font-semibold text-slate-900">
        Try it
      </h3>
      {call.phase === "ended" ? (
        <div className="mt-2 space-y-3">
          <p className="text-slate-900">
            {call.result?.score == null ? (
              <>This call could not be scored{call.result?.errorMessage ? `: ${call.result.errorMessage}` : "."}</>
            ) : (
              <>
                Your trial call scored <strong data-testid="trial-score">{call.result.score}</strong>/100.
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-3">
            {call.result?.score != null ? (
              <Link to={paths.practiceReview(call.result.id)} className={buttonClasses("secondary")}>
                Review the trial call
              </Link>
            ) : null}
            <Button variant="secondary" onClick={call.reset}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">
            A practice call of your own with this lead, in the browser. Trying a draft does not publish it.
          </p>
          {ready.ok ? null : <p className="text-sm font-medium text-slate-900">{ready.why}</p>}
          <Button onClick={() => void start()} disabled={!ready.ok}>
            Try it in the browser
          </Button>
        </div>
      )}
    </Card>
  );
}
