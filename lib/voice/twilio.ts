/** @file Hangs up a live call through Twilio's REST API ("modify a call in progress": Status=completed). */
import { withDeadline } from "../deadline";
import type { FetchLike } from "./elevenlabs-client";

export const TWILIO_API_BASE = "https://api.twilio.com";
/** The hang-up runs while the trainee's End request waits; the agent's own call cap is the backstop. */
export const TWILIO_REQUEST_TIMEOUT_MS = 5_000;

export type HangUpResult = "hung-up" | "already-ended" | "failed";

export async function hangUpCall(options: {
  accountSid: string;
  authToken: string;
  callSid: string;
  fetch: FetchLike;
  baseUrl?: string;
  timeoutMs?: number;
}): Promise<HangUpResult> {
  const base = (options.baseUrl ?? TWILIO_API_BASE).replace(/\/+$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Calls/${encodeURIComponent(options.callSid)}.json`;
  const response = await withDeadline(
    "Twilio hang-up",
    options.timeoutMs ?? TWILIO_REQUEST_TIMEOUT_MS,
    async (signal) => {
      const answer = await options.fetch(url, {
        method: "POST",
        headers: {
          Authorization: `Basic ${btoa(`${options.accountSid}:${options.authToken}`)}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ Status: "completed" }).toString(),
        signal,
      });
      await answer.body?.cancel();
      return answer;
    },
  );
  if (response.ok) return "hung-up";
  // Twilio answers 404 for a call that is no longer in progress; the caller already hung up.
  if (response.status === 404) return "already-ended";
  console.warn(
    JSON.stringify({ level: "warn", event: "twilio-hangup-failed", status: response.status, callSid: options.callSid }),
  );
  return "failed";
}
