import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const getTeamActivity = () => call(api.broker.activity.$get());

export const teamActivityQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.activity(), queryFn: getTeamActivity });

export function useTeamActivity() {
  return useQuery(teamActivityQueryOptions());
}
