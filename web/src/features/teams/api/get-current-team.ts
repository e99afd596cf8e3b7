import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentTeam } from "@domain/teams";
import { apiRequest } from "@/lib/api";

export const currentTeamQueryKey = ["/api/team"] as const;

/** The signed-in user's team (null when on none) and whether they may start one. */
export function currentTeamQueryOptions() {
  return queryOptions({
    queryKey: currentTeamQueryKey,
    queryFn: async (): Promise<CurrentTeam> => (await apiRequest("GET", "/api/team")).json() as Promise<CurrentTeam>,
  });
}

export function useCurrentTeam() {
  return useQuery(currentTeamQueryOptions());
}
