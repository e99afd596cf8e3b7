import { useCallback } from "react";
import { useSearchParams } from "react-router";

export interface RetryRequest {
  sessionId: string;
  momentTime: number;
}

/** "Practise this moment again" arrives as ?retry={session}&at={seconds}; clearing it goes back to the setup form. */
export function useRetryRequest(): { request: RetryRequest | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get("retry");
  const momentTime = Number(params.get("at"));
  const clear = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return { request: sessionId && Number.isFinite(momentTime) ? { sessionId, momentTime } : null, clear };
}
