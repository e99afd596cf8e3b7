/**
 * @file The database mirror of a conversation. The ConversationDO is the source of truth; after each change it
 * writes its whole snapshot here (demo_call_logs or practice_sessions, and audio_processing_jobs), so a repeated
 * write is harmless. The browser never writes any of this: a practice call's transcript, duration, audio and
 * score come from here only.
 */
import { and, eq, sql } from "drizzle-orm";
import type { TranscriptEntry } from "../../domain/analysis";
import type { AnalysisResult } from "../../domain/analysis-result";
import type { DemoCallStatus, PracticeSessionStatus } from "../../domain/enums";
import { practiceRecordingPath } from "../../domain/practice-sessions";
import type { Database } from "../../lib/db/client";
import { analysedScoreSet } from "../../lib/db/effective-score";
import { analysisColumns } from "../../lib/db/analysis-columns";
import { audioProcessingJobs, callUsage, demoCallLogs, practiceSessions } from "../../lib/db/schema";
import type { ConversationState } from "./state";

const at = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

interface Documents {
  transcript: TranscriptEntry[] | null;
  analysis: AnalysisResult | null;
}

/** A practice session knows no "abandoned": a call that never connected failed, and says why. */
const PRACTICE_STATUS: Record<DemoCallStatus, PracticeSessionStatus> = {
  started: "pending",
  active: "active",
  completed: "completed",
  failed: "failed",
  abandoned: "failed",
};

export async function mirrorConversation(db: Database, state: ConversationState, documents: Documents): Promise<void> {
  if (state.kind === "practice") {
    await mirrorPracticeSession(db, state, documents);
    await mirrorUsage(db, state);
  } else await mirrorDemoCall(db, state, documents);
  if (state.jobId) await mirrorAudioJob(db, state);
}

/**
 * What the call used, for its team's budget: its reservation stands while the provider's call may run; once the
 * provider says it is over, the provider's own measure replaces it (else, when the provider never said, the time
 * from connecting to our end; nothing for a call that never connected).
 */
export function billedSeconds(state: ConversationState): number | null {
  if (state.providerOverAt === null) return null;
  if (state.usage?.billedSecs !== null && state.usage?.billedSecs !== undefined)
    return Math.max(0, Math.round(state.usage.billedSecs));
  const start = state.call?.connectedAt ?? null;
  if (start === null) return 0;
  return Math.max(0, Math.round(((state.endedAt ?? state.providerOverAt) - start) / 1000));
}

async function mirrorUsage(db: Database, state: ConversationState): Promise<void> {
  await db
    .update(callUsage)
    .set({
      connectedAt: at(state.call?.connectedAt ?? null),
      endedAt: at(state.endedAt),
      billedSeconds: billedSeconds(state),
      providerCredits: state.usage?.credits ?? null,
      providerCostUsd: state.usage?.costUsd ?? null,
      leadLatencyMs: state.usage?.leadLatencyMs ?? null,
      settledAt: at(state.providerOverAt),
    })
    .where(eq(callUsage.conversationId, state.conversationId));
}

/** The call's length: as the provider measured it (up to the limit), else from connection to end. */
export function callSeconds(state: ConversationState): number | null {
  const start = state.call?.connectedAt ?? null;
  const measured =
    start !== null && state.endedAt !== null ? Math.max(0, Math.round((state.endedAt - start) / 1000)) : null;
  return state.providerDurationSecs ?? (measured === null ? null : Math.min(measured, state.limitSeconds));
}

async function mirrorDemoCall(
  db: Database,
  state: ConversationState,
  { transcript, analysis }: Documents,
): Promise<void> {
  await db
    .update(demoCallLogs)
    .set({
      status: state.status,
      agentId: state.call?.agentId ?? null,
      callSid: state.call && state.call.callSid !== "unknown" ? state.call.callSid : null,
      providerConversationId: state.providerConversationId,
      overrideApplied: state.overrideApplied,
      overrideSuccess: state.overrideSuccess,
      callStartTime: at(state.call?.connectedAt ?? null),
      callEndTime: state.call ? at(state.endedAt) : null,
      callDuration: callSeconds(state),
      errorMessage: state.errorMessage,
      ...(transcript ? { transcript } : {}),
      ...(analysis ? { analysis } : {}),
    })
    .where(eq(demoCallLogs.conversationId, state.conversationId));
}

async function mirrorPracticeSession(
  db: Database,
  state: ConversationState,
  { transcript, analysis }: Documents,
): Promise<void> {
  if (!state.practiceSessionId) return;
  await db
    .update(practiceSessions)
    .set({
      status: PRACTICE_STATUS[state.status],
      duration: state.endedAt === null ? null : callSeconds(state),
      connectedAt: at(state.call?.connectedAt ?? null),
      invalidReason: state.invalidReason,
      errorMessage: state.errorMessage,
      aiEvaluationStatus: state.processing.status,
      aiEvaluatedAt: at(state.analysedAt),
      audioUrl: state.audio.status === "completed" ? practiceRecordingPath(state.practiceSessionId) : null,
      ...(transcript
        ? { transcript, transcriptText: transcript.map((entry) => `${entry.speaker}: ${entry.text}`).join("\n") }
        : {}),
      ...(analysis
        ? {
            ...analysedScoreSet(analysis.overallScore, analysis.scores),
            ...analysisColumns(analysis),
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(practiceSessions.id, state.practiceSessionId), eq(practiceSessions.conversationId, state.conversationId)),
    );
}

async function mirrorAudioJob(db: Database, state: ConversationState): Promise<void> {
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
    .where(eq(audioProcessingJobs.id, state.jobId!));
}
