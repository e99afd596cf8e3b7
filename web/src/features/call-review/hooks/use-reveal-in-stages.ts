import { startTransition, useEffect, useState } from "react";

/**
 * How many of a long page's parts to show: 0 at first, then one more after each commit, up to `stages`. Each part
 * renders as a transition in its own task after the browser painted the one before, so no single task builds the
 * whole page (a five-minute transcript is hundreds of nodes) and the page answers input while it fills in.
 */
export function useRevealInStages(stages: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < stages) startTransition(() => setShown((current) => Math.min(stages, current + 1)));
  }, [shown, stages]);
  return shown;
}
