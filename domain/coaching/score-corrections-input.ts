/** @file Request bodies of score corrections and flags (validated by the Worker, used by the review's forms). */
import { z } from "zod";
import { SCORE_CATEGORIES } from "../analysis";
import { MOMENT_TIME_MAX_SECONDS } from "../call-review-input";
import { CORRECTION_REASON_MAX_CHARS, FLAG_COMMENT_MAX_CHARS, FLAG_RESPONSE_MAX_CHARS } from "./score-corrections";

const SCORE_RANGE_MESSAGE = "A score is a whole number from 0 to 100";
const score = z
  .number({ error: SCORE_RANGE_MESSAGE })
  .int(SCORE_RANGE_MESSAGE)
  .min(0, SCORE_RANGE_MESSAGE)
  .max(100, SCORE_RANGE_MESSAGE);
const momentTime = z.number({ error: "Give the moment's time in seconds" }).min(0).max(MOMENT_TIME_MAX_SECONDS);

const categoryScores = z.strictObject(
  Object.fromEntries(SCORE_CATEGORIES.map((category) => [category, score.optional()])) as Record<
    (typeof SCORE_CATEGORIES)[number],
    z.ZodOptional<typeof score>
  >,
);

export const scoreCorrectionInput = z
  .strictObject({
    overall: score.optional(),
    scores: categoryScores.optional(),
    reason: z
      .string({ error: "Say why the score is corrected" })
      .trim()
      .min(1, "Say why the score is corrected")
      .max(CORRECTION_REASON_MAX_CHARS, `A reason can be at most ${CORRECTION_REASON_MAX_CHARS} characters`),
    /** The moment of the call the correction is about, when it is about one. */
    momentTime: momentTime.nullish(),
  })
  .refine(
    (input) => input.overall !== undefined || Object.values(input.scores ?? {}).some((value) => value !== undefined),
    {
      message: "Give the corrected overall score or a corrected category score",
      path: ["overall"],
    },
  );
export type ScoreCorrectionInput = z.input<typeof scoreCorrectionInput>;

export const scoreFlagInput = z.strictObject({
  time: momentTime,
  comment: z
    .string({ error: "Say what was misjudged" })
    .trim()
    .min(1, "Say what was misjudged")
    .max(FLAG_COMMENT_MAX_CHARS, `A comment can be at most ${FLAG_COMMENT_MAX_CHARS} characters`),
});
export type ScoreFlagInput = z.input<typeof scoreFlagInput>;

export const flagResolutionInput = z.strictObject({
  response: z
    .string()
    .trim()
    .max(FLAG_RESPONSE_MAX_CHARS, `A response can be at most ${FLAG_RESPONSE_MAX_CHARS} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type FlagResolutionInput = z.input<typeof flagResolutionInput>;
