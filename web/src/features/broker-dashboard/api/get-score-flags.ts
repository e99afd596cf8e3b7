import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { brokerKeys } from "./query-keys";

/** The moments the team's agents flagged as misjudged, still open. */
export const getScoreFlags = () => call(api.broker["score-flags"].$get());

export const scoreFlagsQueryOptions = () =>
  queryOptions({ queryKey: brokerKeys.scoreFlags(), queryFn: getScoreFlags, staleTime: 0 });

export function useScoreFlags() {
  return useQuery(scoreFlagsQueryOptions());
}
