import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const getTeamAgents = () => call(api.broker.agents.$get());

export const teamAgentsQueryOptions = () => queryOptions({ queryKey: brokerKeys.agents(), queryFn: getTeamAgents });

export function useTeamAgents() {
  return useQuery(teamAgentsQueryOptions());
}
