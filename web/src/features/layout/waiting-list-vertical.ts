import type { TrainingVertical, Vertical } from "@domain/enums";
import { TRAINING_VERTICALS } from "@domain/enums";
import { paths } from "@domain/app-paths";

/** The vertical a sign-up from the header belongs to: the industry being viewed, else multi-vertical. */
export function waitingListVerticalFor(pathname: string): Vertical {
  for (const vertical of TRAINING_VERTICALS) {
    if (pathname === paths.industry(vertical) || pathname === paths.demoFlow(vertical)) return vertical;
  }
  return "homepage";
}

/** The industry page being viewed, if it is one: its header opens the waiting-list screen (spec §2). */
export function industryPageOf(pathname: string): TrainingVertical | null {
  return TRAINING_VERTICALS.find((vertical) => pathname === paths.industry(vertical)) ?? null;
}
