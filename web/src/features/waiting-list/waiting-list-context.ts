import { createContext, useContext } from "react";
import type { Vertical } from "@domain/enums";

export interface OpenWaitingListOptions {
  vertical: Vertical;
  /**
   * The demo's overall score, recorded with the sign-up. Only a real score: a demo without an analysis, and pages
   * outside the demo, pass nothing (spec §2's fallback of 75 would record a score nobody got).
   */
  overallScore?: number;
  /** Called when the sign-up completes or the dialog's close button is used (spec §2). */
  onComplete?: () => void;
  /** Called only when the sign-up completed (its success view timing out), never when the dialog is just closed. */
  onJoined?: () => void;
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
