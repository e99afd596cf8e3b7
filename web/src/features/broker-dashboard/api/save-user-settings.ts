import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserSettingsInput, UserSettingsView } from "@domain/settings-contract";
import { toast } from "@/components/ui/toast";
import { api, call } from "@/lib/api";
import { userSettingsKey } from "./query-keys";

export const saveUserSettings = (settings: UserSettingsInput) => call(api.user.settings.$put({ json: settings }));

/**
 * Spec §4: the cached settings change at once (updatedAt set now), go back to what they were if the save
 * fails, and are fetched again once it is over.
 */
export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserSettings,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: userSettingsKey });
      const previous = queryClient.getQueryData<UserSettingsView>(userSettingsKey);
      queryClient.setQueryData<UserSettingsView>(userSettingsKey, { ...settings, updatedAt: new Date().toISOString() });
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(userSettingsKey, context.previous);
      toast({ title: "Error", description: "Failed to save settings. Please try again.", variant: "destructive" });
    },
    onSuccess: () => {
      toast({ title: "Settings saved", description: "Your settings have been updated successfully." });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSettingsKey }),
  });
}
