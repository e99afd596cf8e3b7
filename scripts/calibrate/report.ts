/**
 * @file How calibration prints a measurement: the agreement, per-criterion agreement and the calls it is
 * furthest from the sales manager on.
 */
import { CALL_CRITERIA } from "../../domain/analysis";
import type { BatchMeasurement } from "./measure";

const pct = (x: number) => `${Math.round(x * 100)}%`;

export function agreementLine(
  m: Pick<BatchMeasurement, "name" | "setSize" | "spearman" | "mae" | "sentimentAccuracy">,
): string {
  return `${m.name.padEnd(22)} ${String(m.setSize).padStart(3)} calls  Spearman ${m.spearman.toFixed(3)}  MAE ${m.mae.toFixed(1).padStart(5)}  sentiment ${pct(m.sentimentAccuracy)}`;
}

export function criteriaLines(m: BatchMeasurement): string[] {
  if (!m.criteria) return ["per-criterion agreement: no call in this set carries criterion labels"];
  const lines = ["per-criterion agreement (verdict = label; missed found / labelled missed):"];
  for (const criterion of CALL_CRITERIA) {
    const c = m.criteria[criterion];
    lines.push(
      `  ${criterion.padEnd(20)} ${pct(c.accuracy).padStart(4)} of ${c.labelled}   missed ${c.missedFound}/${c.missedLabelled}`,
    );
  }
  return lines;
}

export function worstCallLines(m: BatchMeasurement, count = 8): string[] {
  const worst = [...m.calls].sort((a, b) => Math.abs(b.score - b.grade) - Math.abs(a.score - a.grade)).slice(0, count);
  return [
    `furthest from the grade:`,
    ...worst.map(
      (c) =>
        `  ${c.id.padEnd(44)} grade ${String(c.grade).padStart(3)}  score ${String(c.score).padStart(3)}  sentiment ${c.sentiment}${c.sentiment === c.expectedSentiment ? "" : ` (expected ${c.expectedSentiment})`}`,
    ),
  ];
}
