import { useState } from "react";
import { SESSION_DURATION_CHOICES, type TrainingConfig } from "@domain/settings";
import type { UserSettingsView } from "@domain/settings-contract";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { useSaveUserSettings } from "../../api/save-user-settings";
import { settingsInput } from "../../lib/settings-input";
import { SettingsFormCard } from "./settings-form-card";

const DURATION_OPTIONS = SESSION_DURATION_CHOICES.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} minutes`,
}));
const PASSING_SCORE_ERROR = "Enter a whole number from 0 to 100";

/** A whole number 0–100, or null. */
function parsePassingScore(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const score = Number(text.trim());
  return score <= 100 ? score : null;
}

export function TrainingConfigForm({ settings }: { settings: UserSettingsView }) {
  const save = useSaveUserSettings();
  const [config, setConfig] = useState(settings.trainingConfig);
  const [passingScore, setPassingScore] = useState(String(settings.trainingConfig.minimumPassingScore));
  const [error, setError] = useState<string>();

  const submit = () => {
    const minimumPassingScore = parsePassingScore(passingScore);
    if (minimumPassingScore === null) {
      setError(PASSING_SCORE_ERROR);
      return;
    }
    setError(undefined);
    save.mutate(settingsInput(settings, { trainingConfig: { ...config, minimumPassingScore } }));
  };

  return (
    <SettingsFormCard
      title="Training Configuration"
      description="Defaults for every practice session your agents start."
      saveLabel="Save Training Settings"
      saving={save.isPending}
      onSubmit={submit}
    >
      <SelectField
        label="Default Session Duration"
        name="defaultSessionDuration"
        value={String(config.defaultSessionDuration)}
        options={DURATION_OPTIONS}
        description="Each practice call of your agents ends after this long."
        onValueChange={(value) =>
          setConfig({ ...config, defaultSessionDuration: Number(value) as TrainingConfig["defaultSessionDuration"] })
        }
      />
      <TextField
        label="Minimum Passing Score"
        name="minimumPassingScore"
        type="number"
        value={passingScore}
        onValueChange={setPassingScore}
        description="Every practice result is marked Passed or Not passed against it, for you and for your agents."
        error={error}
      />
      <CheckboxField
        label="Enable Real-Time Coaching"
        description="Show hints to agents during a practice call. Hints show in browser practice calls only: the voice provider gives no live event stream for phone calls. Assignments with a minimum score run as an exam, without hints."
        checked={config.enableRealTimeCoaching}
        onCheckedChange={(enableRealTimeCoaching) => setConfig({ ...config, enableRealTimeCoaching })}
      />
      <CheckboxField
        label="Detailed Feedback"
        description="Give agents the full analysis after each call. When off, agents see their overall score, Passed / Not passed and the one thing to work on next; you always see everything."
        checked={config.detailedFeedback}
        onCheckedChange={(detailedFeedback) => setConfig({ ...config, detailedFeedback })}
      />
    </SettingsFormCard>
  );
}
