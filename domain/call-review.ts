/**
 * Contracts of a call review (docs/api.md): the moments the analysis found, how they explain the score, the
 * lead's temperature over the call, broker coaching notes and retries of a moment. Pure.
 */
import type { CategoryScores, CriterionResult, ScoreCategory, ScoredBy, TranscriptEntry } from "./analysis";
import type { ScoreCorrection, ScoreFlag } from "./coaching/score-corrections";
import type { LeadSentiment } from "./enums";

/** "1:07" for 67 seconds: how a coach names a moment of a call. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export const OBJECTION_KINDS = [
  "not_interested",
  "price",
  "incumbent",
  "send_info",
  "timing",
  "privacy",
  "not_looking",
  "trust",
] as const;
export type ObjectionKind = (typeof OBJECTION_KINDS)[number];

/** How a coach names each kind of objection ("the price objection"). */
export const OBJECTION_LABELS: Record<ObjectionKind, string> = {
  not_interested: "not-interested",
  price: "price",
  incumbent: "already-has-someone",
  send_info: "send-me-something",
  timing: "bad-timing",
  privacy: "how-did-you-get-my-number",
  not_looking: "not-looking",
  trust: "trust",
};

export const RED_FLAG_KINDS = [
  "guaranteed_outcome",
  "false_urgency",
  "competitor_disparaged",
  "sensitive_data_request",
  "steering",
  "misrepresentation",
] as const;
export type RedFlagKind = (typeof RED_FLAG_KINDS)[number];

export const RED_FLAG_LABELS: Record<RedFlagKind, string> = {
  guaranteed_outcome: "Guaranteed an outcome",
  false_urgency: "False urgency",
  competitor_disparaged: "Ran down a competitor",
  sensitive_data_request: "Asked for sensitive data too early",
  steering: "Steered by who lives in an area",
  misrepresentation: "Misled about who is calling or why",
};

/** What the rep did, as a sentence says it after "you" ("at 1:42 you created false urgency"): feedback, moments, advice. */
export const RED_FLAG_DEEDS: Record<RedFlagKind, string> = {
  guaranteed_outcome: "guaranteed an outcome",
  false_urgency: "created false urgency",
  competitor_disparaged: "ran down a competitor",
  sensitive_data_request: "asked for card, bank or social security numbers on a cold call",
  steering: "steered the buyer by who lives in an area",
  misrepresentation: "misled the lead about who is calling or why",
};

export const NEXT_STEP_OUTCOMES = ["none", "declined", "soft", "committed", "coerced"] as const;
export type NextStepOutcome = (typeof NEXT_STEP_OUTCOMES)[number];

/** What became of a next-step ask, as the review's timeline says it. */
export const NEXT_STEP_OUTCOME_LABELS: Record<NextStepOutcome, string> = {
  committed: "accepted, with a day or time",
  soft: "accepted without a fixed time",
  declined: "not accepted",
  coerced: "agreed only under pressure",
  none: "no answer",
};

/** Where something was said, in the provider's own words and time (seconds from the start of the call). */
export interface Quote {
  time: number;
  quote: string;
}

/** How the rep met an objection: acknowledged and answered, one of the two, neither, or pressed on past it. */
export type ObjectionVerdict = "handled" | "partly" | "missed" | "pushed";

export const OBJECTION_VERDICT_LABELS: Record<ObjectionVerdict, string> = {
  handled: "Handled: acknowledged and answered",
  partly: "Partly handled",
  missed: "Missed: neither acknowledged nor answered",
  pushed: "Pushed past it",
};

/** One moment of the call's timeline, in call order. */
export type TimelineMoment =
  | (Quote & {
      kind: "objection";
      speaker: "customer";
      objections: ObjectionKind[];
      /** The rep's next turn, when there was one. */
      response: Quote | null;
      verdict: ObjectionVerdict;
    })
  | (Quote & {
      kind: "question";
      speaker: "agent";
      open: boolean;
      /** The question built on what the lead had just said. */
      followUp: boolean;
      /** The rep's next question built on the lead's answer to this one. */
      followedUp: boolean;
    })
  | (Quote & { kind: "monologue"; speaker: "agent"; seconds: number })
  | (Quote & { kind: "filler_cluster"; speaker: "agent"; fillers: number })
  | (Quote & { kind: "interruption"; speaker: "agent" })
  | (Quote & { kind: "next_step"; speaker: "agent"; answer: Quote | null; outcome: NextStepOutcome })
  | (Quote & { kind: "red_flag"; speaker: "agent"; flag: RedFlagKind });

export type TimelineMomentKind = TimelineMoment["kind"];

export const TIMELINE_LABELS: Record<TimelineMomentKind, string> = {
  objection: "Objection",
  question: "Question",
  monologue: "Longest monologue",
  filler_cluster: "Filler cluster",
  interruption: "Interruption",
  next_step: "Next-step ask",
  red_flag: "Compliance red flag",
};

/** One reason behind a category's score: the points it moved (negative for a loss) and, when it has one, its place. */
export interface ScoreReason {
  points: number;
  time: number | null;
  /** What happened, as a coach says it ("the price objection got more pitch"). */
  text: string;
  quote: string | null;
}

export interface CategoryExplanation {
  score: number;
  reasons: ScoreReason[];
}

