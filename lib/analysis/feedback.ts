import { SCORE_CATEGORIES, SCORE_CATEGORY_SENTENCE_LABELS } from "../../domain/analysis";
import { FEEDBACK_EXCELLENT_MIN, FEEDBACK_GOOD_MIN, IMPROVEMENT_BULLET_BELOW } from "../../domain/constants";
import { ADVICE, SILENT_ADVICE } from "./improvement-advice";
import type { Breach } from "./signals/compliance";
import { RED_FLAG_DEEDS, type RedFlagKind } from "../../domain/call-review";
import { at, pct, plural } from "./wording";
import type { CallMetrics, ScoreBreakdown, ScoreComponent } from "./results";

export const NO_CONVERSATION_FEEDBACK =
  "There was no conversation to analyse: the transcript contains no words from you, the rep. Make a call and speak with the lead so your delivery, objection handling and next step can be scored.";

/** "Overall 72/100 (good)": how the feedback opens. */
export function overallHeadline(overall: number): string {
  return `Overall ${overall}/100 (${verdict(overall)})`;
}

function verdict(overall: number): string {
  if (overall >= FEEDBACK_EXCELLENT_MIN) return "excellent";
  if (overall >= FEEDBACK_GOOD_MIN) return "good";
  return "needs improvement";
}

function outcomeClause(m: CallMetrics, breach: Breach | undefined): string {
  if (breach)
    return `the call broke a compliance rule ${at({ time: breach.time, text: breach.quote })}, which sinks the score whatever else happened`;
  const answer = m.nextStepAnswer;
  switch (m.lead.outcome) {
    case "committed":
      return `the lead accepted a specific next step${answer ? ` ${at(answer)}` : ""}`;
    case "soft":
      return `the lead agreed to a follow-up without a fixed day and time${answer ? ` ${at(answer)}` : ""}`;
    case "declined":
      return "you proposed a next step but the lead did not take it";
    default:
      return "you never proposed a specific next step";
  }
}

function joinClauses(clauses: readonly string[]): string {
  return clauses.length <= 1 ? (clauses[0] ?? "") : `${clauses.slice(0, -1).join(", ")} and ${clauses.at(-1)}`;
}

function redFlagClauses(m: CallMetrics): string[] {
  const seen = new Set<RedFlagKind>();
  const clauses: string[] = [];
  for (const flag of m.conduct.redFlags) {
    if (seen.has(flag.kind)) continue;
    seen.add(flag.kind);
    clauses.push(`${RED_FLAG_DEEDS[flag.kind]} ${at(flag.evidence)}`);
  }
  return clauses;
}

/** What cost the call most with the lead, most serious first. */
function listeningClauses(m: CallMetrics): string[] {
  const d = m.discovery;
  const clauses: string[] = [];
  const pressure = m.conduct.pressure[0];
  if (pressure) clauses.push(`pressed on after the lead said no or asked for time ${at(pressure.evidence)}`);
  if (m.interruptions.length > 0)
    clauses.push(`cut the lead off ${plural(m.interruptions.length, "time")}, first ${at(m.interruptions[0]!)}`);
  if (d.ignoredConcerns.length > 0)
    clauses.push(`never took up what the lead kept coming back to ${at(d.ignoredConcerns[0]!)}`);
  if (m.conduct.emptyAcknowledgements.length > 0)
    clauses.push(`followed empathy straight with more pitch ${at(m.conduct.emptyAcknowledgements[0]!)}`);
  if (d.checklist.length > 0)
    clauses.push(`asked ${plural(d.checklist.length, "question")} that skipped past what the lead had just said`);
  return clauses;
}

/** Compliance first (named, with the words and the time), then how the rep listened. */
function coachingSentence(m: CallMetrics): string {
  const flags = redFlagClauses(m);
  const listening = listeningClauses(m).slice(0, flags.length > 0 ? 1 : 2);
  if (flags.length > 0)
    return `Compliance red flags: you ${joinClauses(flags)}${listening.length > 0 ? `; you also ${listening[0]}` : ""}.`;
  if (listening.length > 0) return `To work on: you ${joinClauses(listening)}.`;
  return `What worked: ${m.discovery.followUps.length} of your ${plural(m.discovery.questionTurns, "question")} built on what the lead had just said, and you let the lead finish.`;
}

function deliverySentence(m: CallMetrics): string {
  return `Delivery: you talked ${pct(m.talkRatio)} of the time at ${Math.round(m.repWordsPerMinute)} words per minute, your longest monologue ran ${Math.round(m.longestMonologueSeconds)} s, and you used ${plural(m.fillerCount, "filler")} (${m.fillersPer100Words.toFixed(1)} per 100 words).`;
}

/**
 * Three sentences: the outcome (or the breach that sank the score), compliance and listening with the moments
 * behind them, delivery. That leaves room for one verified rubric quote within four sentences.
 */
export function writeFeedback(m: CallMetrics, overall: number, breach?: Breach): string {
  if (m.repWords === 0) return NO_CONVERSATION_FEEDBACK;
  return [`${overallHeadline(overall)}: ${outcomeClause(m, breach)}.`, coachingSentence(m), deliverySentence(m)].join(
    " ",
  );
}

/** A deduction names a moment the rep can replay, so it is the better bullet when it costs about as much. */
const DEDUCTION_PREFERENCE = 6;

function shortfall(c: ScoreComponent): number {
  return c.max > 0 ? c.max - c.points : -c.points + (c.points < 0 ? DEDUCTION_PREFERENCE : 0);
}

function weakest(components: readonly ScoreComponent[]): ScoreComponent | undefined {
  return components.reduce<ScoreComponent | undefined>(
    (worst, c) => (!worst || shortfall(c) > shortfall(worst) ? c : worst),
    undefined,
  );
}

/** Exactly one bullet per category scoring below IMPROVEMENT_BULLET_BELOW, aimed at its weakest component. */
export function writeImprovements(m: CallMetrics, breakdown: ScoreBreakdown): string[] {
  return SCORE_CATEGORIES.filter((cat) => breakdown[cat].score < IMPROVEMENT_BULLET_BELOW).map((cat) => {
    const label = SCORE_CATEGORY_SENTENCE_LABELS[cat];
    const component = weakest(breakdown[cat].components);
    const advice =
      m.repWords === 0
        ? SILENT_ADVICE[cat]
        : ((component && ADVICE[component.id]?.(m, component)) ??
          `the score was ${breakdown[cat].score}; review the breakdown for the weakest component.`);
    return `${label}: ${advice}`;
  });
}
