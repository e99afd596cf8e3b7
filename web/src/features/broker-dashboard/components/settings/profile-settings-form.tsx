import { useState } from "react";
import { COMPANY_NAME_MAX_LENGTH, type UserSettingsView } from "@domain/settings-contract";
import { TextField } from "@/components/ui/field";
import { useSaveUserSettings } from "../../api/save-user-settings";
import { settingsInput } from "../../lib/settings-input";
import { SettingsFormCard } from "./settings-form-card";

export function ProfileSettingsForm({ settings }: { settings: UserSettingsView }) {
  const save = useSaveUserSettings();
  const [companyName, setCompanyName] = useState(settings.companyName ?? "");
  const tooLong = companyName.trim().length > COMPANY_NAME_MAX_LENGTH;

  return (
    <SettingsFormCard
      title="Profile Settings"
      description="How your company appears to your team."
      saveLabel="Save Profile"
      saving={save.isPending}
      onSubmit={() => {
        if (!tooLong) save.mutate(settingsInput(settings, { companyName: companyName.trim() || null }));
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
      <div>
        <h4 className="text-sm font-medium text-slate-900">Email notifications</h4>
        <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          Not available yet: PracticeLine does not send email until an email provider is set up, so there are no daily
          reports, agent milestone or weekly summary emails to turn on.
        </p>
      </div>
    </SettingsFormCard>
  );
}
