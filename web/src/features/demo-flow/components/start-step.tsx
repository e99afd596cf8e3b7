import type { DemoScenarioListItem } from "@domain/demo";
import { Button } from "@/components/ui/button";
import { ScenarioSummary } from "./scenario-summary";
import { StartFailureNotice, useRetryWait, type StartFailure } from "./start-failure-notice";

export interface StartStepProps {
  scenario: DemoScenarioListItem;
  starting: boolean;
  cachedEmail: string | null;
  /** The last start was refused; the button waits for the server's Retry-After. */
  failure: StartFailure | null;
  onStart: () => void;
  onClearEmail: () => void;
  onBack: () => void;
}

/** Step 2 before the call: one button to get a practice line. */
export function StartStep({ scenario, starting, cachedEmail, failure, onStart, onClearEmail, onBack }: StartStepProps) {
  const wait = useRetryWait(failure);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">Live Training Session</h2>
        <p className="mt-1 text-sm text-slate-700">You get a real phone number to call. The AI lead picks up and stays in character.</p>
      </div>
      <ScenarioSummary scenario={scenario} />
      <div className="flex flex-col items-center gap-3">
        {failure && !starting ? <StartFailureNotice failure={failure} wait={wait} /> : null}
        <Button className="w-full sm:w-auto" onClick={onStart} disabled={starting || wait > 0}>
          {starting ? "Setting Up..." : "Start Live Training"}
        </Button>
        {cachedEmail ? (
          <p className="text-sm text-slate-700">
            Email saved - quick access enabled{" "}
            <button type="button" onClick={onClearEmail} className="font-semibold text-slate-900 underline underline-offset-2">
              clear
            </button>
          </p>
        ) : null}
      </div>
      <div>
        <Button variant="secondary" onClick={onBack} disabled={starting}>
          Back
        </Button>
      </div>
    </div>
  );
}
