import { apiRequest } from "../../../lib/api";

/** The local simulator's phone (development only): dial a practice line, say lines, hang up. */
export interface DialedCall {
  simCallId: string;
  firstMessage: string;
}

export async function dialPracticeLine(phoneNumber: string): Promise<DialedCall> {
  const response = await apiRequest("POST", "/api/dev/simulator/calls", { phoneNumber });
  return (await response.json()) as DialedCall;
}

export async function sayToLead(simCallId: string, text: string): Promise<{ reply: string; ended: boolean }> {
  const response = await apiRequest("POST", `/api/dev/simulator/calls/${simCallId}/say`, { text });
  return (await response.json()) as { reply: string; ended: boolean };
}

export async function hangUpPracticeCall(simCallId: string): Promise<void> {
  await apiRequest("POST", `/api/dev/simulator/calls/${simCallId}/hangup`, {});
}
