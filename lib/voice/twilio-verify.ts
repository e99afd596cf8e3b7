/**
 * @file Twilio Verify (shared/reference/twilio-verify.md): text a one-time code to a number, then check the code
 * the person typed. Twilio keeps the code; nothing here stores or logs it (nor the number: callers log outcomes).
 */
import { z } from "zod";
import { withDeadline } from "../deadline";
import type { FetchLike } from "./elevenlabs-client";
import { errorSummary } from "../db/error-summary";

export const TWILIO_VERIFY_BASE = "https://verify.twilio.com/v2";
/** The person waits on it: a few seconds, not the fetch's default. */
export const TWILIO_VERIFY_TIMEOUT_MS = 8_000;

export interface TwilioVerifyTarget {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The Verify Service (`VA…`). */
  serviceSid: string;
}

export type SendOutcome = "sent" | "too-many-sends" | "invalid-number" | "unavailable";
export type CheckOutcome = "approved" | "wrong-code" | "expired" | "too-many-tries" | "unavailable";

/** A Verification or VerificationCheck as Twilio answers it (only what we read). */
const verification = z.object({ sid: z.string(), status: z.string(), valid: z.boolean().optional() });
/** Twilio's error body: `{code, message, more_info, status}`. */
const twilioError = z.object({ code: z.number(), message: z.string().optional(), status: z.number().optional() });

/** Twilio Verify error codes we tell apart (twilio.com/docs/api/errors). */
const MAX_CHECK_ATTEMPTS = 60202;
const MAX_SEND_ATTEMPTS = 60203;
const INVALID_PARAMETER = 60200;
const NOT_FOUND = 20404;

export function createTwilioVerify(target: TwilioVerifyTarget, fetch: FetchLike, timeoutMs = TWILIO_VERIFY_TIMEOUT_MS) {
  const base = `${target.baseUrl.replace(/\/+$/, "")}/Services/${encodeURIComponent(target.serviceSid)}`;

  async function post(path: string, form: Record<string, string>): Promise<{ status: number; body: unknown }> {
    return withDeadline(`Twilio Verify ${path}`, timeoutMs, async (signal) => {
      const response = await fetch(`${base}/${path}`, {
        method: "POST",
        headers: {
          Authorization: `Basic ${btoa(`${target.accountSid}:${target.authToken}`)}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(form).toString(),
        signal,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    });
  }

  function errorCode(body: unknown): number | null {
    const parsed = twilioError.safeParse(body);
    return parsed.success ? parsed.data.code : null;
  }

  return {
    /** Texts a new code to `to` (E.164). */
    async sendCode(to: string): Promise<SendOutcome> {
      try {
        const answer = await post("Verifications", { To: to, Channel: "sms" });
        if (answer.status === 201 || answer.status === 200)
          return verification.safeParse(answer.body).success ? "sent" : "unavailable";
        const code = errorCode(answer.body);
        if (code === MAX_SEND_ATTEMPTS || answer.status === 429) return "too-many-sends";
        if (code === INVALID_PARAMETER || answer.status === 400) return "invalid-number";
        warn("twilio-verify-send-refused", answer.status, code);
        return "unavailable";
      } catch (error) {
        warn("twilio-verify-send-failed", null, null, error);
        return "unavailable";
      }
    },
    /** Checks the code typed for `to`. */
    async checkCode(to: string, code: string): Promise<CheckOutcome> {
      try {
        const answer = await post("VerificationCheck", { To: to, Code: code });
        if (answer.status === 200) {
          const parsed = verification.safeParse(answer.body);
          if (!parsed.success) return "unavailable";
          if (parsed.data.status === "approved" && parsed.data.valid !== false) return "approved";
          if (parsed.data.status === "pending") return "wrong-code";
          return "expired";
        }
        const errorNumber = errorCode(answer.body);
        if (errorNumber === MAX_CHECK_ATTEMPTS || answer.status === 429) return "too-many-tries";
        if (errorNumber === NOT_FOUND || answer.status === 404) return "expired";
        warn("twilio-verify-check-refused", answer.status, errorNumber);
        return "unavailable";
      } catch (error) {
        warn("twilio-verify-check-failed", null, null, error);
        return "unavailable";
      }
    },
  };
}

export type TwilioVerify = ReturnType<typeof createTwilioVerify>;

function warn(event: string, status: number | null, code: number | null, error?: unknown): void {
  console.warn(
    JSON.stringify({
      level: "warn",
      event,
      status,
      code,
      ...(error === undefined ? {} : { error: errorSummary(error) }),
    }),
  );
}
