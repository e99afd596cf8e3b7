import type { TranscriptEntry } from "../../domain/analysis";
import type { LeadSentiment } from "../../domain/enums";
import { computeMetrics } from "./metrics";
import type { CallMetrics } from "./types";

/** Two or more buying signals, or a single one not outweighed by rejections, reads as interest. */
export const INTERESTED_MIN_SIGNALS = 2;

/**
 * Precedence: hostile (any hostile signal not outweighed by interest, unless a next step was agreed)
 * → interested (next step agreed or buying signals) → negative (rejections outweigh warmth)
 * → positive (any warmth) → neutral.
 */
export function classifyLeadSentiment(input: CallMetrics | readonly TranscriptEntry[]): LeadSentiment {
  const metrics = isTranscript(input) ? computeMetrics(input) : input;
  const { positive, negative, hostile, interested } = metrics.leadSentimentSignals;
  if (hostile > 0 && !metrics.nextStepSecured && hostile >= interested) return "hostile";
  if (metrics.nextStepSecured || interested >= INTERESTED_MIN_SIGNALS || (interested > 0 && interested >= negative)) return "interested";
  if (negative > 0 && negative >= positive) return "negative";
  if (positive > 0) return "positive";
  return "neutral";
}

function isTranscript(input: CallMetrics | readonly TranscriptEntry[]): input is readonly TranscriptEntry[] {
  return Array.isArray(input);
}
