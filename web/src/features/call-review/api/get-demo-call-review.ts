import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, pathParams } from "@/lib/api";
import { reviewKeys } from "./query-keys";

/** The demo visitor's own call, opened with the demo's capability cookie. */
export const getDemoCallReview = (conversationId: string) =>
  call(api.demo.conversation[":conversationId"].review.$get({ param: pathParams({ conversationId }) }));

export const demoCallReviewQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: reviewKeys.demo(conversationId),
    queryFn: () => getDemoCallReview(conversationId),
    staleTime: 0,
  });

export function useDemoCallReview(conversationId: string, enabled: boolean) {
  return useQuery({ ...demoCallReviewQueryOptions(conversationId), enabled });
}
