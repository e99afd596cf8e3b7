import { SCORE_CATEGORIES, type CategoryScores, type ScoreCategory } from "../../domain/analysis";
import { RED_FLAG_KINDS, RED_FLAG_LABELS } from "../../domain/call-review";
import { FILLERS_PER_100, MONOLOGUE_SECONDS, TALK_RATIO, WORDS_PER_MINUTE } from "./anchors";
import { falling, plateau, saturate } from "./curves";
import { category, component, credit, deduction, deductionsWithin } from "./score-parts";
import type { CallMetrics, CategoryBreakdown, ScoreBreakdown } from "./results";
import type { Objection } from "./types";

export type { ScoreBreakdown, ScoreComponent, CategoryBreakdown } from "./results";

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const pressed = (m: CallMetrics, kind: "pushed_past_no" | "ignored_request_to_stop") =>
  m.conduct.pressure.filter((p) => p.kind === kind).map((p) => p.evidence);
/** 1 up to 3 fillers per 100 words, 0 at 12: a rep that sounds unsure loses credibility and flow alike. */
const fluency = (m: CallMetrics) => falling(m.fillersPer100Words, FILLERS_PER_100.fine, FILLERS_PER_100.bad);
const mood01 = (m: CallMetrics) => (m.lead.mood + 1) / 2;

/**
 * Tone: how the rep came across. Fillers 25 (full ≤ 3 per 100 words, 0 at 12) + engagement 25 (real
 * acknowledgements and follow-up questions, saturating) + respect 30 (pressing on against a no or a request
 * to stop −10 each, empathy turned into pitch −8 each, talking over the lead −5 each; 30 at most in all)
 * + the lead's mood 20.
 */
function tone(m: CallMetrics): CategoryBreakdown {
  const engagement = m.conduct.realAcknowledgements.length + 0.5 * m.discovery.followUps.length;
  return category([
    component("fillers", "Fillers per 100 words", Math.round(m.fillersPer100Words * 10) / 10, 25, 25 * fluency(m)),
    credit(
      "acknowledgements",
      "Real acknowledgement of the lead",
      m.conduct.realAcknowledgements.length,
      25,
      25 * saturate(engagement, 1.5),
      {
        kind: "real_acknowledgement",
        category: "tone",
        evidence: m.conduct.realAcknowledgements,
      },
    ),
    component("respect", "Respect for the lead", 30, 30, 30),
    ...deductionsWithin(30, "tone", [
      {
        id: "pressure",
        name: "Pressed on against a no",
        kind: "pushed_past_no",
        evidence: pressed(m, "pushed_past_no"),
        each: 10,
      },
      {
        id: "ignoredStop",
        name: "Talked on when the lead asked for time back",
        kind: "ignored_request_to_stop",
        evidence: pressed(m, "ignored_request_to_stop"),
        each: 10,
      },
      {
        id: "emptyEmpathy",
        name: "Empathy followed straight by more pitch",
        kind: "empty_empathy",
        evidence: m.conduct.emptyAcknowledgements,
        each: 8,
      },
      { id: "talkedOver", name: "Talked over the lead", kind: "interruption", evidence: m.interruptions, each: 5 },
    ]),
    component(
      "leadMood",
      "Lead's mood, the end weighing most",
      Math.round(m.lead.mood * 100) / 100,
      20,
      20 * mood01(m),
    ),
  ]);
}

/**
 * Pacing: the rhythm of the conversation. Talk share 25 (full on 30–60%) + words per minute 15 (full on
 * 130–175) + fluency 15 (fillers, as in tone) + longest monologue 20 (full ≤ 30 s, 0 at 60 s) + letting the
 * lead finish 25 (−12.5 per cut-off).
 */
