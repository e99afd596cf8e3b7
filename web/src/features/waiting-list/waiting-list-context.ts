import { createContext, useContext } from "react";
import type { Vertical } from "@domain/enums";

export interface OpenWaitingListOptions {
  vertical: Vertical;
  /**
   * The demo's overall score, recorded with the sign-up. A demo without an analysis passes
   * FALLBACK_OVERALL_SCORE (75, spec §2); pages outside the demo pass nothing.
   */
  overallScore?: number;
  /** Called when the sign-up completes or the dialog's close button is used. */
  onComplete?: () => void;
}

export interface WaitingListControls {
  open(options: OpenWaitingListOptions): void;
}

export const WaitingListContext = createContext<WaitingListControls | null>(null);

/** Opens the waiting-list dialog from anywhere under the WaitingListProvider. */
export function useWaitingList(): WaitingListControls {
  const controls = useContext(WaitingListContext);
  if (!controls) throw new Error("useWaitingList must be used inside WaitingListProvider");
  return controls;
}
