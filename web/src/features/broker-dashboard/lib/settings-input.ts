import type { UserSettingsInput, UserSettingsView } from "@domain/settings-contract";

/** The full object PUT /api/user/settings takes, from the settings shown, with one part replaced. */
export function settingsInput(settings: UserSettingsView, change: Partial<UserSettingsInput>): UserSettingsInput {
  const { companyName, emailNotifications, trainingConfig, teamManagement } = settings;
  return { companyName, emailNotifications, trainingConfig, teamManagement, ...change };
}
