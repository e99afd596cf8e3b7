import { SCORE_CATEGORIES, type ScoreCategory } from "../../../domain/analysis";
import type { CategoryExplanation, ScoreReason } from "../../../domain/call-review";
import { round1 } from "../curves";
import { clipQuote, wholeTurn, type Evidence, type Moment } from "../moments";
import type { OverallScore } from "../model/overall";
import type { Breach } from "../signals/compliance";
import type { Evidence as SignalEvidence } from "../signals/features";
import { MOMENT_TEXT, objectionText, SHORTFALL_TEXT } from "./wording";
import { objectionPlace } from "./timeline";
import { objectionPoints } from "../scoring";
import type { CallMetrics, ScoreBreakdown, ScoreComponent } from "../results";
import type { Turn } from "../types";

/** A shortfall under this many points is rounding, not a reason. */
const MIN_SHORTFALL = 1;
/** Components whose points never fall short on their own: deductions listed beside them explain their losses. */
const FIXED_COMPONENTS = new Set(["respect", "letFinish"]);
/** Per-objection reasons replace these three components' averages. */
const OBJECTION_COMPONENTS = new Set(["acknowledged", "answered", "respected"]);

const reason = (points: number, text: string, place?: Pick<Evidence, "time" | "text">): ScoreReason => ({
  points: round1(points),
  time: place ? place.time : null,
  text,
  quote: place ? place.text : null,
});

const fromMoment = (moment: Moment): ScoreReason =>
  reason(moment.points, MOMENT_TEXT[moment.kind], { time: moment.time, text: moment.quote });

/** Where a component's shortfall can be heard, when one line shows it. */
function placeOf(id: string, turns: readonly Turn[], m: CallMetrics): Evidence | undefined {
  const firstRep = turns.find((t) => t.speaker === "agent");
  switch (id) {
    case "fillers":
    case "fluency":
      return m.mostHesitantLine;
    case "introducedSelf":
    case "statedReason":
    case "askedPermission":
      return firstRep ? wholeTurn(firstRep) : undefined;
    case "nextStep":
      return m.lead.coerced ?? m.nextStepAnswer ?? m.nextStepProposal;
    default:
      return undefined;
  }
}

function shortfallReason(
  c: ScoreComponent,
  turns: readonly Turn[],
  m: CallMetrics,
  monologue: Evidence | undefined,
): ScoreReason | null {
  const lost = c.max - c.points;
  if (c.max <= 0 || lost < MIN_SHORTFALL || FIXED_COMPONENTS.has(c.id)) return null;
  const text = SHORTFALL_TEXT[c.id]?.(m, c) ?? `${c.name}: ${String(c.value)}`;
  return reason(-lost, text, c.id === "longestMonologue" ? monologue : placeOf(c.id, turns, m));
}

function objectionReasons(turns: readonly Turn[], m: CallMetrics): ScoreReason[] {
  const n = m.objections.length;
  return m.objections.map((o) => {
    const place = objectionPlace(turns, o);
    const earned = objectionPoints(o);
    return reason(earned >= 100 ? earned / n : -(100 - earned) / n, objectionText(o), place);
  });
}

/** Largest loss first, gains last; within a size, call order. */
function ordered(reasons: ScoreReason[]): ScoreReason[] {
  return reasons.sort((a, b) => a.points - b.points || (a.time ?? Infinity) - (b.time ?? Infinity));
}

/**
 * Every category's score told by the moments behind it: each scored moment (a deduction or a credit), each
 * objection's share, and each component that fell short where no moment says why.
 */
export function explainScores(
  turns: readonly Turn[],
  m: CallMetrics,
  breakdown: ScoreBreakdown,
  monologue: Evidence | undefined,
): Record<ScoreCategory, CategoryExplanation> {
  const explain = (category: ScoreCategory): CategoryExplanation => {
    const { score, components } = breakdown[category];
    const reasons: ScoreReason[] = [];
    const perObjection = category === "objectionHandling" && m.objections.length > 0;
    if (perObjection) reasons.push(...objectionReasons(turns, m));
    for (const c of components) {
      if (perObjection && OBJECTION_COMPONENTS.has(c.id)) continue;
      reasons.push(...(c.moments ?? []).filter((x) => x.points !== 0).map(fromMoment));
      const shortfall = shortfallReason(c, turns, m, monologue);
      if (shortfall) reasons.push(shortfall);
    }
    return { score, reasons: ordered(reasons) };
  };
  return Object.fromEntries(SCORE_CATEGORIES.map((c) => [c, explain(c)])) as Record<ScoreCategory, CategoryExplanation>;
}

/** A compliance breach, or harassing a lead who asked to stop, sinks the overall score: the review names the line and what it cost. */
export function explainOverall(
  overall: OverallScore,
  breach: Breach | undefined,
  harassment: SignalEvidence | undefined,
): ScoreReason | null {
  const rule =
    overall.breach && breach
      ? { deed: MOMENT_TEXT[breach.kind], time: breach.time, quote: breach.quote }
      : overall.harassment && harassment
        ? { deed: "you pressed on a second time after the lead asked not to be called", ...harassment }
        : undefined;
  if (!rule) return null;
  const text = `${rule.deed}, which sinks the overall score to ${overall.overall}`;
  // Whole points, as the score is shown: the unrounded skill could sit a fraction below the rounded sunk score.
  return reason(overall.overall - Math.round(overall.skill), text, { time: rule.time, text: clipQuote(rule.quote) });
}
