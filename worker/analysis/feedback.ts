import { SCORE_CATEGORIES, type ScoreCategory } from "../../domain/analysis";
import { FEEDBACK_EXCELLENT_MIN, FEEDBACK_GOOD_MIN, IMPROVEMENT_BULLET_BELOW } from "../../domain/constants";
import { FILLERS_PER_100, MONOLOGUE_SECONDS, TALK_RATIO, TOP_REP_TALK_SHARE, WORDS_PER_MINUTE } from "./anchors";
import type { CallMetrics, ScoreBreakdown, ScoreComponent } from "./types";

export const CATEGORY_LABELS: Record<ScoreCategory, string> = {
  tone: "Tone",
  pacing: "Pacing",
  objectionHandling: "Objection handling",
  scriptAdherence: "Script adherence",
  conversionLikelihood: "Conversion likelihood",
};

export const NO_CONVERSATION_FEEDBACK =
  "There was no conversation to analyse: the transcript contains no words from you, the rep. Make a call and speak with the lead so your delivery, objection handling and next step can be scored.";

const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function excerpt(text: string, max = 80): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

function verdict(overall: number): string {
  if (overall >= FEEDBACK_EXCELLENT_MIN) return "excellent";
  if (overall >= FEEDBACK_GOOD_MIN) return "good";
  return "needs improvement";
}

function talkComment(ratio: number): string {
  const top = pct(TOP_REP_TALK_SHARE);
  if (ratio > TALK_RATIO.idealHigh) return `top reps talk about ${top}, so leave the lead more room`;
  if (ratio >= TALK_RATIO.idealLow) return `right in the ${pct(TALK_RATIO.idealLow)}–${pct(TALK_RATIO.idealHigh)} band of winning calls`;
  if (ratio >= TALK_RATIO.idealLow - 0.05) return `close to the ${top} top reps talk`;
  return `top reps talk about ${top}, so you can steer the call more`;
}

function nextStepClause(m: CallMetrics): string {
  if (m.nextStepSecured) return "you secured a concrete next step";
  if (m.nextStepAsked) return "you proposed a next step but didn't get agreement";
  return "you never proposed a specific next step";
}

/** Three sentences of numbers, leaving room for one verified rubric quote within the 2–4 sentence budget. */
export function writeFeedback(m: CallMetrics, overall: number): string {
  if (m.repWords === 0) return NO_CONVERSATION_FEEDBACK;
  const k = m.objections.length;
  const acknowledged = m.objections.filter((o) => o.acknowledged).length;
  const answered = m.objections.filter((o) => o.answered).length;
  const objections =
    k === 0
      ? `The lead raised no objections, and ${nextStepClause(m)}.`
      : `The lead raised ${plural(k, "objection")}; you acknowledged ${acknowledged} and answered ${answered}, and ${nextStepClause(m)}.`;
  return [
    `Overall ${overall}/100 (${verdict(overall)}): you talked ${pct(m.talkRatio)} of the time; ${talkComment(m.talkRatio)}.`,
    `You spoke at ${Math.round(m.repWordsPerMinute)} words per minute (${WORDS_PER_MINUTE.idealLow}–${WORDS_PER_MINUTE.idealHigh} is ideal), your longest monologue ran ${Math.round(m.longestMonologueSeconds)} s, and you used ${plural(m.fillerCount, "filler")} (${m.fillersPer100Words.toFixed(1)} per 100 words) while asking ${plural(m.questions.total, "question")}, ${m.questions.open} of them open.`,
    objections,
  ].join(" ");
}

function topFiller(m: CallMetrics): string | undefined {
  return Object.entries(m.fillerWords).sort((a, b) => b[1] - a[1])[0]?.[0];
}

function firstObjection(m: CallMetrics, missed: (o: CallMetrics["objections"][number]) => boolean): string {
  const objection = m.objections.find(missed);
  return objection ? `, e.g. when the lead said "${excerpt(objection.leadText)}"` : "";
}

const NEXT_STEP_EXAMPLE = `("Would Tuesday at 4 or Thursday at 10 work better?")`;

