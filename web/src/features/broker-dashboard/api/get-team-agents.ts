import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamAgent } from "@domain/broker";
import { fetchJson } from "./fetch-json";
import { brokerKeys } from "./query-keys";

export const teamAgentsQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.agents(), queryFn: () => fetchJson<TeamAgent[]>("/api/broker/agents") });

export function useTeamAgents() {
  return useQuery(teamAgentsQueryOptions());
}
