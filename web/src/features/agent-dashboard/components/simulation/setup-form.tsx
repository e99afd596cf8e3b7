import { useState, type FormEvent } from "react";
import { setupProblem } from "@domain/practice-sessions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import type { PracticeChannel } from "@domain/practice-calls";
import type { PracticeSetupInput } from "../../api/create-practice-session";
import { useAgentScenarios } from "../../api/get-agent-scenarios";
import { isTrainingVertical, VERTICAL_NAMES } from "@domain/verticals";
import { useVerifiedNumber } from "../../api/get-verified-number";
import { LineAndPersonalityFields } from "./line-and-personality-fields";
import { PhoneNumberCard } from "./phone-number-card";

/** Start Simulation: the spec's rules run here first (toasts), and again on the server. */
/** A scenario category as the site names its vertical; anything else as stored. */
function categoryLabel(category: string): string {
  return isTrainingVertical(category) ? VERTICAL_NAMES[category] : category;
}

export const CHANNELS: Array<{ value: PracticeChannel; label: string }> = [
  { value: "browser", label: "In the browser (microphone)" },
  { value: "phone", label: "From my phone (dial the training line)" },
];

export function SetupForm({
  onStart,
  busy,
}: {
  onStart: (setup: PracticeSetupInput, via: PracticeChannel) => void;
  busy: boolean;
}) {
  const scenarios = useAgentScenarios();
  const [phoneNumberId, setPhoneNumberId] = useState("");
  const [aiAgentId, setAiAgentId] = useState("");
  const [scenarioId, setScenarioId] = useState("");
  const [useCustomPrompt, setUseCustomPrompt] = useState(false);
  const [customPrompt, setCustomPrompt] = useState("");
  const [via, setVia] = useState<PracticeChannel>("browser");
  const verifiedNumber = useVerifiedNumber();
  const needsNumber = via === "phone" && !verifiedNumber.data;
  const chosenScenario = scenarios.data?.find((scenario) => scenario.id === scenarioId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const setup = useCustomPrompt
      ? { phoneNumberId, aiAgentId, customPrompt }
      : { phoneNumberId, aiAgentId, scenarioId };
    const problem = setupProblem(setup);
    if (problem) {
      void toast({ title: problem.title, description: problem.description, variant: "destructive" });
      return;
    }
    if (needsNumber) {
      void toast({
        title: "Verify your phone number",
        description: "Confirm the number you will call from first.",
        variant: "destructive",
      });
      return;
    }
    onStart(
      useCustomPrompt
        ? { phoneNumberId, aiAgentId, customPrompt: customPrompt.trim() }
        : { phoneNumberId, aiAgentId, scenarioId },
      via,
    );
  }

  return (
    <Card>
      <h2 className="text-lg font-bold text-slate-900">Set up a practice call</h2>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <LineAndPersonalityFields
          value={{ phoneNumberId, aiAgentId }}
          onChange={(chosen) => {
            setPhoneNumberId(chosen.phoneNumberId);
            setAiAgentId(chosen.aiAgentId);
          }}
        />
        <CheckboxField
          label="Use a custom prompt"
          description="Describe your own lead instead of picking a scenario."
          checked={useCustomPrompt}
          onCheckedChange={setUseCustomPrompt}
        />
        {useCustomPrompt ? (
          <TextField
            label="Custom prompt"
            name="customPrompt"
            value={customPrompt}
            onValueChange={setCustomPrompt}
            rows={4}
            placeholder="You are Pat, a landlord with three rentals who..."
          />
        ) : (
          <>
            <SelectField
              label="Scenario"
              value={scenarioId}
              onValueChange={setScenarioId}
              options={[
                { value: "", label: "Select a scenario" },
                ...(scenarios.data ?? []).map((scenario) => ({
                  value: scenario.id,
                  label: `${scenario.title} · ${categoryLabel(scenario.category)}${scenario.source === "team" ? " · Your team" : ""}`,
                })),
              ]}
            />
            {chosenScenario ? <p className="text-sm text-slate-700">{chosenScenario.description}</p> : null}
          </>
        )}
        <SelectField
          label="Practise"
          value={via}
          onValueChange={(value) => setVia(value as PracticeChannel)}
          options={CHANNELS}
        />
        {via === "phone" ? <PhoneNumberCard /> : null}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Starting..." : "Start Simulation"}
        </Button>
      </form>
    </Card>
  );
}
