import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { agentKeys } from "./query-keys";

export const getAgentScenarios = () => call(api.agent.scenarios.$get());

export const agentScenariosQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.scenarios(), queryFn: getAgentScenarios });

export const useAgentScenarios = () => useQuery(agentScenariosQueryOptions());
