import { useQuery } from "@tanstack/react-query";
import type { CallReview } from "@domain/call-review";
import { apiRequest } from "@/lib/api";
import { agentKeys } from "./query-keys";

/** The call a retry repeats, as its review shows it: the objection's words come from there. */
export async function getRetrySource(sessionId: string): Promise<CallReview> {
  return (await (await apiRequest("GET", `/api/call-reviews/${encodeURIComponent(sessionId)}`)).json()) as CallReview;
}

export const useRetrySource = (sessionId: string) => useQuery({ queryKey: agentKeys.retrySource(sessionId), queryFn: () => getRetrySource(sessionId) });
