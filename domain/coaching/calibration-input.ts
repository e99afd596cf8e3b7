/** @file What a broker sends to grade a call blind (validated by the Worker, used by the grading form). */
import { z } from "zod";
import { CALL_CRITERIA, CRITERION_VERDICTS } from "../analysis";
import { LEAD_SENTIMENTS } from "../enums";
import { CALIBRATION_CLASSES_MAX, CALIBRATION_REASON_MAX_CHARS, CALIBRATION_REASON_MIN_CHARS } from "./calibration";

const GRADE_MESSAGE = "A grade is a whole number from 0 to 100";
const verdict = z.enum(CRITERION_VERDICTS, { error: `Each criterion is ${CRITERION_VERDICTS.join(", ")}` });

export const calibrationGradeInput = z.strictObject({
  sessionId: z.guid("Choose a call of your team"),
  grade: z.number({ error: GRADE_MESSAGE }).int(GRADE_MESSAGE).min(0, GRADE_MESSAGE).max(100, GRADE_MESSAGE),
  expectedSentiment: z.enum(LEAD_SENTIMENTS, {
    error: `The lead's sentiment at the end is one of ${LEAD_SENTIMENTS.join(", ")}`,
  }),
  criteria: z.strictObject(
    Object.fromEntries(CALL_CRITERIA.map((criterion) => [criterion, verdict])) as Record<
      (typeof CALL_CRITERIA)[number],
      typeof verdict
    >,
  ),
  reason: z
    .string({ error: "Say why this grade" })
    .trim()
    .min(
      CALIBRATION_REASON_MIN_CHARS,
      `Say why this grade, in a sentence or two (at least ${CALIBRATION_REASON_MIN_CHARS} characters)`,
    )
    .max(CALIBRATION_REASON_MAX_CHARS, `A reason can be at most ${CALIBRATION_REASON_MAX_CHARS} characters`),
  /** Free-form snake_case tags naming the kind of call ("graceful_no", "pushy_close"). */
  classes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z][a-z0-9_]{0,39}$/, "A class is a short snake_case tag, e.g. graceful_no"),
    )
    .max(CALIBRATION_CLASSES_MAX, `At most ${CALIBRATION_CLASSES_MAX} classes`)
    .default([]),
});
export type CalibrationGradeInput = z.input<typeof calibrationGradeInput>;
