import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BrokerStats } from "@domain/broker";
import { fetchJson } from "./fetch-json";
import { brokerKeys } from "./query-keys";

export const brokerStatsQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.stats(), queryFn: () => fetchJson<BrokerStats>("/api/broker/stats") });

export function useBrokerStats() {
  return useQuery(brokerStatsQueryOptions());
}
