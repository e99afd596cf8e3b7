import type { BrowserCallOverrides } from "@domain/practice-calls";
import { apiRequest } from "./api";

/**
 * The local voice simulator (development only): its phone dials a practice line, and a browser session opens a
 * URL the provider signed; either way the trainee then types what they would say and the simulated lead answers.
 */
export interface DialedCall {
  simCallId: string;
  firstMessage: string;
}

export async function dialPracticeLine(phoneNumber: string): Promise<DialedCall> {
  const response = await apiRequest("POST", "/api/dev/simulator/calls", { phoneNumber });
  return (await response.json()) as DialedCall;
}

/** What `@elevenlabs/client` does with a signed URL and its overrides, on the simulator. */
export async function openSignedSession(signedUrl: string, overrides: BrowserCallOverrides): Promise<DialedCall> {
  const response = await apiRequest("POST", "/api/dev/simulator/calls/web", { signedUrl, overrides });
  return (await response.json()) as DialedCall;
}

export async function sayToLead(simCallId: string, text: string): Promise<{ reply: string; ended: boolean }> {
  const response = await apiRequest("POST", `/api/dev/simulator/calls/${simCallId}/say`, { text });
  return (await response.json()) as { reply: string; ended: boolean };
}

export async function hangUpPracticeCall(simCallId: string): Promise<void> {
  await apiRequest("POST", `/api/dev/simulator/calls/${simCallId}/hangup`, {});
}
