import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const BROKER_ANALYTICS_ERROR = "Failed to fetch broker analytics";

/** Spec §7 names this call's own error; the HttpError stays its cause (a 401 still signs the broker out). */
export async function getBrokerAnalytics() {
  try {
    return await call(api.analytics.broker.$get());
  } catch (error) {
    throw new Error(BROKER_ANALYTICS_ERROR, { cause: error });
  }
}

/** Spec §7: always refetched when shown (stale time 0). */
export const brokerAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.analytics(), queryFn: getBrokerAnalytics, staleTime: 0 });

export function useBrokerAnalytics() {
  return useQuery(brokerAnalyticsQueryOptions());
}
