import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, type Result } from "@/lib/api";
import { brokerKeys } from "./query-keys";

/** The team's voice minutes this month: against the budget, per agent and per call. */
export const getTeamUsage = () => call(api.broker.usage.$get());

export type TeamUsageView = Result<typeof api.broker.usage.$get>;

/** Calls under way change the figures by the minute: asked afresh whenever the section opens. */
export const teamUsageQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.usage(), queryFn: getTeamUsage, staleTime: 0 });

export const useTeamUsage = () => useQuery(teamUsageQueryOptions());
