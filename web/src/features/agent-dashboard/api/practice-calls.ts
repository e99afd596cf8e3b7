import type { TranscriptEntry } from "../../../../../domain/analysis";
import type { PracticeSessionStatus } from "../../../../../domain/enums";
import { apiRequest } from "../../../lib/api";
import type { PracticeSession, VoiceSession } from "./types";

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

export const updatePracticeSession = (id: string, change: { status: PracticeSessionStatus; conversationId?: string }) =>
  send<PracticeSession>("PUT", `/api/practice_sessions/${id}`, change);

/** The server scores the call itself; score and feedback travel empty, as the client has none. */
export const completePracticeSession = (id: string, call: { transcript: TranscriptEntry[]; duration: number }) =>
  send<PracticeSession>("POST", `/api/practice_sessions/${id}/complete`, { ...call, audioUrl: null, score: null, feedback: null });

export const getVoiceSession = (id: string) => send<VoiceSession>("POST", `/api/practice_sessions/${id}/voice-session`);

export const simulatorReply = (id: string, traineeLines: string[]) =>
  send<{ reply: string; ended: boolean }>("POST", `/api/practice_sessions/${id}/simulator-reply`, { traineeLines });
