import { useEffect, useRef, useState } from "react";
import { getProcessingStatus } from "../api/get-processing-status";
import { keptResult, type DemoResult } from "../lib/kept-results";

/**
 * Shows the results of the visitor's call `conversationId` again: as kept for this visit, or read once more from the
 * call itself (its processing status, with the demo's capability cookie). True while they are being read; a call
 * this browser cannot read (another visitor's, or forgotten) simply starts the demo afresh. After hydration: the
 * prerendered page is step 1.
 */
export function useResumedResult(conversationId: string | null, show: (result: DemoResult) => void): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  const shown = useRef(show);
  useEffect(() => {
    shown.current = show;
  });

  useEffect(() => {
    if (!conversationId) return;
    const kept = keptResult(conversationId);
    if (kept) {
      shown.current(kept);
      return;
    }
    let current = true;
    getProcessingStatus(conversationId)
      .then((status) => {
        if (current && status.processingStatus === "completed")
          shown.current({ conversationId, analysis: status.analysis ?? null, simulated: false });
      })
      .catch((error: unknown) => console.error("The demo's results could not be read again", error))
      .finally(() => current && setSettled(conversationId));
    return () => {
      current = false;
    };
  }, [conversationId]);

  return conversationId !== null && settled !== conversationId;
}
