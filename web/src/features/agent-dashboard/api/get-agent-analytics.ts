import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnalyticsPeriod } from "@domain/enums";
import { api, call } from "@/lib/api";
import { agentKeys } from "./query-keys";

export const ANALYTICS_ERROR = "Failed to load analytics. Please try again.";

export const getAgentAnalytics = (period: AnalyticsPeriod) => call(api.analytics.agent.$get({ query: { period } }));

export const agentAnalyticsQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({ queryKey: agentKeys.analytics(period), queryFn: () => getAgentAnalytics(period) });

export const useAgentAnalytics = (period: AnalyticsPeriod) => useQuery(agentAnalyticsQueryOptions(period));
