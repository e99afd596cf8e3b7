import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const getBrokerStats = () => call(api.broker.stats.$get());

export const brokerStatsQueryOptions = () => queryOptions({ queryKey: brokerKeys.stats(), queryFn: getBrokerStats });

export function useBrokerStats() {
  return useQuery(brokerStatsQueryOptions());
}
