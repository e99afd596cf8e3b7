import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamActivityItem } from "@domain/broker";
import { fetchJson } from "./fetch-json";
import { brokerKeys } from "./query-keys";

export const teamActivityQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.activity(), queryFn: () => fetchJson<TeamActivityItem[]>("/api/broker/activity") });

export function useTeamActivity() {
  return useQuery(teamActivityQueryOptions());
}
