import { useQuery } from "@tanstack/react-query";
import { api, call, pathParams, type Result } from "@/lib/api";
import { scenarioKeys } from "./query-keys";

export const getTeamScenario = (id: string) => call(api.team.scenarios[":id"].$get({ param: pathParams({ id }) }));
export type TeamScenario = Result<(typeof api.team.scenarios)[":id"]["$get"]>;

export const useTeamScenario = (id: string | null) =>
  useQuery({
    queryKey: scenarioKeys.one(id ?? ""),
    queryFn: () => getTeamScenario(id!),
    enabled: Boolean(id),
    staleTime: 0,
  });
