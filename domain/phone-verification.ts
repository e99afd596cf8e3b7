/**
 * Proving a phone number with a one-time code sent by text message (Twilio Verify): agents prove the number
 * their phone practice calls come from, demo visitors the number they will call from. The server never stores
 * or logs the code; it keeps only that the number was proved, when, and for whom.
 */
import { z } from "zod";
import { CALLER_NUMBER_MAX_LENGTH, INVALID_CALLER_NUMBER_MESSAGE, toE164 } from "./phone";

export const phoneNumberField = z
  .string({ error: INVALID_CALLER_NUMBER_MESSAGE })
  .trim()
  .max(CALLER_NUMBER_MAX_LENGTH, INVALID_CALLER_NUMBER_MESSAGE)
  .transform((raw, ctx) => {
    const e164 = toE164(raw);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: INVALID_CALLER_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });

export const sendCodeInput = z.strictObject({ phoneNumber: phoneNumberField });
export const checkCodeInput = z.strictObject({
  phoneNumber: phoneNumberField,
  code: z
    .string({ error: "Enter the code from the text message" })
    .trim()
    .regex(/^\d{4,10}$/, "Enter the code from the text message: its digits only"),
});
export type CheckCodeInput = z.infer<typeof checkCodeInput>;

/** How long a sent code works (Twilio Verify's default). */
export const CODE_LIFETIME_MINUTES = 10;

export const CODE_SENT_MESSAGE = "We sent a code by text message. It works for 10 minutes.";
export const WRONG_CODE_MESSAGE = "That code is not right. Check the text message and try again.";
export const EXPIRED_CODE_MESSAGE = "That code has expired, or none was sent to this number. Send a new code.";
export const TOO_MANY_TRIES_MESSAGE = "Too many wrong codes. Wait 10 minutes, then send a new code.";
export const TOO_MANY_SENDS_MESSAGE = "Too many codes were sent to this number. Wait 10 minutes, then try again.";
export const VERIFICATION_UNAVAILABLE_MESSAGE = "We cannot send text messages right now. Please try again later.";
export const VERIFY_NUMBER_FIRST_MESSAGE =
  "Verify your phone number first: a practice call by phone is answered only when it comes from your own verified number.";
export const PROVE_CALLER_NUMBER_FIRST_MESSAGE =
  "Confirm this number with the code we text to it before starting, or leave the number out.";

/** What `GET /api/agent/phone-number` answers: the agent's proved number, or null. */
export interface VerifiedNumber {
  phoneNumber: string;
  verifiedAt: string;
}
