/**
 * What the analysis of one call yields: its metrics (metrics.ts) and its score breakdown (scoring.ts). It gathers
 * the detectors' types, so no detector imports it (what they share is in types.ts).
 */
import type { ScoreCategory } from "../../domain/analysis";
import type { LeadSentiment } from "../../domain/enums";
import type { Conduct } from "./conduct";
import type { Discovery } from "./discovery";
import type { LeadArc } from "./lead-arc";
import type { Evidence, Moment } from "./moments";
import type { Objection, OpeningQuality, QuestionCounts } from "./types";

/** Lead turns showing warmth, resistance, hostility and interest. */
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
  /** The rep talking over the lead: the rep's line that cut in. */
  interruptions: Evidence[];
  discovery: Discovery;
  conduct: Omit<Conduct, "pushedTurns" | "acknowledgedTurns">;
  /** The lead's arc over the call, and their sentiment at the end as the fitted classifier reads it (model/sentiment.ts). */
  lead: LeadArc & { sentiment: LeadSentiment };
  /** The rep's proposal and the lead's answer to it, when there was a proposal. */
  nextStepProposal?: Evidence;
  nextStepAnswer?: Evidence;
  /** The rep line with the most fillers, when there are any. */
  mostHesitantLine?: Evidence;
}

export interface ScoreComponent {
  id: string;
  name: string;
  value: number | boolean;
  points: number;
  /** Most points the component can add; 0 for penalties. */
  max: number;
  /** The moments of the call behind the points (every deduction names at least one when it has a place). */
  moments?: Moment[];
}

export interface CategoryBreakdown {
  score: number;
  components: ScoreComponent[];
}

export type ScoreBreakdown = Record<ScoreCategory, CategoryBreakdown>;
