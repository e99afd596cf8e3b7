import { useQuery } from "@tanstack/react-query";
import { PROCESSING_POLL_MS } from "../../../../../domain/constants";
import type { ProcessingStatusResponse } from "../../../../../domain/demo";

export const PROCESSING_STATUS_ERROR = "Failed to get processing status";

export async function getProcessingStatus(conversationId: string): Promise<ProcessingStatusResponse> {
  const response = await fetch(`/api/demo/conversation/${conversationId}/processing-status`, { credentials: "include" });
  if (!response.ok) throw new Error(PROCESSING_STATUS_ERROR);
  return (await response.json()) as ProcessingStatusResponse;
}

function isSettled(status: ProcessingStatusResponse | undefined): boolean {
  return status?.processingStatus === "completed" || status?.processingStatus === "failed";
}

/** Polled every 2 s (spec §7) until processing has completed or failed. */
export function useProcessingStatus(conversationId: string) {
  return useQuery({
    queryKey: ["demo-conversation", "processing-status", conversationId],
    queryFn: () => getProcessingStatus(conversationId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (isSettled(query.state.data) ? false : PROCESSING_POLL_MS),
  });
}
