import type { RetryInput } from "@domain/call-review-input";
import { apiRequest } from "@/lib/api";
import type { PracticeSession } from "./types";

/** A new session on the setup of call `sessionId`, whose lead opens with that call's objection at `momentTime`. */
export async function createRetrySession(sessionId: string, input: RetryInput): Promise<PracticeSession> {
  return (await (await apiRequest("POST", `/api/practice_sessions/${encodeURIComponent(sessionId)}/retries`, input)).json()) as PracticeSession;
}
