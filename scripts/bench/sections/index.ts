import type { BenchSection } from "../types";
import { analysisSection } from "./analysis";
import { apiSection } from "./api";
import { capacitySection } from "./capacity";
import { pipelineSection } from "./pipeline";
import { realCallsSection } from "./real-calls";
import { reviewSection } from "./review";
import { waitingListSection } from "./waiting-list";
import { webSection } from "./web";

/** Every section of `npm run bench`, in report order. Add one line per section. */
export const sections: BenchSection[] = [
  webSection,
  // Before the pipeline: its conversations finish in the background, and round trips are counted on an idle stack.
  apiSection,
  waitingListSection,
  analysisSection,
  pipelineSection,
  // After the API section: its practice call must not run beside the counted round trips.
  reviewSection,
  // After the review section: its own uploads, scored in the request, then the real call's review page.
  realCallsSection,
  // After every measured section: its 200 calls settle in the background.
  capacitySection,
];
