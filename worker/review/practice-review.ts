/** @file A practice call's review, for its agent or their broker, from the one row `findReviewRow` reads. */
import type {
  CallReview,
  CoachingNote,
  RealCallComparison,
  RealCallSummary,
  ReviewAudio,
  RetryLink,
} from "../../domain/call-review";
import { realCallTitle } from "../../domain/real-calls/real-call";
import {
  NO_RECORDING_KEPT_MESSAGE,
  RECORDING_PENDING_MESSAGE,
  recordingDeletedMessage,
} from "../../domain/call-review";
import { nextFocus } from "../../domain/coaching/next-focus";
import { personName } from "../../domain/people";
import { CUSTOM_SCENARIO_TITLE } from "../../domain/practice-sessions";
import { retentionDays } from "../../domain/retention";
import { DEFAULT_TRAINING_CONFIG, isPassingScore } from "../../domain/settings";
import type { User } from "../../lib/db/schema";
import type { NoteRow, ReviewRow } from "./queries/call-reviews";
import { reviewAnalysis } from "./review-analysis";
import { correctionView, flagView } from "./score-review-views";

export const practiceRecordingUrl = (sessionId: string) => `/api/call-reviews/${sessionId}/recording`;

/** A practice call's recording as it stands: playable through the Worker, on its way, or gone (and why). */
export function practiceAudio(
  row: Pick<ReviewRow, "id" | "audio"> & { realCall?: ReviewRow["realCall"] },
  env: Pick<Env, "AUDIO_RETENTION_DAYS">,
): ReviewAudio {
  const upload = row.realCall;
  // A real call's recording was uploaded, not made by the pipeline: it has no audio job.
  const job = upload
    ? upload.audioKey || upload.audioDeletedAt
      ? { status: "completed" as const, key: upload.audioKey ?? null, deleted: Boolean(upload.audioDeletedAt) }
      : null
    : row.audio;
  if (job?.deleted)
    return { available: false, reason: recordingDeletedMessage(retentionDays(env.AUDIO_RETENTION_DAYS)) };
  if (job?.status === "completed" && job.key) return { available: true, url: practiceRecordingUrl(row.id) };
  if (job && (job.status === "pending" || job.status === "processing"))
    return { available: false, reason: RECORDING_PENDING_MESSAGE };
  return { available: false, reason: NO_RECORDING_KEPT_MESSAGE };
}

export function noteView(note: NoteRow, viewerId: string): CoachingNote {
  return {
    id: note.id,
    time: note.time,
    body: note.body,
    authorName: personName(note.author),
    createdAt: new Date(note.createdAt).toISOString(),
    mine: note.authorId === viewerId,
  };
}

const retriedTitle = (call: NonNullable<ReviewRow["retryOf"]>) =>
  call.source === "real_call" && call.fileName ? realCallTitle(call.fileName) : (call.title ?? CUSTOM_SCENARIO_TITLE);

/** A practice call against a real call's lead: the real call's scores beside its own (only while the real call exists). */
function realCallComparisonOf(row: ReviewRow): RealCallComparison | null {
  const real = row.retryOf;
  if (real?.source !== "real_call") return null;
  return {
    id: real.id,
    title: retriedTitle(real),
    createdAt: new Date(real.createdAt).toISOString(),
    realScore: real.score,
    realScores: real.scores,
    practiceScore: row.score,
    practiceScores: row.scores,
  };
}

/** A retry's link to the call it practises again, with the objection-handling score before and after. */
function retryLinkOf(row: ReviewRow): RetryLink | null {
  if (!row.retryOf || !row.retryMoment) return null;
  return {
    id: row.retryOf.id,
    title: retriedTitle(row.retryOf),
    createdAt: new Date(row.retryOf.createdAt).toISOString(),
    moment: row.retryMoment,
    category: "objectionHandling",
    before: row.retryOf.scores?.objectionHandling ?? null,
    after: row.scores?.objectionHandling ?? null,
  };
}

/**
 * With Detailed Feedback off, the agent's own review keeps the overall score, Passed / Not passed, the one thing to
 * work on next, the corrections of the overall score, their flags, the broker's notes and the call itself; the
 * analysis (moments, category scores, breakdown, criteria) stays with the broker.
 */
function summaryOnly(review: CallReview): CallReview {
  return {
    ...review,
    scores: null,
    analysis: null,
    analyser: { score: review.analyser.score, scores: null },
    corrections: review.corrections.filter((correction) => correction.field === "overall"),
    criteria: null,
    retryOf: review.retryOf ? { ...review.retryOf, before: null, after: null } : null,
    realCallComparison: review.realCallComparison
      ? { ...review.realCallComparison, realScores: null, practiceScores: null }
      : null,
    canRetry: false,
  };
}

const realCallSummary = ({ realCall }: ReviewRow): RealCallSummary | null =>
  realCall
    ? {
        fileName: realCall.fileName,
        consentText: realCall.consentText,
        consentedAt: realCall.consentedAt,
        redacted: realCall.redacted,
      }
    : null;

export function practiceReview(
  row: ReviewRow,
  viewer: Pick<User, "id" | "role">,
  env: Pick<Env, "AUDIO_RETENTION_DAYS">,
): CallReview {
  const own = row.agentId === viewer.id;
  const config = { ...DEFAULT_TRAINING_CONFIG, ...row.teamConfig };
  const analysed = reviewAnalysis(row.review, row.transcript, row.scores);
  const scored = row.score !== null;
  // "Practise this call again": the agent's own real call, with the lead's words to draft from.
  const practisableRealCall = row.source === "real_call" && row.transcript !== null;
  const review: CallReview = {
    id: row.id,
    source: "practice",
    realCall: realCallSummary(row),
    viewer: own ? "agent" : "broker",
    title: row.realCall ? realCallTitle(row.realCall.fileName) : (row.scenarioTitle ?? CUSTOM_SCENARIO_TITLE),
    agentName: own ? null : personName(row.agent),
    createdAt: row.createdAt,
    durationSeconds: row.duration,
    score: row.score,
    scores: row.scores,
    leadSentiment: row.leadSentiment,
    transcript: row.transcript ?? [],
    ...analysed,
    scoredBy: row.scoredBy,
    audio: practiceAudio(row, env),
    notes: row.notes.map((note) => noteView(note, viewer.id)),
    retryOf: retryLinkOf(row),
    realCallComparison: realCallComparisonOf(row),
    // Practising again happens on the agent dashboard (a broker's own trial call of a team scenario has none).
    canRetry:
      own &&
      viewer.role === "agent" &&
      row.status === "completed" &&
      (row.scenarioId !== null || row.customPrompt !== null || practisableRealCall),
    canPractiseCall: own && viewer.role === "agent" && practisableRealCall,
    canAnnotate: !own && viewer.role === "broker" && row.transcript !== null,
    analyser: { score: row.analysedScore ?? row.score, scores: row.analysedScores ?? row.scores },
    corrections: row.corrections.map(correctionView),
    flags: row.flags.map(flagView),
    criteria: row.criteria,
    detail: "full",
    nextFocus: nextFocus({
      criteria: row.criteria,
      explanations: analysed.analysis?.explanations ?? null,
      scores: row.scores,
    }),
    passed: scored ? isPassingScore(row.score!, config.minimumPassingScore) : null,
    canCorrect: !own && viewer.role === "broker" && scored,
    canFlag: own && scored && row.transcript !== null,
  };
  return own && !config.detailedFeedback ? { ...summaryOnly(review), detail: "summary" } : review;
}
