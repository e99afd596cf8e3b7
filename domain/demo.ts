/** Contracts of the public demo API (spec §7): what the demo flow sends and what it gets back. */
import { z } from "zod";
import { SCORE_CATEGORIES } from "./analysis";
import type { AnalysisResult } from "./analysis-result";
import { DEMO_CALL_STATUSES, LEAD_SENTIMENTS, PROCESSING_STATUSES, SCENARIO_DIFFICULTIES } from "./enums";
import { CALLER_NUMBER_MAX_LENGTH, INVALID_CALLER_NUMBER_MESSAGE, toE164 } from "./phone";

export const CUSTOM_INSTRUCTIONS_MAX_LENGTH = 2000;

export const startConversationInput = z.object({
  scenarioId: z.uuid("Choose a scenario"),
  customInstructions: z
    .string()
    .trim()
    .max(
      CUSTOM_INSTRUCTIONS_MAX_LENGTH,
      `Custom instructions can be at most ${CUSTOM_INSTRUCTIONS_MAX_LENGTH} characters`,
    )
    .optional(),
  /** The number the visitor will call from: their call is routed by it instead of leasing a whole line. */
  callerNumber: z
    .string()
    .trim()
    .max(CALLER_NUMBER_MAX_LENGTH, INVALID_CALLER_NUMBER_MESSAGE)
    .transform((raw, ctx) => {
      if (raw === "") return undefined;
      const e164 = toE164(raw);
      if (!e164) ctx.addIssue({ code: "custom", message: INVALID_CALLER_NUMBER_MESSAGE });
      return e164 ?? undefined;
    })
    .optional(),
});
export type StartConversationInput = z.infer<typeof startConversationInput>;

export const demoScenarioListItem = z.object({
  id: z.string(),
  name: z.string(),
  difficulty: z.enum(SCENARIO_DIFFICULTIES),
  promptText: z.string(),
});
export type DemoScenarioListItem = z.infer<typeof demoScenarioListItem>;

export const conversationStartResponse = z.object({
  conversationId: z.string(),
  /** E.164; the UI formats it as (xxx)-xxx-xxxx. */
  phoneNumber: z.string(),
  /** When the call is ended at the latest (ISO 8601). */
  expiresAt: z.string(),
  /** The line is held for a call until then (ISO 8601); nobody dialled by then, it is freed and the demo abandoned. */
  dialBy: z.string(),
  limitSeconds: z.number().int(),
  jobId: z.string(),
  status: z.enum(DEMO_CALL_STATUSES),
  /** "caller": the line knows the visitor by the number they gave; "lease": the line is held for them alone. */
  routing: z.enum(["caller", "lease"]),
});
export type ConversationStartResponse = z.infer<typeof conversationStartResponse>;

export const analysisResultSchema = z.object({
  overallScore: z.number(),
  leadSentiment: z.enum(LEAD_SENTIMENTS),
  scores: z.object(
    Object.fromEntries(SCORE_CATEGORIES.map((category) => [category, z.number()])) as Record<
      (typeof SCORE_CATEGORIES)[number],
      z.ZodNumber
    >,
  ),
  keyPhrases: z.array(z.string()),
  feedback: z.string(),
  improvements: z.array(z.string()),
}) satisfies z.ZodType<AnalysisResult>;

/** Audio processing status of spec §3, plus the call's own status and, once completed, the analysis. */
export const processingStatusResponse = z.object({
  processingStatus: z.enum(PROCESSING_STATUSES),
  isReady: z.boolean(),
  jobId: z.string().nullable(),
  error: z.string().nullable(),
  callStatus: z.enum(DEMO_CALL_STATUSES),
  analysis: analysisResultSchema.optional(),
});
export type ProcessingStatusResponse = z.infer<typeof processingStatusResponse>;

/** `POST …/end` answers like the status endpoint: the analysis when it is ready, else where processing is. */
export const conversationEndResponse = processingStatusResponse;
export type ConversationEndResponse = ProcessingStatusResponse;

/** A client holds one practice line at a time (a second start while the first call is on is refused with 409). */
export const ONE_LINE_PER_CLIENT_MESSAGE =
  "You already have a call on a practice line. End it, or wait a minute for it to end, before starting another.";
/** Two starts for one proved number at the same moment (only its owner can make them): the second waits (409). */
export const CALLER_NUMBER_STARTING_MESSAGE =
  "Another demo for this number is starting right now. Please try again in a moment.";
/** A client whose leased lines kept going undialled (429): a number of their own routes their call without a lease. */
export const UNDIALLED_LEASES_MESSAGE =
  "Your last demo calls were never dialled, so a whole line waited for nobody. Confirm the number you will call from to start another, or try again later.";
/** What step 2 says when the call is routed by the visitor's number. */
export const CALL_FROM_ENTERED_NUMBER_TEXT = "Call from the number you entered";
/** Why: the line knows the visitor by their caller ID, so a call from any other number is not theirs. */
export const CALL_MUST_COME_FROM_NUMBER_TEXT =
  "The call must come from this number: the line recognises you by it, and a call from any other number does not reach your lead.";
/** The way out when the visitor's phone shows another caller ID: a new call on a line held for them alone. */
export const CALLING_FROM_ANOTHER_NUMBER_TEXT = "I am calling from another number";
/** Nobody dialled within the minute the line is held (dialBy): it went back to the pool, and the call with it. */
export const LINE_GIVEN_BACK_TEXT = "No call came in within a minute, so the practice line was given back.";
