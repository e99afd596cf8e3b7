import type { TranscriptEntry } from "../../domain/analysis";
import type { LeadSentiment } from "../../domain/enums";
import { computeMetrics } from "./metrics";
import type { CallMetrics } from "./types";

/** The lead's sentiment from the lead's own words, the end of the call weighing most (lead-arc.ts). */
export function classifyLeadSentiment(input: CallMetrics | readonly TranscriptEntry[]): LeadSentiment {
  const metrics = isTranscript(input) ? computeMetrics(input) : input;
  return metrics.repWords === 0 ? "neutral" : metrics.lead.sentiment;
}

function isTranscript(input: CallMetrics | readonly TranscriptEntry[]): input is readonly TranscriptEntry[] {
  return Array.isArray(input);
}
