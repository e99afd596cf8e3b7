import type { BenchSection } from "../types";
import { analysisSection } from "./analysis";
import { pipelineSection } from "./pipeline";
import { waitingListSection } from "./waiting-list";
import { webSection } from "./web";

/** Every section of `npm run bench`, in report order. Add one line per section. */
export const sections: BenchSection[] = [
  webSection,
  waitingListSection,
  analysisSection,
  pipelineSection,
];
