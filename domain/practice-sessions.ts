/** Practice-session rules shared by the agent API and the agent dashboard (spec §4, §5, §8, §9). Pure. */
import { FEEDBACK_EXCELLENT_MIN, FEEDBACK_GOOD_MIN } from "./constants";
import type { AnalyticsPeriod, PracticeSessionStatus } from "./enums";

export const MISSING_CONFIGURATION = {
  title: "Missing Configuration",
  description: "Please select phone number and AI agent",
} as const;
export const MISSING_SCENARIO = {
  title: "Missing Scenario",
  description: "Please select a scenario or provide custom prompt",
} as const;

/** The server's error message for a rule: the toast's title and description joined as spec §5 writes them. */
export const ruleMessage = (rule: { title: string; description: string }) => `${rule.title}: ${rule.description}`;

/** A scenario as the agent's picker lists it (GET /api/agent/scenarios). */
export interface AgentScenario {
  id: string;
  title: string;
  category: string;
  description: string;
  /** The lead's opening line, which the trainee answers first. */
  scriptIntro: string;
  /** PracticeLine's scenario, or one the agent's team wrote. */
  source: "practiceline" | "team";
}

export interface PracticeSetup {
  phoneNumberId?: string | null;
  aiAgentId?: string | null;
  scenarioId?: string | null;
  customPrompt?: string | null;
}

/** The first Start Simulation rule the setup breaks, or null when it may start. */
export function setupProblem(setup: PracticeSetup): typeof MISSING_CONFIGURATION | typeof MISSING_SCENARIO | null {
  if (!setup.phoneNumberId?.trim() || !setup.aiAgentId?.trim()) return MISSING_CONFIGURATION;
  if (!setup.scenarioId?.trim() && !setup.customPrompt?.trim()) return MISSING_SCENARIO;
  return null;
}

export type FeedbackLevel = "excellent" | "good" | "needsImprovement";

/** 90 or more excellent, 80 to 89 good, below 80 needs improvement. */
export function feedbackLevel(score: number): FeedbackLevel {
  if (score >= FEEDBACK_EXCELLENT_MIN) return "excellent";
  if (score >= FEEDBACK_GOOD_MIN) return "good";
  return "needsImprovement";
}

export const FEEDBACK_MESSAGES: Record<FeedbackLevel, string> = {
  excellent: "Excellent work! You handled this call like a pro.",
  good: "Good job! A little polish and this call is excellent.",
  needsImprovement: "Keep practising: review the suggestions below and try again.",
};

/**
 * The window each analytics period covers, in whole UTC days ending today (so a period keeps one start all
 * day and its snapshot row is updated, not duplicated): daily = today, weekly = the last 7 days, monthly =
 * the last 30 days, today included.
 */
export const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { daily: 1, weekly: 7, monthly: 30 };

export function periodWindow(period: AnalyticsPeriod, now: Date): { start: Date; end: Date } {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = 86_400_000;
  return { start: new Date(todayStart - (PERIOD_DAYS[period] - 1) * day), end: new Date(todayStart + day) };
}

/** Agent analytics response of spec §3. */
export interface AgentAnalytics {
  period: AnalyticsPeriod;
  periodStart: string;
  periodEnd: string;
  averageScore: number;
  averageDuration: number;
  averageScores: {
    tone: number;
    pacing: number;
    objectionHandling: number;
    scriptAdherence: number;
    conversionLikelihood: number;
  };
  improvement: number;
  completedSessions: number;
  totalSessions: number;
  sessions: {
    id: string;
    status: PracticeSessionStatus;
    score: number | null;
    duration: number | null;
    createdAt: string;
    scenario: { title: string } | null;
  }[];
  recentSuggestions: string[];
}

export const CUSTOM_PROMPT_MAX_CHARS = 4000;

/** Where the owner of a practice session listens to its call (the recording, while it is kept). */
export function practiceRecordingPath(sessionId: string): string {
  return `/api/practice_sessions/${sessionId}/recording`;
}

/** How a practice call without a scenario (a custom prompt) is titled. */
export const CUSTOM_SCENARIO_TITLE = "Custom scenario";
