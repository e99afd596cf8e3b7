import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { agentKeys } from "./query-keys";

/** The passing score and session length the agent's broker set for the team. */
export const getTeamTrainingRules = () => call(api.agent["training-config"].$get());

export const teamTrainingRulesQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.trainingConfig(), queryFn: getTeamTrainingRules });

export const useTeamTrainingRules = () => useQuery(teamTrainingRulesQueryOptions());
