import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Vertical } from "@domain/enums";
import { api, call } from "@/lib/api";

const FIVE_MINUTES = 5 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** Spec §7: 3 retries, waiting 1 s, 2 s, 4 s, ... at most 30 s. */
export function scenarioRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

/** `homepage` (the multi-vertical practice view) lists every vertical's scenarios. */
export function demoScenariosQueryOptions(vertical: Vertical) {
  return queryOptions({
    queryKey: ["demo-scenarios", "list", vertical],
    queryFn: () => call(api.demo.scenarios.$get({ query: { vertical } })),
    staleTime: FIVE_MINUTES,
    gcTime: TEN_MINUTES,
    retry: 3,
    retryDelay: scenarioRetryDelay,
  });
}

export function useDemoScenarios(vertical: Vertical) {
  return useQuery(demoScenariosQueryOptions(vertical));
}
