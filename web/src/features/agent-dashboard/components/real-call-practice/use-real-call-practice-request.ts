import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** "Practise this call again" arrives as ?practise-call={real call}; clearing it goes back to the setup form. */
export function useRealCallPracticeRequest(): { realCallId: string | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const clear = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return { realCallId: params.get("practise-call") || null, clear };
}
