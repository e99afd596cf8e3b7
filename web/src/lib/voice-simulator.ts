import { apiRequest } from "./api";

/**
 * The local voice simulator's phone (development only): it dials a practice line, then the trainee types what
 * they would say and the simulated lead answers. (A browser call needs none of this: @elevenlabs/client talks
 * to the simulator's conversation WebSocket as it would to the provider's.)
 */
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
