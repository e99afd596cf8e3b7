/** @file Hangs up a live call through Twilio's REST API ("modify a call in progress": Status=completed). */
import type { FetchLike } from "./elevenlabs-client";

export const TWILIO_API_BASE = "https://api.twilio.com";

export type HangUpResult = "hung-up" | "already-ended" | "failed";

export async function hangUpCall(options: {
  accountSid: string;
  authToken: string;
  callSid: string;
  fetch: FetchLike;
  baseUrl?: string;
}): Promise<HangUpResult> {
  const base = (options.baseUrl ?? TWILIO_API_BASE).replace(/\/+$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Calls/${encodeURIComponent(options.callSid)}.json`;
  const response = await options.fetch(url, {
    method: "POST",
    headers: {
      Authorization: `Basic ${btoa(`${options.accountSid}:${options.authToken}`)}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ Status: "completed" }).toString(),
  });
  await response.body?.cancel();
  if (response.ok) return "hung-up";
  // Twilio answers 404 for a call that is no longer in progress; the caller already hung up.
  if (response.status === 404) return "already-ended";
  console.warn(JSON.stringify({ level: "warn", event: "twilio-hangup-failed", status: response.status, callSid: options.callSid }));
  return "failed";
}
