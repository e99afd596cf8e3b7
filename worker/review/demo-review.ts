/** @file A demo call's review for the visitor who made it, from its ConversationDO (no database read). */
import type { CallReview, ReviewAudio } from "../../domain/call-review";
import {
  NO_RECORDING_KEPT_MESSAGE,
  RECORDING_PENDING_MESSAGE,
  recordingDeletedMessage,
} from "../../domain/call-review";
import { nextFocus } from "../../domain/coaching/next-focus";
import { retentionDays } from "../../domain/retention";
import type { ReviewDocuments } from "../../durable-objects/conversation/protocol";
import { reviewAnalysis } from "./review-analysis";

export const demoRecordingUrl = (conversationId: string) => `/api/demo/conversation/${conversationId}/recording`;

/** The recording as stored now: retention may have removed it from R2 before the conversation itself. */
async function audioOf(
  env: Pick<Env, "AUDIO" | "AUDIO_RETENTION_DAYS">,
  conversationId: string,
  audio: ReviewDocuments["audio"],
): Promise<ReviewAudio> {
  if (audio.status === "pending" || audio.status === "processing")
    return { available: false, reason: RECORDING_PENDING_MESSAGE };
  if (audio.status !== "completed" || !audio.key) return { available: false, reason: NO_RECORDING_KEPT_MESSAGE };
  if (!(await env.AUDIO.head(audio.key)))
    return { available: false, reason: recordingDeletedMessage(retentionDays(env.AUDIO_RETENTION_DAYS)) };
  return { available: true, url: demoRecordingUrl(conversationId) };
}

export async function demoReview(
  env: Pick<Env, "AUDIO" | "AUDIO_RETENTION_DAYS">,
  conversationId: string,
  docs: ReviewDocuments & {
    transcript: NonNullable<ReviewDocuments["transcript"]>;
    analysis: NonNullable<ReviewDocuments["analysis"]>;
  },
): Promise<CallReview> {
  const { analysis, transcript } = docs;
  const analysed = reviewAnalysis(analysis.review, transcript, analysis.scores);
  return {
    id: conversationId,
    source: "demo",
    realCall: null,
    realCallComparison: null,
    viewer: "visitor",
    title: docs.scenarioName ?? "Demo call",
    agentName: null,
    createdAt: new Date(docs.startedAt).toISOString(),
    durationSeconds: docs.durationSeconds,
    score: analysis.overallScore,
    scores: analysis.scores,
    leadSentiment: analysis.leadSentiment,
    transcript,
    ...analysed,
    scoredBy: analysis.scoredBy ?? null,
    audio: await audioOf(env, conversationId, docs.audio),
    notes: [],
    retryOf: null,
    canRetry: false,
    canPractiseCall: false,
    canAnnotate: false,
    analyser: { score: analysis.overallScore, scores: analysis.scores },
    corrections: [],
    flags: [],
    criteria: analysis.criteria ?? null,
    detail: "full",
    nextFocus: nextFocus({
      criteria: analysis.criteria ?? null,
      explanations: analysed.analysis?.explanations ?? null,
      scores: analysis.scores,
    }),
    passed: null,
    canCorrect: false,
    canFlag: false,
  };
}