const ADVICE: Record<string, (m: CallMetrics) => string> = {
  fillers: (m) => {
    const top = topFiller(m);
    return `you used ${plural(m.fillerCount, "filler word")} (${m.fillersPer100Words.toFixed(1)} per 100 words; aim for under ${FILLERS_PER_100.target})${top ? `, mostly "${top}"` : ""}; replace them with a short pause.`;
  },
  acknowledgements: (m) =>
    `you acknowledged the lead only ${m.repAcknowledgements === 1 ? "once" : `${m.repAcknowledgements} times`}; before answering, reflect what you heard with "That makes sense" or "I hear you".`,
  openQuestions: (m) =>
    `you asked ${plural(m.questions.open, "open question")}; ask "what" and "how" questions about the lead's situation so you sound curious rather than scripted.`,
  leadCivility: (m) =>
    `the lead turned hostile (${plural(m.leadSentimentSignals.hostile, "hostile signal")}); slow down, acknowledge their frustration before pitching, and if they ask you to stop, apologise and end politely.`,
  talkRatio: (m) =>
    m.talkRatio > TALK_RATIO.idealHigh
      ? `you talked ${pct(m.talkRatio)} of the time; top reps stay near ${pct(TOP_REP_TALK_SHARE)}, so after each point ask an open question and let the lead finish.`
      : `you talked only ${pct(m.talkRatio)} of the time; aim for ${pct(TALK_RATIO.idealLow)}–${pct(TALK_RATIO.idealHigh)} by summarising what you heard and steering back to your reason for calling.`,
  wordsPerMinute: (m) =>
    m.repWordsPerMinute > WORDS_PER_MINUTE.idealHigh
      ? `you spoke at ${Math.round(m.repWordsPerMinute)} words per minute; slow to ${WORDS_PER_MINUTE.idealLow}–${WORDS_PER_MINUTE.idealHigh} and pause after each question and each objection.`
      : `you spoke at ${Math.round(m.repWordsPerMinute)} words per minute; lift your pace toward ${WORDS_PER_MINUTE.idealLow}–${WORDS_PER_MINUTE.idealHigh} with shorter, more decisive sentences.`,
  longestMonologue: (m) =>
    `your longest monologue ran ${Math.round(m.longestMonologueSeconds)} seconds; keep stretches under ${MONOLOGUE_SECONDS.fine} s by checking in ("Does that sound relevant to you?") before going on.`,
  acknowledged: (m) =>
    `you acknowledged ${m.objections.filter((o) => o.acknowledged).length} of ${plural(m.objections.length, "objection")}${firstObjection(m, (o) => !o.acknowledged)}; open with "That's fair" or "I hear you" before you respond.`,
  answered: (m) =>
    `you fully answered ${m.objections.filter((o) => o.answered).length} of ${plural(m.objections.length, "objection")}${firstObjection(m, (o) => !o.answered)}; after acknowledging, ask a clarifying question and give at least one specific sentence that addresses the concern.`,
  noObjections: () => `the lead raised no objections; probe for concerns with a question like "What would stop you from moving forward?".`,
  introducedSelf: () => `you never clearly introduced yourself; open with "Hi, this is <name> from <company>" in the first sentence.`,
  statedReason: () => `you didn't state why you were calling; within the first 30 seconds say "The reason I'm calling is…" and tie it to the lead.`,
  askedPermission: () => `you didn't ask for a moment of the lead's time; try "Did I catch you at a bad time?" right after your introduction.`,
  askedQuestion: () => `you asked no questions at all; plan two or three discovery questions ("What made you consider selling?") before dialling.`,
  discoveryQuestions: (m) =>
    `you asked ${plural(m.questions.total, "question")} but only ${m.questions.open} open; swap yes/no questions for "what" and "how" questions to uncover needs.`,
  nextStepAsked: () => `you never proposed a specific next step; before hanging up, offer two concrete times ${NEXT_STEP_EXAMPLE}.`,
  nextStepSecured: (m) =>
    m.nextStepAsked
      ? `you proposed a next step but the lead didn't agree; confirm the value first, then offer two specific times and repeat the agreed one back.`
      : `no next step was secured because none was proposed; end by offering two specific times ${NEXT_STEP_EXAMPLE}.`,
  nextStepProposed: () => `you never proposed a next step; ask for a short meeting at a specific day and time ${NEXT_STEP_EXAMPLE}.`,
  leadInterest: (m) =>
    `the lead gave ${plural(m.leadSentimentSignals.interested, "buying signal")}; uncover a concrete pain with an open question before pitching so they start asking how it works.`,
  leadPositive: (m) =>
    `the lead gave ${plural(m.leadSentimentSignals.positive, "positive signal")}; share one relevant result or story and check their reaction before asking for time.`,
  leadNegativity: (m) =>
    `the lead gave ${plural(m.leadSentimentSignals.negative, "negative signal")}; acknowledge each concern and ask what would make a short follow-up worth their while.`,
  leadHostility: (m) =>
    `the lead gave ${plural(m.leadSentimentSignals.hostile, "hostile signal")}; if a lead asks you to stop, apologise, confirm you'll respect it and end politely.`,
};

const SILENT_ADVICE: Record<ScoreCategory, string> = {
  tone: "no rep speech was captured, so tone couldn't be assessed; speak clearly and keep fillers under 5 per 100 words.",
  pacing: "no rep speech was captured; aim to talk about 43–55% of the time at 140–170 words per minute.",
  objectionHandling: "no rep speech was captured; when the lead objects, acknowledge it and answer with a question.",
  scriptAdherence: "no rep speech was captured; introduce yourself, state your reason for calling and ask for a moment of time.",
  conversionLikelihood: `no rep speech was captured; finish every call by offering two specific times ${NEXT_STEP_EXAMPLE}.`,
};

function shortfall(c: ScoreComponent): number {
  return c.max > 0 ? c.max - c.points : -c.points;
}

function weakest(components: readonly ScoreComponent[]): ScoreComponent | undefined {
  return components.reduce<ScoreComponent | undefined>((worst, c) => (!worst || shortfall(c) > shortfall(worst) ? c : worst), undefined);
}

/** Exactly one bullet per category scoring below IMPROVEMENT_BULLET_BELOW, aimed at its weakest component. */
export function writeImprovements(m: CallMetrics, breakdown: ScoreBreakdown): string[] {
  return SCORE_CATEGORIES.filter((cat) => breakdown[cat].score < IMPROVEMENT_BULLET_BELOW).map((cat) => {
    const label = CATEGORY_LABELS[cat];
    const component = weakest(breakdown[cat].components);
    const advice =
      m.repWords === 0
        ? SILENT_ADVICE[cat]
        : ((component && ADVICE[component.id]?.(m)) ?? `the score was ${breakdown[cat].score}; review the breakdown for the weakest component.`);
    return `${label}: ${advice}`;
  });
}
