import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserSettingsView } from "@domain/settings-contract";
import { fetchJson } from "./fetch-json";
import { userSettingsKey } from "./query-keys";

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: userSettingsKey, queryFn: () => fetchJson<UserSettingsView>("/api/user/settings") });

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions());
}
