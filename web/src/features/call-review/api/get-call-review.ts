import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CallReview } from "@domain/call-review";
import { apiRequest } from "@/lib/api";
import { reviewKeys } from "./query-keys";

/** A practice call's review: the agent's own, or a team agent's for their broker. */
export async function getCallReview(sessionId: string): Promise<CallReview> {
  return (await (await apiRequest("GET", `/api/call-reviews/${encodeURIComponent(sessionId)}`)).json()) as CallReview;
}

export const callReviewQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: reviewKeys.practice(sessionId), queryFn: () => getCallReview(sessionId), staleTime: 0 });

export function useCallReview(sessionId: string, enabled: boolean) {
  return useQuery({ ...callReviewQueryOptions(sessionId), enabled });
}