function pacing(m: CallMetrics): CategoryBreakdown {
  const r = TALK_RATIO;
  const w = WORDS_PER_MINUTE;
  return category([
    component(
      "talkRatio",
      "Rep share of talk time",
      Math.round(m.talkRatio * 1000) / 1000,
      25,
      25 * plateau(m.talkRatio, r.zeroLow, r.idealLow, r.idealHigh, r.zeroHigh),
    ),
    component(
      "wordsPerMinute",
      "Rep words per minute",
      Math.round(m.repWordsPerMinute),
      15,
      15 * plateau(m.repWordsPerMinute, w.zeroLow, w.idealLow, w.idealHigh, w.zeroHigh),
    ),
    component(
      "fluency",
      "Fluency (fillers per 100 words)",
      Math.round(m.fillersPer100Words * 10) / 10,
      15,
      15 * fluency(m),
    ),
    component(
      "longestMonologue",
      "Longest monologue (s)",
      Math.round(m.longestMonologueSeconds * 10) / 10,
      20,
      20 * falling(m.longestMonologueSeconds, MONOLOGUE_SECONDS.fine, MONOLOGUE_SECONDS.bad),
    ),
    component("letFinish", "Let the lead finish", 25, 25, 25),
    deduction("interruptions", "Cut the lead off mid-sentence", "interruption", "pacing", m.interruptions, 12.5, 25),
  ]);
}

/** What one objection is worth: acknowledged + answered (with specifics; without) + not pushed past = 100. */
export const OBJECTION_POINTS = { acknowledged: 30, answered: 45, answeredVaguely: 35, respected: 25 } as const;

/** The points one objection earned out of 100; the category is their mean. */
export function objectionPoints(o: Objection): number {
  const p = OBJECTION_POINTS;
  return (
    (o.acknowledged ? p.acknowledged : 0) +
    (o.answered ? (o.specific ? p.answered : p.answeredVaguely) : 0) +
    (o.pushed ? 0 : p.respected)
  );
}

/**
 * Objection handling, per objection the rep had a turn to answer: acknowledged 30 + answered 45 (full
 * with a question or checkable specifics, 35 otherwise) + not pushed past 25. With no objection it takes
 * the level of the rest of the call, so it neither lifts nor lowers the overall score.
 */
function objectionHandling(m: CallMetrics, others: readonly number[]): CategoryBreakdown {
  const list = m.objections;
  const n = list.length;
  const p = OBJECTION_POINTS;
  if (n === 0) {
    const level = others.reduce((a, b) => a + b, 0) / Math.max(1, others.length);
    return category([
      component("noObjections", "No objections raised: scored at the level of the rest of the call", 0, 100, level),
    ]);
  }
  const acknowledged = list.filter((o) => o.acknowledged).length;
  const answerPoints =
    list.reduce((acc, o) => acc + (o.answered ? (o.specific ? p.answered : p.answeredVaguely) : 0), 0) / n;
  const respected = list.filter((o) => !o.pushed).length;
  return category([
    component(
      "acknowledged",
      "Objections acknowledged",
      acknowledged,
      p.acknowledged,
      p.acknowledged * share(acknowledged, n),
    ),
    component(
      "answered",
      "Objections answered (specifics score most)",
      list.filter((o) => o.answered).length,
      p.answered,
      answerPoints,
    ),
    component("respected", "Objections not pushed past", respected, p.respected, p.respected * share(respected, n)),
  ]);
}

/**
 * Script adherence: the structure of a good cold call. Introduced self 12 + reason 10 + permission 8 +
 * follow-up questions 35 (saturating) + share of questions that build on the lead 15 + proposed a next
 * step 20; checklist questions −6 each, a concern the lead repeated and the rep never took up −10 each,
 * compliance red flags −15 each.
 */
