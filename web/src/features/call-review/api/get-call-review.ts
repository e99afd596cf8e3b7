import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, pathParams } from "@/lib/api";
import { reviewKeys } from "./query-keys";

/** A practice call's review: the agent's own, or a team agent's for their broker. */
export const getCallReview = (sessionId: string) =>
  call(api["call-reviews"][":id"].$get({ param: pathParams({ id: sessionId }) }));

export const callReviewQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: reviewKeys.practice(sessionId), queryFn: () => getCallReview(sessionId), staleTime: 0 });

export function useCallReview(sessionId: string, enabled: boolean) {
  return useQuery({ ...callReviewQueryOptions(sessionId), enabled });
}
