/**
 * @file Sending and checking a one-time code for a phone number (Twilio Verify, or the simulator's stand-in),
 * each limited per requester (fail closed: every send is a text message someone pays for), with the clear
 * refusals a person needs. The code is passed through, never stored or logged.
 */
import type { Context } from "hono";
import {
  EXPIRED_CODE_MESSAGE,
  TOO_MANY_SENDS_MESSAGE,
  TOO_MANY_TRIES_MESSAGE,
  VERIFICATION_UNAVAILABLE_MESSAGE,
  WRONG_CODE_MESSAGE,
} from "../../domain/phone-verification";
import { INVALID_CALLER_NUMBER_MESSAGE } from "../../domain/phone";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { enforceRateLimit, type RateLimitOptions } from "../http/middleware/rate-limit";
import { twilioVerify } from "../../lib/voice/provider-config";

/** Codes a requester may have texted: Twilio allows 5 per number per 10 minutes; one requester gets no more. */
export const CODE_SEND_LIMIT = {
  scope: "code-send",
  limit: 5,
  windowMs: 10 * 60_000,
  whenLimiterUnavailable: "refuse",
} as const;
/** Codes a requester may try: Twilio allows 5 per code; a requester trying many numbers is stopped here. */
export const CODE_CHECK_LIMIT = {
  scope: "code-check",
  limit: 10,
  windowMs: 10 * 60_000,
  whenLimiterUnavailable: "refuse",
} as const;
const WAIT_FOR_NEW_CODE_SECONDS = "600";

function verifier<E extends AppEnv>(c: Context<E>) {
  const verify = twilioVerify(c.env, c.var.voice);
  if (!verify) throw new ApiError(503, VERIFICATION_UNAVAILABLE_MESSAGE, { headers: { "Retry-After": "60" } });
  return verify;
}

/** Texts a code to `phoneNumber` (E.164) for `requester` (a user id, or a client). */
export async function sendProofCode<E extends AppEnv>(
  c: Context<E>,
  requester: string,
  phoneNumber: string,
): Promise<void> {
  await enforceRateLimit(c, CODE_SEND_LIMIT satisfies RateLimitOptions, requester);
  const outcome = await verifier(c).sendCode(phoneNumber);
  switch (outcome) {
    case "sent":
      return;
    case "invalid-number":
      throw new ApiError(400, INVALID_CALLER_NUMBER_MESSAGE, {
        issues: [{ path: "phoneNumber", message: INVALID_CALLER_NUMBER_MESSAGE }],
      });
    case "too-many-sends":
      throw new ApiError(429, TOO_MANY_SENDS_MESSAGE, { headers: { "Retry-After": WAIT_FOR_NEW_CODE_SECONDS } });
    case "unavailable":
      throw new ApiError(503, VERIFICATION_UNAVAILABLE_MESSAGE, { headers: { "Retry-After": "60" } });
  }
}

/** Checks the code typed for `phoneNumber`; returns only when it is right (else a clear refusal). */
export async function checkProofCode<E extends AppEnv>(
  c: Context<E>,
  requester: string,
  phoneNumber: string,
  code: string,
): Promise<void> {
  await enforceRateLimit(c, CODE_CHECK_LIMIT, requester);
  const outcome = await verifier(c).checkCode(phoneNumber, code);
  switch (outcome) {
    case "approved":
      return;
    case "wrong-code":
      throw new ApiError(400, WRONG_CODE_MESSAGE, { issues: [{ path: "code", message: WRONG_CODE_MESSAGE }] });
    case "expired":
      throw new ApiError(400, EXPIRED_CODE_MESSAGE, { issues: [{ path: "code", message: EXPIRED_CODE_MESSAGE }] });
    case "too-many-tries":
      throw new ApiError(429, TOO_MANY_TRIES_MESSAGE, { headers: { "Retry-After": WAIT_FOR_NEW_CODE_SECONDS } });
    case "unavailable":
      throw new ApiError(503, VERIFICATION_UNAVAILABLE_MESSAGE, { headers: { "Retry-After": "60" } });
  }
}
