import { useId } from "react";
import type { DemoScenarioListItem } from "@domain/demo";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { DifficultyBadge } from "./difficulty-badge";
import { LeadProfilePanel } from "@/features/lead-profile";

export interface ScenarioStepProps {
  scenarios: DemoScenarioListItem[];
  loading: boolean;
  /** The list could not be loaded (after its retries): say so, and offer to try again. */
  failed: boolean;
  onRetry: () => void;
  scenario: DemoScenarioListItem | null;
  onScenarioChange: (scenarioId: string | null) => void;
  customInstructions: string;
  onCustomInstructionsChange: (value: string) => void;
  onContinue: () => void;
  onBack: () => void;
}

const SELECT =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 " +
  "focus:border-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-slate-900 disabled:opacity-60";

/** Step 1: pick a scenario, meet the lead, optionally tell the AI what to practise. */
export function ScenarioStep(props: ScenarioStepProps) {
  const { scenarios, loading, scenario } = props;
  const selectId = useId();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">Choose Your Training Scenario</h2>
        <p className="mt-1 text-sm text-slate-700">
          Each scenario is a different lead with their own personality and objections.
        </p>
      </div>
      <div>
        <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
          Scenario
        </label>
        <select
          id={selectId}
          className={SELECT}
          value={scenario?.id ?? ""}
          disabled={loading}
          onChange={(event) => props.onScenarioChange(event.target.value || null)}
        >
          <option value="">{loading ? "Loading scenarios..." : "Select a scenario"}</option>
          {scenarios.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.name} (${item.difficulty})`}
            </option>
          ))}
        </select>
        {props.failed ? (
          <div
            role="alert"
            className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <span>The scenarios could not be loaded. Check your connection and try again.</span>
            <Button variant="secondary" onClick={props.onRetry}>
              Try again
            </Button>
          </div>
        ) : null}
        {scenario ? (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
            <DifficultyBadge difficulty={scenario.difficulty} />
            <span>{scenario.name}</span>
          </p>
        ) : null}
      </div>
      {scenario ? <LeadProfilePanel promptText={scenario.promptText} /> : null}
      <TextField
        label="Custom Instructions (optional)"
        name="customInstructions"
        rows={3}
        value={props.customInstructions}
        onValueChange={props.onCustomInstructionsChange}
        placeholder="Add talking points or objectives you want to practise, e.g. 'Bring up recent sales on their street' or 'Book a meeting for Thursday'."
      />
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={props.onBack}>
          Back
        </Button>
        <Button disabled={!scenario} onClick={props.onContinue}>
          Continue to Live Training
        </Button>
      </div>
    </div>
  );
}
