import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";

export const currentTeamQueryKey = ["/api/team"] as const;

/** The signed-in user's team (null when on none) and whether they may start one. */
export function currentTeamQueryOptions() {
  return queryOptions({
    queryKey: currentTeamQueryKey,
    queryFn: () => call(api.team.$get()),
  });
}

export function useCurrentTeam() {
  return useQuery(currentTeamQueryOptions());
}
