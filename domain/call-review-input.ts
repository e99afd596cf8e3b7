/**
 * Request bodies of the call review's writes (docs/api.md), apart from domain/call-review.ts so the review page's
 * JavaScript, which needs only the contracts, does not carry the validation library.
 */
import { z } from "zod";
import { COACHING_NOTE_MAX_CHARS } from "./call-review";

/** Moments lie within a call, and no call lasts an hour (the longest session a broker can set is 20 minutes). */
export const MOMENT_TIME_MAX_SECONDS = 60 * 60;

export const coachingNoteInput = z.strictObject({
  time: z.number({ error: "Give the moment's time in seconds" }).min(0).max(MOMENT_TIME_MAX_SECONDS),
  body: z
    .string({ error: "Write the note" })
    .trim()
    .min(1, "Write the note")
    .max(COACHING_NOTE_MAX_CHARS, `A note can be at most ${COACHING_NOTE_MAX_CHARS} characters`),
});
export type CoachingNoteInput = z.infer<typeof coachingNoteInput>;

export const retryInput = z.strictObject({
  momentTime: z.number({ error: "Choose the objection to practise again" }).min(0).max(MOMENT_TIME_MAX_SECONDS),
  /** A real call's moment only (it was not made on a training line): the line and the AI personality to practise it on. */
  phoneNumberId: z.string().max(64).optional(),
  aiAgentId: z.string().max(64).optional(),
});
export type RetryInput = z.infer<typeof retryInput>;
