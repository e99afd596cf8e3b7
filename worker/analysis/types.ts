import type { ScoreCategory, TranscriptEntry } from "../../domain/analysis";

export type Speaker = TranscriptEntry["speaker"];

/** Consecutive entries of one speaker merged; `texts` keeps each entry verbatim for quoting. */
export interface Turn {
  speaker: Speaker;
  start: number;
  seconds: number;
  texts: string[];
  text: string;
  words: number;
}

export type ObjectionKind =
  | "not_interested"
  | "price"
  | "incumbent"
  | "send_info"
  | "timing"
  | "privacy"
  | "not_looking"
  | "trust";

export interface Objection {
  leadText: string;
  timestamp: number;
  kinds: ObjectionKind[];
  acknowledged: boolean;
  answered: boolean;
}

export interface QuestionCounts {
  total: number;
  open: number;
  closed: number;
}

export interface OpeningQuality {
  introducedSelf: boolean;
  statedReason: boolean;
  askedPermission: boolean;
}

export interface LeadSignals {
  positive: number;
  negative: number;
  hostile: number;
  interested: number;
}

export interface CallMetrics {
  durationSeconds: number;
  repTalkSeconds: number;
  leadTalkSeconds: number;
  talkRatio: number;
  repWords: number;
  repWordsPerMinute: number;
  longestMonologueSeconds: number;
  questions: QuestionCounts;
  fillerCount: number;
  fillersPer100Words: number;
  fillerWords: Record<string, number>;
  repAcknowledgements: number;
  objections: Objection[];
  nextStepAsked: boolean;
  nextStepSecured: boolean;
  openingQuality: OpeningQuality;
  repTurns: number;
  leadTurns: number;
  leadSentimentSignals: LeadSignals;
}

export interface ScoreComponent {
  id: string;
  name: string;
  value: number | boolean;
  points: number;
  /** Most points the component can add; 0 for penalties. */
  max: number;
}

export interface CategoryBreakdown {
  score: number;
  components: ScoreComponent[];
}

export type ScoreBreakdown = Record<ScoreCategory, CategoryBreakdown>;
