import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PROCESSING_GIVE_UP_MS, PROCESSING_POLL_MS, PROCESSING_RETRY_MAX_DELAY_MS } from "@domain/constants";
import type { ProcessingStatusResponse } from "@domain/demo";
import { api, call, httpStatusOf, pathParams } from "@/lib/api";

export const PROCESSING_STATUS_ERROR = "Failed to get processing status";

/** A status read that failed; `status` is null when no answer came at all (network). */
export class ProcessingStatusError extends Error {
  constructor(readonly status: number | null) {
    super(PROCESSING_STATUS_ERROR);
    this.name = "ProcessingStatusError";
  }
}

export async function getProcessingStatus(conversationId: string) {
  try {
    return await call(
      api.demo.conversation[":conversationId"]["processing-status"].$get({ param: pathParams({ conversationId }) }),
    );
  } catch (error) {
    throw new ProcessingStatusError(httpStatusOf(error) ?? null);
  }
}

/** Worth asking again: no answer, a server error or a rate limit. Any other 4xx (no such call, not yours) stays so. */
export function isTransientStatusFailure(error: unknown): boolean {
  if (!(error instanceof ProcessingStatusError)) return false;
  return error.status === null || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Waits 2 s, 4 s, 8 s, ... at most 30 s between tries of a failed read. */
export function processingRetryDelay(attempt: number): number {
  return Math.min(PROCESSING_POLL_MS * 2 ** attempt, PROCESSING_RETRY_MAX_DELAY_MS);
}

/** Retries a transient failure until PROCESSING_GIVE_UP_MS after processing began. */
export function shouldRetryStatus(error: unknown, elapsedMs: number): boolean {
  return isTransientStatusFailure(error) && elapsedMs < PROCESSING_GIVE_UP_MS;
}

function isSettled(status: ProcessingStatusResponse | undefined): boolean {
  return status?.processingStatus === "completed" || status?.processingStatus === "failed";
}

/**
 * Polled every 2 s (spec §7) until processing has completed or failed, in a background tab too (the visitor may
 * be on their phone). A read that fails on the way is retried with backoff; only the server's "failed", a
 * refusal that will not change, or PROCESSING_GIVE_UP_MS without an answer ends the wait.
 */
export function useProcessingStatus(conversationId: string) {
  const [startedAt] = useState(Date.now);
  return useQuery({
    queryKey: ["demo-conversation", "processing-status", conversationId],
    queryFn: () => getProcessingStatus(conversationId),
    staleTime: 0,
    gcTime: 0,
    retry: (_failures, error) => shouldRetryStatus(error, Date.now() - startedAt),
    retryDelay: processingRetryDelay,
    refetchInterval: (query) =>
      isSettled(query.state.data) || query.state.status === "error" ? false : PROCESSING_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
