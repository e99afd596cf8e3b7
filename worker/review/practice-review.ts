/** @file A practice call's review, for its agent or their broker, from the one row `findReviewRow` reads. */
import type { CallReview, CoachingNote, ReviewAudio, RetryLink } from "../../domain/call-review";
import { NO_RECORDING_KEPT_MESSAGE, RECORDING_PENDING_MESSAGE, recordingDeletedMessage } from "../../domain/call-review";
import { personName } from "../../domain/people";
import { retentionDays } from "../../domain/retention";
import type { User } from "../../db/schema";
import type { NoteRow, ReviewRow } from "../db/queries/call-reviews";
import { reviewAnalysis } from "./review-analysis";

const CUSTOM_SCENARIO_TITLE = "Custom scenario";

export const practiceRecordingUrl = (sessionId: string) => `/api/call-reviews/${sessionId}/recording`;

function audioOf(row: ReviewRow, env: Pick<Env, "AUDIO_RETENTION_DAYS">): ReviewAudio {
  const job = row.audio;
  if (job?.deleted) return { available: false, reason: recordingDeletedMessage(retentionDays(env.AUDIO_RETENTION_DAYS)) };
  if (job?.status === "completed" && job.key) return { available: true, url: practiceRecordingUrl(row.id) };
  if (job && (job.status === "pending" || job.status === "processing")) return { available: false, reason: RECORDING_PENDING_MESSAGE };
  return { available: false, reason: NO_RECORDING_KEPT_MESSAGE };
}

export function noteView(note: NoteRow, viewerId: string): CoachingNote {
  return { id: note.id, time: note.time, body: note.body, authorName: personName(note.author), createdAt: new Date(note.createdAt).toISOString(), mine: note.authorId === viewerId };
}

/** A retry's link to the call it practises again, with the objection-handling score before and after. */
function retryLinkOf(row: ReviewRow): RetryLink | null {
  if (!row.retryOf || !row.retryMoment) return null;
  return {
    id: row.retryOf.id,
    title: row.retryOf.title ?? CUSTOM_SCENARIO_TITLE,
    createdAt: new Date(row.retryOf.createdAt).toISOString(),
    moment: row.retryMoment,
    category: "objectionHandling",
    before: row.retryOf.scores?.objectionHandling ?? null,
    after: row.scores?.objectionHandling ?? null,
  };
}

export function practiceReview(row: ReviewRow, viewer: Pick<User, "id" | "role">, env: Pick<Env, "AUDIO_RETENTION_DAYS">): CallReview {
  const own = row.agentId === viewer.id;
  return {
    id: row.id,
    source: "practice",
    viewer: own ? "agent" : "broker",
    title: row.scenarioTitle ?? CUSTOM_SCENARIO_TITLE,
    agentName: own ? null : personName(row.agent),
    createdAt: row.createdAt,
    durationSeconds: row.duration,
    score: row.score,
    scores: row.scores,
    leadSentiment: row.leadSentiment,
    transcript: row.transcript ?? [],
    ...reviewAnalysis(row.review, row.transcript, row.scores),
    audio: audioOf(row, env),
    notes: row.notes.map((note) => noteView(note, viewer.id)),
    retryOf: retryLinkOf(row),
    // Practising again happens on the agent dashboard (a broker's own trial call of a team scenario has none).
    canRetry: own && viewer.role === "agent" && row.status === "completed" && (row.scenarioId !== null || row.customPrompt !== null),
    canAnnotate: !own && viewer.role === "broker" && row.transcript !== null,
  };
}
