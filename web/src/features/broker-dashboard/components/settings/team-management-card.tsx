import { useState } from "react";
import type { UserSettingsView } from "@domain/settings-contract";
import type { PerformanceTracking } from "@domain/settings";
import {
  AUTO_ASSIGN_DESCRIPTION,
  PERFORMANCE_TRACKING_DESCRIPTION,
  PERFORMANCE_TRACKING_OPTIONS,
} from "@domain/team-management";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { useTeamScenarios } from "@/features/team-scenarios";
import { useSaveUserSettings } from "../../api/save-user-settings";
import { settingsInput } from "../../lib/settings-input";
import { SettingsFormCard } from "./settings-form-card";

/** The beginner scenarios a new agent would be assigned now: PracticeLine's and the team's published ones. */
function BeginnerScenarios() {
  const scenarios = useTeamScenarios();
  if (scenarios.isPending) return <p className="text-sm text-slate-700">Loading the beginner scenarios...</p>;
  if (scenarios.isError) return <p className="text-sm text-slate-700">The beginner scenarios could not be loaded.</p>;
  const beginner = scenarios.data.filter(
    (scenario) => scenario.difficulty === "beginner" && scenario.status === "published",
  );
  if (beginner.length === 0)
    return <p className="text-sm text-slate-700">Your team has no beginner scenario to assign.</p>;
  return (
    <div className="text-sm text-slate-800">
      <p className="font-medium text-slate-900">A new agent now gets:</p>
      <ul aria-label="Beginner scenarios assigned to new agents" className="mt-1 list-disc space-y-0.5 pl-5">
        {beginner.map((scenario) => (
          <li key={scenario.id}>{scenario.name}</li>
        ))}
      </ul>
    </div>
  );
}

/** Team Management: what happens when an agent joins, and which sessions the team's figures count. */
export function TeamManagementCard({ settings }: { settings: UserSettingsView }) {
  const save = useSaveUserSettings();
  const [rules, setRules] = useState(settings.teamManagement);
  return (
    <SettingsFormCard
      title="Team Management"
      description="Rules for how your team practises."
      saveLabel="Save Team Settings"
      saving={save.isPending}
      onSubmit={() => save.mutate(settingsInput(settings, { teamManagement: rules }))}
    >
      <CheckboxField
        label="Auto-assign beginner scenarios"
        description={AUTO_ASSIGN_DESCRIPTION}
        checked={rules.autoAssignBeginner}
        onCheckedChange={(autoAssignBeginner) => setRules({ ...rules, autoAssignBeginner })}
      />
      {rules.autoAssignBeginner ? <BeginnerScenarios /> : null}
      <SelectField
        label="Performance Tracking"
        name="performanceTracking"
        value={rules.performanceTracking}
        options={PERFORMANCE_TRACKING_OPTIONS}
        description={PERFORMANCE_TRACKING_DESCRIPTION}
        onValueChange={(performanceTracking: PerformanceTracking) => setRules({ ...rules, performanceTracking })}
      />
    </SettingsFormCard>
  );
}
