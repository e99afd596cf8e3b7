import { useQuery } from "@tanstack/react-query";
import { PROCESSING_POLL_MS } from "@domain/constants";
import { getProcessingStatus, isTransientStatusFailure } from "./get-processing-status";

/**
 * While the visitor is asked to dial: whether their call has reached the line (`active`) or the line was given back
 * undialled (`abandoned`). Read every 2 s, like the processing status, until the call is no longer waiting.
 */
export function useLiveCallStatus(conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["demo-conversation", "call-status", conversationId],
    queryFn: () => getProcessingStatus(conversationId),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: (failures, error) => failures < 3 && isTransientStatusFailure(error),
    refetchInterval: (query) =>
      query.state.data && query.state.data.callStatus !== "started" ? false : PROCESSING_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
