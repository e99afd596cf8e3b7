import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PracticeLineStatus } from "@domain/broker";
import { fetchJson } from "./fetch-json";
import { brokerKeys } from "./query-keys";

/** Whether a line is in a call changes by the minute: always asked afresh when the section opens. */
export const practiceLinesQueryOptions = () =>
  queryOptions({
    queryKey: brokerKeys.phoneLines(),
    queryFn: () => fetchJson<PracticeLineStatus[]>("/api/broker/phone-lines"),
    staleTime: 0,
  });

export function usePracticeLines() {
  return useQuery(practiceLinesQueryOptions());
}