/** The lead's state after one of their turns: −1 hostile … +1 keen. */
export interface TemperaturePoint {
  time: number;
  value: number;
  interest: boolean;
  annoyance: boolean;
}

/** What the analysis stores for the review, beside the scores (no re-analysis needed to show a call). */
export interface CallReviewAnalysis {
  timeline: TimelineMoment[];
  explanations: Record<ScoreCategory, CategoryExplanation>;
  /** When the lead's reaction held the overall score below the mean of the five. */
  overallBound: ScoreReason | null;
  temperature: TemperaturePoint[];
}

/** The longest coaching note a broker can leave. */
export const COACHING_NOTE_MAX_CHARS = 1000;

export interface CoachingNote {
  id: string;
  time: number;
  body: string;
  authorName: string;
  createdAt: string;
  /** The viewer wrote it (and may delete it). */
  mine: boolean;
}

/** The objection a retry opens with, kept on the retry's session. */
export interface RetryMoment extends Quote {
  objections: ObjectionKind[];
}

export type ReviewViewer = "agent" | "broker" | "visitor";

/** The analysis as a review shows it: moments recomputed for an older call keep no explanations when its scores changed since. */
export type ReviewAnalysis = Omit<CallReviewAnalysis, "explanations"> & {
  explanations: CallReviewAnalysis["explanations"] | null;
};

export const recordingDeletedMessage = (days: number) =>
  `The recording was deleted ${days} days after the call: audio is kept no longer. The transcript and the moments stay.`;
export const NO_RECORDING_KEPT_MESSAGE =
  "The voice provider kept no recording of this call. The transcript and the moments are below.";
export const RECORDING_PENDING_MESSAGE =
  "The recording is still on its way from the voice provider. Reload in a minute.";

export type ReviewAudio = { available: true; url: string } | { available: false; reason: string };

/** `GET /api/call-reviews/{id}` and `GET /api/demo/conversation/{id}/review`. */
export interface RealCallComparison {
  /** The real call: its review is `/review?session={id}`. */
  id: string;
  /** "Real call: <file>", and when it was uploaded. */
  title: string;
  createdAt: string;
  realScore: number | null;
  realScores: CategoryScores | null;
  practiceScore: number | null;
  practiceScores: CategoryScores | null;
}

/** What a real call's review says about its upload. */
export interface RealCallSummary {
  fileName: string;
  consentText: string;
  consentedAt: string;
  /** Personal data redacted on upload, by kind (phone, email, card, address). */
  redacted: Record<string, number>;
}

export interface CallReview {
  id: string;
  source: "practice" | "demo";
  /** An uploaded real call ("Real call" on the page): its file and what was redacted; null for a practice or demo call. */
  realCall: RealCallSummary | null;
  viewer: ReviewViewer;
  title: string;
  /** Whose call it is, for a broker's view. */
  agentName: string | null;
  createdAt: string;
  durationSeconds: number | null;
  score: number | null;
  scores: CategoryScores | null;
  leadSentiment: LeadSentiment | null;
  transcript: TranscriptEntry[];
  analysis: ReviewAnalysis | null;
  /**
   * stored: as analysed when the call ended; recomputed: the call predates stored moments, so they were read
   * again from its transcript (the breakdown is shown only when it still gives the stored scores); none: no words.
   */
  analysisSource: "stored" | "recomputed" | "none";
  /** Which scorer produced the score; null for calls analysed before it was recorded. */
  scoredBy: ScoredBy | null;
  audio: ReviewAudio;
  notes: CoachingNote[];
  retryOf: RetryLink | null;
  /** A practice call against the lead drafted from a real call: the real call's score beside this one's, per category. */
  realCallComparison: RealCallComparison | null;
  canRetry: boolean;
  /** A real call of the viewer's own: "Practise this call again" against the lead drafted from it. */
  canPractiseCall: boolean;
  canAnnotate: boolean;
  /** The analyser's own scores, kept beside a broker's correction (the same as `score`/`scores` until one is made). */
  analyser: { score: number | null; scores: CategoryScores | null };
  /** Every change a broker made to the call's scores, oldest first. */
  corrections: ScoreCorrection[];
  /** Moments the agent flagged as misjudged, in call order. */
  flags: ScoreFlag[];
  /** Each criterion shown, not shown or missed; null for an analysis that did not judge them. */
  criteria: CriterionResult[] | null;
  /**
   * full: the whole analysis. summary: the agent's broker keeps the analysis for themselves (Detailed Feedback off),
   * so the agent gets the overall score, Passed / Not passed and the one thing to work on next.
   */
  detail: ReviewDetail;
  /** The one thing to work on next. */
  nextFocus: string | null;
  /** Against the team's minimum passing score; null without a score, or for a demo call. */
  passed: boolean | null;
  /** The viewer is the agent's broker: they may correct the scores and resolve flags. */
  canCorrect: boolean;
  /** The viewer is the agent whose scored call it is: they may flag a moment as misjudged. */
  canFlag: boolean;
}

export type ReviewDetail = "full" | "summary";

/** A retry's link to the call it practises again, with the score change for the moment's category. */
export interface RetryLink {
  id: string;
  title: string;
  createdAt: string;
  moment: RetryMoment;
  category: ScoreCategory;
  before: number | null;
  after: number | null;
}
