import type { CategoryScores, TranscriptEntry } from "@domain/analysis";
import type { LeadSentiment, PracticeSessionStatus, ProcessingStatus } from "@domain/enums";

export type { AgentScenario } from "@domain/practice-sessions";

export interface TrainingOptions {
  phoneNumbers: { id: string; phoneNumber: string; displayName: string }[];
  aiAgents: { id: string; name: string; voiceId: string; description: string }[];
}

export interface PracticeSession {
  id: string;
  status: PracticeSessionStatus;
  scenarioId: string | null;
  customPrompt: string | null;
  transcript: TranscriptEntry[] | null;
  score: number | null;
  scores: CategoryScores | null;
  feedback: string | null;
  duration: number | null;
  leadSentiment: LeadSentiment | null;
  keyPhrases: string[] | null;
  /** Where the call's recording plays, while it is kept. */
  audioUrl: string | null;
  aiEvaluationStatus: ProcessingStatus;
  /** Why the call was not scored. */
  errorMessage: string | null;
  conversationId: string | null;
  createdAt: string;
  scenario: { title: string } | null;
  /** The call this one practises an objection of again. */
  retryOf: string | null;
  /** Coaching notes the broker left on the call (the session list counts them). */
  noteCount?: number;
}
