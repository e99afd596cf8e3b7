/**
 * @file Web unit tests of the agent dashboard: practice sessions whole, as the API answers them (every field the
 * Worker sends), so a fake answer holds what the real one does. A test says only what it is about.
 */
import type { PracticeSession } from "../api/get-practice-session";
import type { PracticeSessionListItem } from "../api/get-practice-sessions";

/** A session just created (POST /api/practice_sessions), not called yet: the shape of every call that returns one. */
export function practiceSession(patch: Partial<PracticeSession> = {}): PracticeSession {
  return {
    id: "p1",
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    agentId: "a1",
    teamId: null,
    vertical: "real_estate",
    phoneNumberId: null,
    aiAgentId: "skeptical-homeowner",
    scenarioId: "s1",
    customPrompt: null,
    conversationId: null,
    status: "pending",
    duration: null,
    transcript: null,
    transcriptText: null,
    audioUrl: null,
    score: null,
    feedback: null,
    scores: null,
    analysedScore: null,
    analysedScores: null,
    correctedScore: null,
    correctedScores: null,
    leadSentiment: null,
    keyPhrases: null,
    aiEvaluationStatus: "pending",
    aiEvaluatedAt: null,
    connectedAt: null,
    invalidReason: null,
    errorMessage: null,
    review: null,
    criteria: null,
    scoredBy: null,
    retryOf: null,
    retryMoment: null,
    source: "practice",
    realCall: null,
    scenario: { title: "FSBO Homeowner" },
    detail: "full",
    nextFocus: null,
    ...patch,
  };
}

/** A row of the agent's history (GET /api/practice_sessions): a scored practice call unless told otherwise. */
export function practiceSessionRow(patch: Partial<PracticeSessionListItem> = {}): PracticeSessionListItem {
  const { review: _review, ...session } = practiceSession({ status: "completed", aiEvaluationStatus: "completed" });
  return { ...session, noteCount: 0, countsInFigures: true, ...patch };
}

/** An uploaded real call's record on its session (`realCall`), as its agent reads it. */
export function realCallRecord(fileName: string): NonNullable<PracticeSessionListItem["realCall"]> {
  return {
    fileName,
    format: fileName.endsWith(".vtt") ? "vtt" : "mp3",
    uploadedBy: "a1",
    consentText: "Everyone on this call agreed to it being recorded and used for training.",
    consentedAt: "2026-01-05T09:00:00.000Z",
    repSpeaker: "Speaker 1",
    speakers: ["Speaker 1", "Speaker 2"],
    redaction: "lead",
    redacted: {},
  };
}
