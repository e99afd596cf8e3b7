import type { CategoryScores, ScoreCategory } from "../../domain/analysis";
import { FILLERS_PER_100, MONOLOGUE_SECONDS, NO_OBJECTION_SCORE, TALK_RATIO, WORDS_PER_MINUTE } from "./anchors";
import { clamp, falling, plateau, round1, saturate } from "./curves";
import type { CallMetrics, CategoryBreakdown, ScoreBreakdown, ScoreComponent } from "./types";

export type { ScoreBreakdown, ScoreComponent, CategoryBreakdown } from "./types";

function component(id: string, name: string, value: number | boolean, max: number, points: number): ScoreComponent {
  return { id, name, value, max, points: round1(points) };
}

function category(components: ScoreComponent[]): CategoryBreakdown {
  const total = components.reduce((acc, c) => acc + c.points, 0);
  return { score: clamp(Math.round(total), 0, 100), components };
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * Tone = fillers 40 (full ≤ 3 per 100 words, 0 at 12) + acknowledgements 25 (saturating, k = 1.5)
 * + open questions 20 (saturating, k = 2) + lead civility 15 (half at one hostile signal, 0 at two).
 * Ordinary objections don't count against tone: leads raise them on good calls too.
 */
function tone(m: CallMetrics): CategoryBreakdown {
  const hostile = m.leadSentimentSignals.hostile;
  return category([
    component("fillers", "Fillers per 100 words", round1(m.fillersPer100Words), 40, 40 * falling(m.fillersPer100Words, FILLERS_PER_100.fine, FILLERS_PER_100.bad)),
    component("acknowledgements", "Acknowledgement phrases", m.repAcknowledgements, 25, 25 * saturate(m.repAcknowledgements, 1.5)),
    component("openQuestions", "Open questions", m.questions.open, 20, 20 * saturate(m.questions.open, 2)),
    component("leadCivility", "Lead hostile signals", hostile, 15, 15 * falling(hostile, 0, 2)),
  ]);
}

/**
 * Pacing = talk ratio 40 (full on 0.43–0.55, 0 at 0.15 and 0.85) + words per minute 30 (full on
 * 140–170, 0 at 90 and 230) + longest monologue 30 (full ≤ 30 s, 0 at 60 s).
 */
function pacing(m: CallMetrics): CategoryBreakdown {
  const r = TALK_RATIO;
  const w = WORDS_PER_MINUTE;
  return category([
    component("talkRatio", "Rep share of talk time", Math.round(m.talkRatio * 1000) / 1000, 40, 40 * plateau(m.talkRatio, r.zeroLow, r.idealLow, r.idealHigh, r.zeroHigh)),
    component("wordsPerMinute", "Rep words per minute", Math.round(m.repWordsPerMinute), 30, 30 * plateau(m.repWordsPerMinute, w.zeroLow, w.idealLow, w.idealHigh, w.zeroHigh)),
    component("longestMonologue", "Longest monologue (s)", round1(m.longestMonologueSeconds), 30, 30 * falling(m.longestMonologueSeconds, MONOLOGUE_SECONDS.fine, MONOLOGUE_SECONDS.bad)),
  ]);
}

/** Objection handling = 40 × share acknowledged + 60 × share answered; a flat 70 when the lead raised none. */
function objectionHandling(m: CallMetrics): CategoryBreakdown {
  const n = m.objections.length;
  if (n === 0) return category([component("noObjections", "No objections raised", 0, NO_OBJECTION_SCORE, NO_OBJECTION_SCORE)]);
  const acknowledged = m.objections.filter((o) => o.acknowledged).length;
  const answered = m.objections.filter((o) => o.answered).length;
  return category([
    component("acknowledged", "Objections acknowledged", acknowledged, 40, 40 * share(acknowledged, n)),
    component("answered", "Objections answered", answered, 60, 60 * share(answered, n)),
  ]);
}

/**
 * Script adherence = introduced self 15 + stated reason 20 + asked permission 10 + asked any question 10
 * + open questions 15 (saturating, k = 2) + proposed a next step 30.
 */
function scriptAdherence(m: CallMetrics): CategoryBreakdown {
  const o = m.openingQuality;
  return category([
    component("introducedSelf", "Introduced self", o.introducedSelf, 15, o.introducedSelf ? 15 : 0),
    component("statedReason", "Stated reason for the call", o.statedReason, 20, o.statedReason ? 20 : 0),
    component("askedPermission", "Asked for permission / time", o.askedPermission, 10, o.askedPermission ? 10 : 0),
    component("askedQuestion", "Asked at least one question", m.questions.total > 0, 10, m.questions.total > 0 ? 10 : 0),
    component("discoveryQuestions", "Open discovery questions", m.questions.open, 15, 15 * saturate(m.questions.open, 2)),
    component("nextStepAsked", "Proposed a specific next step", m.nextStepAsked, 30, m.nextStepAsked ? 30 : 0),
  ]);
}

/**
 * Conversion likelihood = next step secured 60 + next step proposed 10 + buying signals 20 (saturating,
 * k = 1.5) + positive signals 10 (saturating, k = 2) − 3 per negative signal (max 15) − 20 per hostile
 * signal (max 40). A booked meeting dominates because it is the goal of a cold call.
 */
function conversionLikelihood(m: CallMetrics): CategoryBreakdown {
  const s = m.leadSentimentSignals;
  return category([
    component("nextStepSecured", "Next step secured", m.nextStepSecured, 60, m.nextStepSecured ? 60 : 0),
    component("nextStepProposed", "Next step proposed", m.nextStepAsked, 10, m.nextStepAsked ? 10 : 0),
    component("leadInterest", "Lead buying signals", s.interested, 20, 20 * saturate(s.interested, 1.5)),
    component("leadPositive", "Lead positive signals", s.positive, 10, 10 * saturate(s.positive, 2)),
    component("leadNegativity", "Lead negative signals", s.negative, 0, -Math.min(15, 3 * s.negative)),
    component("leadHostility", "Lead hostile signals", s.hostile, 0, -Math.min(40, 20 * s.hostile)),
  ]);
}

const SCORERS: Record<ScoreCategory, (m: CallMetrics) => CategoryBreakdown> = {
  tone,
  pacing,
  objectionHandling,
  scriptAdherence,
  conversionLikelihood,
};

/** With no rep speech there is nothing to credit: every category is 0 rather than a neutral default. */
function silentBreakdown(): CategoryBreakdown {
  return category([component("noRepSpeech", "No rep speech captured", 0, 100, 0)]);
}

export function scoreBreakdown(metrics: CallMetrics): ScoreBreakdown {
  const silent = metrics.repWords === 0;
  const entries = Object.entries(SCORERS).map(([key, scorer]) => [key, silent ? silentBreakdown() : scorer(metrics)] as const);
  return Object.fromEntries(entries) as ScoreBreakdown;
}

export function scoresFromBreakdown(breakdown: ScoreBreakdown): CategoryScores {
  return {
    tone: breakdown.tone.score,
    pacing: breakdown.pacing.score,
    objectionHandling: breakdown.objectionHandling.score,
    scriptAdherence: breakdown.scriptAdherence.score,
    conversionLikelihood: breakdown.conversionLikelihood.score,
  };
}

export function scoreCall(metrics: CallMetrics): CategoryScores {
  return scoresFromBreakdown(scoreBreakdown(metrics));
}

export function overallScore(scores: CategoryScores): number {
  const values = Object.values(scores);
  return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}
