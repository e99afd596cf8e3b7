import { useState } from "react";
import type { PerformanceTracking } from "../../../../../../domain/settings";
import type { UserSettingsView } from "../../../../../../domain/settings-contract";
import { CheckboxField } from "../../../../components/ui/checkbox-field";
import { SelectField } from "../../../../components/ui/select-field";
import { useSaveUserSettings } from "../../api/save-user-settings";
import { settingsInput } from "../../lib/settings-input";
import { SettingsFormCard } from "./settings-form-card";

const TRACKING_OPTIONS: { value: PerformanceTracking; label: string }[] = [
  { value: "all", label: "All sessions" },
  { value: "completed", label: "Completed sessions only" },
  { value: "passing", label: "Passing sessions only" },
];

export function TeamManagementForm({ settings }: { settings: UserSettingsView }) {
  const save = useSaveUserSettings();
  const [team, setTeam] = useState(settings.teamManagement);
  return (
    <SettingsFormCard
      title="Team Management"
      description="How new agents start and which sessions count in team performance."
      saveLabel="Save Team Settings"
      saving={save.isPending}
      onSubmit={() => save.mutate(settingsInput(settings, { teamManagement: team }))}
    >
      <CheckboxField
        label="Auto-assign beginner scenarios"
        description="New agents start with beginner scenarios."
        checked={team.autoAssignBeginner}
        onCheckedChange={(autoAssignBeginner) => setTeam({ ...team, autoAssignBeginner })}
      />
      <SelectField
        label="Performance Tracking"
        name="performanceTracking"
        value={team.performanceTracking}
        options={TRACKING_OPTIONS}
        onValueChange={(performanceTracking) => setTeam({ ...team, performanceTracking })}
      />
    </SettingsFormCard>
  );
}
