import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamAgentDetail } from "@domain/broker";
import { fetchJson } from "./fetch-json";
import { brokerKeys } from "./query-keys";

export const teamAgentQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: brokerKeys.agent(agentId),
    queryFn: () => fetchJson<TeamAgentDetail>(`/api/broker/agents/${encodeURIComponent(agentId)}`),
  });

export function useTeamAgent(agentId: string) {
  return useQuery(teamAgentQueryOptions(agentId));
}
