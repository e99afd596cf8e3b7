/**
 * @file The graded-call file format of the grading guide (README, "Call analysis"): one cold call in the
 * voice provider's post-call format (role `agent` = the AI lead, `user` = the trainee), graded 0–100 by a
 * sales manager with the reason, the lead's sentiment at the end and a verdict per criterion. The calls the
 * project started with have no criteria; `heldOut` marks the ones written after the old analyser's tuning.
 */
import { z } from "zod";
import { CALL_CRITERIA, CRITERION_VERDICTS, type TranscriptEntry } from "../../../domain/analysis";
import { LEAD_SENTIMENTS, TRAINING_VERTICALS } from "../../../domain/enums";
import { providerTranscriptEntry } from "../../voice/elevenlabs-payloads";
import { toTranscriptEntries } from "../../voice/transcript-mapping";

/** Every criterion labelled (zod 4: a record keyed by an enum requires each key). */
const criterionLabels = z.record(z.enum(CALL_CRITERIA), z.enum(CRITERION_VERDICTS));

export const gradedCallFile = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a kebab-case id"),
  vertical: z.enum(TRAINING_VERTICALS),
  heldOut: z.boolean().optional(),
  classes: z.array(z.string().min(1)).min(1),
  grade: z.number().int().min(0).max(100),
  expectedSentiment: z.enum(LEAD_SENTIMENTS),
  reason: z.string().min(20),
  criteria: criterionLabels.optional(),
  transcript: z.array(providerTranscriptEntry).min(2),
});
export type GradedCallFile = z.infer<typeof gradedCallFile>;

/** A graded call as the analyser sees it: its transcript through the real provider mapping. */
export type GradedCall = GradedCallFile & { batch: string; entries: TranscriptEntry[] };

export function parseGradedCall(raw: unknown, batch: string): GradedCall {
  const call = gradedCallFile.parse(raw);
  return { ...call, batch, entries: toTranscriptEntries(call.transcript) };
}

/**
 * The graded calls of one file: a single call (one file per call, as the grading guide writes them) or an
 * array of calls (a team's calibration grades, exported from the broker's Calibration panel).
 */
export function parseGradedCalls(raw: unknown, batch: string): GradedCall[] {
  return Array.isArray(raw) ? raw.map((call) => parseGradedCall(call, batch)) : [parseGradedCall(raw, batch)];
}
