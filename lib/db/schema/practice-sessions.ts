import { index, integer, type AnyPgColumn, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CategoryScores, CriterionResult, ScoredBy, TranscriptEntry } from "../../../domain/analysis";
import type { CallReviewAnalysis, RetryMoment } from "../../../domain/call-review";
import type { RealCallDetails } from "../../../domain/real-calls/real-call";
import { demoScenarios } from "./demo-scenarios";
import {
  callSourceEnum,
  leadSentimentEnum,
  practiceSessionStatusEnum,
  processingStatusEnum,
  verticalEnum,
} from "./enums";
import { phoneNumbers } from "./phone-numbers";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

export const practiceSessions = pgTable(
  "practice_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The team the session was made in (its broker's id then; null for an agent on no team). A broker reads only
     * sessions of their own team, so an agent's history never follows them to another team.
     */
    teamId: uuid().references(() => users.id, { onDelete: "cascade" }),
    vertical: verticalEnum().notNull().default("real_estate"),
    phoneNumberId: uuid().references(() => phoneNumbers.id, { onDelete: "set null" }),
    aiAgentId: text(),
    scenarioId: uuid().references(() => demoScenarios.id, { onDelete: "set null" }),
    customPrompt: text(),
    conversationId: text(),
    status: practiceSessionStatusEnum().notNull().default("pending"),
    transcript: jsonb().$type<TranscriptEntry[]>(),
    transcriptText: text(),
    audioUrl: text(),
    /** The score everything reads: the analyser's, or its broker's correction (lib/db/effective-score.ts decides). */
    score: integer(),
    feedback: text(),
    duration: integer(),
    /** The category scores everything reads, corrected like `score`. */
    scores: jsonb().$type<CategoryScores>(),
    /** The analyser's own scores, kept beside a correction (written with every analysis). */
    analysedScore: integer(),
    analysedScores: jsonb().$type<CategoryScores>(),
    /** The broker's current correction of the overall score and of single categories; their history is score_corrections. */
    correctedScore: integer(),
    correctedScores: jsonb().$type<Partial<CategoryScores>>(),
    leadSentiment: leadSentimentEnum(),
    keyPhrases: text().array(),
    aiEvaluationStatus: processingStatusEnum().notNull().default("pending"),
    aiEvaluatedAt: timestamp({ withTimezone: true }),
    /** When the provider connected the call (an attempt counts from then); null while, or if, it never did. */
    connectedAt: timestamp({ withTimezone: true }),
    /**
     * Why a call that happened is not a valid practice call (a persona the browser changed, typed trainee lines):
     * it stays unscored and never counts for an assignment or certificate. Null for a valid call.
     */
    invalidReason: text(),
    /** Why the call was not scored (it never connected, no words from the trainee, …); written by the call pipeline. */
    errorMessage: text(),
    /** The moments behind the score, stored with the analysis (absent on calls analysed before they were kept). */
    review: jsonb().$type<CallReviewAnalysis>(),
    /** The eight criteria's verdicts, each with the line that proves it (absent on calls analysed before they were kept). */
    criteria: jsonb().$type<CriterionResult[]>(),
    /** Which scorer produced the score: the metrics analyser, or the LLM judge and its model, and why a judge fell back. */
    scoredBy: jsonb().$type<ScoredBy>(),
    /** A retry practises one objection of an earlier call again: that call, and the objection it opens with. */
    retryOf: uuid().references((): AnyPgColumn => practiceSessions.id, { onDelete: "set null" }),
    retryMoment: jsonb().$type<RetryMoment>(),
    /**
     * A practice call (the pipeline's), or a real call an agent or their broker uploaded: scored by the same
     * analyser, reviewed on the same page, kept out of practice averages and leaderboards.
     */
    source: callSourceEnum().notNull().default("practice"),
    /** A real call's upload: who uploaded it, the consent they gave, the file, the rep's speaker, redaction. */
    realCall: jsonb().$type<RealCallDetails>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("practice_sessions_agent_id_created_at_idx").on(t.agentId, t.createdAt),
    index("practice_sessions_team_id_created_at_idx").on(t.teamId, t.createdAt),
    index("practice_sessions_phone_number_id_idx").on(t.phoneNumberId),
    index("practice_sessions_scenario_id_idx").on(t.scenarioId),
    index("practice_sessions_conversation_id_idx").on(t.conversationId),
    index("practice_sessions_retry_of_idx").on(t.retryOf),
  ],
);

export type PracticeSession = typeof practiceSessions.$inferSelect;
