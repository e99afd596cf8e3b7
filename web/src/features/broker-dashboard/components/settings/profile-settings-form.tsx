import { useState } from "react";
import { COMPANY_NAME_MAX_LENGTH, type UserSettingsView } from "../../../../../../domain/settings-contract";
import { CheckboxField } from "../../../../components/ui/checkbox-field";
import { TextField } from "../../../../components/ui/field";
import { useSaveUserSettings } from "../../api/save-user-settings";
import { settingsInput } from "../../lib/settings-input";
import { SettingsFormCard } from "./settings-form-card";

export function ProfileSettingsForm({ settings }: { settings: UserSettingsView }) {
  const save = useSaveUserSettings();
  const [companyName, setCompanyName] = useState(settings.companyName ?? "");
  const [notifications, setNotifications] = useState(settings.emailNotifications);
  const tooLong = companyName.trim().length > COMPANY_NAME_MAX_LENGTH;

  return (
    <SettingsFormCard
      title="Profile Settings"
      description="How your company appears to your team, and the emails you receive."
      saveLabel="Save Profile"
      saving={save.isPending}
      onSubmit={() => {
        if (!tooLong) save.mutate(settingsInput(settings, { companyName: companyName.trim() || null, emailNotifications: notifications }));
      }}
    >
      <TextField
        label="Company Name"
        name="companyName"
        value={companyName}
        onValueChange={setCompanyName}
        autoComplete="organization"
        error={tooLong ? `Company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters` : undefined}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-900">Email notifications</legend>
        <CheckboxField
          label="Daily reports"
          checked={notifications.dailyReports}
          onCheckedChange={(dailyReports) => setNotifications({ ...notifications, dailyReports })}
        />
        <CheckboxField
          label="Agent milestones"
          checked={notifications.agentMilestones}
          onCheckedChange={(agentMilestones) => setNotifications({ ...notifications, agentMilestones })}
        />
        <CheckboxField
          label="Weekly summaries"
          checked={notifications.weeklysummaries}
          onCheckedChange={(weeklysummaries) => setNotifications({ ...notifications, weeklysummaries })}
        />
      </fieldset>
    </SettingsFormCard>
  );
}
