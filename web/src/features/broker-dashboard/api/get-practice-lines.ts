import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const getPracticeLines = () => call(api.broker["phone-lines"].$get());

/** Whether a line is in a call changes by the minute: always asked afresh when the section opens. */
export const practiceLinesQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.phoneLines(), queryFn: getPracticeLines, staleTime: 0 });

export function usePracticeLines() {
  return useQuery(practiceLinesQueryOptions());
}
