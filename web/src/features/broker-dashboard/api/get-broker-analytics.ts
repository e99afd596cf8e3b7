import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BrokerAnalytics } from "@domain/broker";
import { brokerKeys } from "./query-keys";

export const BROKER_ANALYTICS_ERROR = "Failed to fetch broker analytics";

export async function getBrokerAnalytics(): Promise<BrokerAnalytics> {
  const response = await fetch("/api/analytics/broker", { credentials: "include" });
  if (!response.ok) throw new Error(BROKER_ANALYTICS_ERROR);
  return (await response.json()) as BrokerAnalytics;
}

/** Spec §7: always refetched when shown (stale time 0). */
export const brokerAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.analytics(), queryFn: getBrokerAnalytics, staleTime: 0 });

export function useBrokerAnalytics() {
  return useQuery(brokerAnalyticsQueryOptions());
}