function scriptAdherence(m: CallMetrics): CategoryBreakdown {
  const o = m.openingQuality;
  const d = m.discovery;
  const follow = d.followUps.length;
  return category([
    component("introducedSelf", "Introduced self", o.introducedSelf, 12, o.introducedSelf ? 12 : 0),
    component("statedReason", "Stated reason for the call", o.statedReason, 10, o.statedReason ? 10 : 0),
    component("askedPermission", "Asked for permission / time", o.askedPermission, 8, o.askedPermission ? 8 : 0),
    credit("followUps", "Questions that follow up on the lead", follow, 35, 35 * saturate(follow, 1.5), {
      kind: "follow_up_question",
      category: "scriptAdherence",
      evidence: d.followUps,
    }),
    component(
      "relevance",
      "Share of questions that build on the lead",
      Math.round(share(follow, d.questionTurns) * 100) / 100,
      15,
      15 * share(follow, d.questionTurns),
    ),
    component("nextStepAsked", "Proposed a specific next step", m.nextStepAsked, 20, m.nextStepAsked ? 20 : 0),
    deduction(
      "checklist",
      "Questions that skipped past what the lead said",
      "checklist_question",
      "scriptAdherence",
      d.checklist,
      6,
      24,
    ),
    deduction(
      "ignoredConcern",
      "A concern the lead repeated, never taken up",
      "ignored_concern",
      "scriptAdherence",
      d.ignoredConcerns,
      10,
      20,
    ),
    ...RED_FLAG_KINDS.map((kind) =>
      deduction(
        kind,
        RED_FLAG_LABELS[kind],
        kind,
        "scriptAdherence",
        m.conduct.redFlags.filter((f) => f.kind === kind).map((f) => f.evidence),
        15,
        30,
      ),
    ),
  ]);
}

/**
 * Conversion likelihood: what happened to the lead. A specific next step the lead genuinely accepted 65,
 * a soft one 35, anything agreed under pressure 0; the lead's mood 25; interest the lead voiced 10.
 */
function conversionLikelihood(m: CallMetrics): CategoryBreakdown {
  const outcome = m.lead.outcome;
  const stepPoints = outcome === "committed" ? 65 : outcome === "soft" ? 35 : 0;
  const coerced = outcome === "coerced";
  const evidence = coerced
    ? m.lead.coerced
      ? [m.lead.coerced]
      : []
    : stepPoints > 0 && m.nextStepAnswer
      ? [m.nextStepAnswer]
      : [];
  return category([
    credit("nextStep", NEXT_STEP_NAMES[outcome], stepPoints > 0, 65, stepPoints, {
      kind: coerced ? "coerced_agreement" : "next_step_accepted",
      category: "conversionLikelihood",
      evidence,
    }),
    component(
      "leadMood",
      "Lead's mood, the end weighing most",
      Math.round(m.lead.mood * 100) / 100,
      25,
      25 * mood01(m),
    ),
    component(
      "leadInterest",
      "Interest the lead voiced",
      m.lead.counts.interested,
      10,
      10 * saturate(m.lead.counts.interested, 1.5),
    ),
  ]);
}

const NEXT_STEP_NAMES: Record<CallMetrics["lead"]["outcome"], string> = {
  committed: "Next step accepted, with a day or time",
  soft: "Follow-up accepted without a fixed time",
  declined: "Next step proposed, not accepted",
  none: "No next step proposed",
  coerced: "Next step agreed only under pressure (no credit)",
};

/** With no rep speech there is nothing to credit: every category is 0 rather than a neutral default. */
function silentBreakdown(): CategoryBreakdown {
  return category([component("noRepSpeech", "No rep speech captured", 0, 100, 0)]);
}

export function scoreBreakdown(metrics: CallMetrics): ScoreBreakdown {
  if (metrics.repWords === 0) {
    return Object.fromEntries(SCORE_CATEGORIES.map((c) => [c, silentBreakdown()])) as ScoreBreakdown;
  }
  const rest = {
    tone: tone(metrics),
    pacing: pacing(metrics),
    scriptAdherence: scriptAdherence(metrics),
    conversionLikelihood: conversionLikelihood(metrics),
  };
  const objections = objectionHandling(
    metrics,
    Object.values(rest).map((b) => b.score),
  );
  return { ...rest, objectionHandling: objections };
}

export function scoresFromBreakdown(breakdown: ScoreBreakdown): CategoryScores {
  return Object.fromEntries(SCORE_CATEGORIES.map((c) => [c, breakdown[c].score])) as Record<ScoreCategory, number>;
}

export function scoreCall(metrics: CallMetrics): CategoryScores {
  return scoresFromBreakdown(scoreBreakdown(metrics));
}

export function meanScore(scores: CategoryScores): number {
  const values = Object.values(scores);
  return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}
