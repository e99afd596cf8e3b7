import type { ScoreCategory } from "../../domain/analysis";
import { clamp, round1 } from "./curves";
import { momentAt, type Evidence, type MomentKind } from "./moments";
import type { CategoryBreakdown, ScoreComponent } from "./results";

export function component(
  id: string,
  name: string,
  value: number | boolean,
  max: number,
  points: number,
): ScoreComponent {
  return { id, name, value, max, points: round1(points) };
}

/** A credit that names the moments that earned it. */
export function credit(
  id: string,
  name: string,
  value: number | boolean,
  max: number,
  points: number,
  moments: { kind: MomentKind; category: ScoreCategory; evidence: readonly Evidence[] },
): ScoreComponent {
  const share = moments.evidence.length > 0 ? round1(points) / moments.evidence.length : 0;
  return {
    ...component(id, name, value, max, points),
    moments: moments.evidence.map((e) => momentAt(moments.kind, e, moments.category, share)),
  };
}

/**
 * A deduction of `each` points per moment, at most `cap` in all; every moment names its share, so the
 * points of a breakdown add up to the moments behind them.
 */
export function deduction(
  id: string,
  name: string,
  kind: MomentKind,
  category: ScoreCategory,
  evidence: readonly Evidence[],
  each: number,
  cap: number,
): ScoreComponent {
  let left = cap;
  const moments = evidence.map((e) => {
    const points = Math.min(each, left);
    left -= points;
    return momentAt(kind, e, category, -points);
  });
  return { ...component(id, name, evidence.length, 0, -Math.min(cap, each * evidence.length)), moments };
}

/**
 * Deductions that share one budget (a component's full points): each takes `each` per moment from what the
 * ones before it left, so together they never take more than the budget.
 */
export function deductionsWithin(
  budget: number,
  category: ScoreCategory,
  groups: ReadonlyArray<{ id: string; name: string; kind: MomentKind; evidence: readonly Evidence[]; each: number }>,
): ScoreComponent[] {
  let left = budget;
  return groups.map((g) => {
    const component = deduction(g.id, g.name, g.kind, category, g.evidence, g.each, left);
    left += component.points;
    return component;
  });
}

export function category(components: ScoreComponent[]): CategoryBreakdown {
  const total = components.reduce((acc, c) => acc + c.points, 0);
  return { score: clamp(Math.round(total), 0, 100), components };
}
