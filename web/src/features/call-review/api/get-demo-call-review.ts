import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CallReview } from "@domain/call-review";
import { apiRequest } from "@/lib/api";
import { reviewKeys } from "./query-keys";

/** The demo visitor's own call, opened with the demo's capability cookie. */
export async function getDemoCallReview(conversationId: string): Promise<CallReview> {
  return (await (await apiRequest("GET", `/api/demo/conversation/${encodeURIComponent(conversationId)}/review`)).json()) as CallReview;
}

export const demoCallReviewQueryOptions = (conversationId: string) =>
  queryOptions({ queryKey: reviewKeys.demo(conversationId), queryFn: () => getDemoCallReview(conversationId), staleTime: 0 });

export function useDemoCallReview(conversationId: string, enabled: boolean) {
  return useQuery({ ...demoCallReviewQueryOptions(conversationId), enabled });
}
