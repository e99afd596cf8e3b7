import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, pathParams } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const getTeamAgent = (agentId: string) =>
  call(api.broker.agents[":id"].$get({ param: pathParams({ id: agentId }) }));

export const teamAgentQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: brokerKeys.agent(agentId), queryFn: () => getTeamAgent(agentId) });

export function useTeamAgent(agentId: string) {
  return useQuery(teamAgentQueryOptions(agentId));
}
