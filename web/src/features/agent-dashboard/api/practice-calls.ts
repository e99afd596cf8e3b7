import type { PracticeCallStart, PracticeChannel } from "@domain/practice-calls";
import { apiRequest } from "@/lib/api";
import type { PracticeSession } from "./types";

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

export interface PracticeSetupInput {
  phoneNumberId: string;
  aiAgentId: string;
  scenarioId?: string;
  customPrompt?: string;
}

export const createPracticeSession = (input: PracticeSetupInput) => send<PracticeSession>("POST", "/api/practice_sessions", input);

/** Starts the session's call: a line to dial from your phone, or a signed URL for the browser. */
export const startPracticeCall = (id: string, via: PracticeChannel) => send<PracticeCallStart>("POST", `/api/practice_sessions/${id}/call`, { via });

/** The browser joined its call: the server asks the voice provider, and answers the session as it now is. */
export const reportJoined = (id: string) => send<PracticeSession>("PUT", `/api/practice_sessions/${id}`, { status: "active" });

/** Gives up on a call that never connected; the session ends failed, saying why. */
export const cancelPracticeCall = (id: string) => send<PracticeSession>("PUT", `/api/practice_sessions/${id}`, { status: "failed" });

/** Ends the call. It carries nothing: the transcript, duration, audio and score come from the call itself. */
export const endPracticeCall = (id: string) => send<PracticeSession>("POST", `/api/practice_sessions/${id}/complete`, {});

export const getPracticeSession = (id: string) => send<PracticeSession>("GET", `/api/practice_sessions/${id}`);
