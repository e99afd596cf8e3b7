import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { userSettingsKey } from "./query-keys";

export const getUserSettings = () => call(api.user.settings.$get());

export const userSettingsQueryOptions = () => queryOptions({ queryKey: userSettingsKey, queryFn: getUserSettings });

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions());
}
