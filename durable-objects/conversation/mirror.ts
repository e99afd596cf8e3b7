/**
 * @file The database mirror of a conversation. The ConversationDO is the source of truth; after each change it
 * writes its whole snapshot here (demo_call_logs + audio_processing_jobs), so a repeated write is harmless.
 */
import { eq } from "drizzle-orm";
import type { AnalysisResult, TranscriptEntry } from "../../domain/analysis";
import type { ConversationState } from "./state";
import type { Database } from "../../db/client";
import { audioProcessingJobs, demoCallLogs } from "../../db/schema";

const at = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

export async function mirrorConversation(
  db: Database,
  state: ConversationState,
  extras: { transcript: TranscriptEntry[] | null; analysis: AnalysisResult | null },
): Promise<void> {
  const callStart = state.call?.connectedAt ?? null;
  const measuredSeconds = callStart !== null && state.endedAt !== null ? Math.max(0, Math.round((state.endedAt - callStart) / 1000)) : null;
  await db
    .update(demoCallLogs)
    .set({
      status: state.status,
      agentId: state.call?.agentId ?? null,
      callSid: state.call && state.call.callSid !== "unknown" ? state.call.callSid : null,
      providerConversationId: state.providerConversationId,
      overrideApplied: state.overrideApplied,
      overrideSuccess: state.overrideSuccess,
      callStartTime: at(callStart),
      callEndTime: state.call ? at(state.endedAt) : null,
      callDuration: state.providerDurationSecs ?? measuredSeconds,
      errorMessage: state.errorMessage,
      ...(extras.transcript ? { transcript: extras.transcript } : {}),
      ...(extras.analysis ? { analysis: extras.analysis } : {}),
    })
    .where(eq(demoCallLogs.conversationId, state.conversationId));
  if (!state.jobId) return;
  await db
    .update(audioProcessingJobs)
    .set({
      status: state.audio.status,
      agentId: state.call?.agentId ?? null,
      providerConversationId: state.providerConversationId,
      audioFilePath: state.audio.key,
      audioFileSize: state.audio.size,
      processingStartedAt: at(state.audio.startedAt),
      processingCompletedAt: at(state.audio.completedAt),
      fileExpiresAt: at(state.audio.expiresAt),
      errorMessage: state.audio.error,
    })
    .where(eq(audioProcessingJobs.id, state.jobId));
}
