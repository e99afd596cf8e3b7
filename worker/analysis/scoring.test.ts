import { describe, expect, it } from "vitest";
import { SCORE_CATEGORIES } from "../../domain/analysis";
import { computeMetrics } from "./metrics";
import { scoreBreakdown, scoreCall } from "./scoring";
import { HAND_COUNTED_CALL, STRONG_CALL, WEAK_CALL } from "./test-fixtures";
import type { CallMetrics } from "./types";

const base = computeMetrics(STRONG_CALL);
const withMetrics = (patch: Partial<CallMetrics>): CallMetrics => ({ ...base, ...patch });

describe("scoreCall", () => {
  it("scores a strong call at least 10 points above a weak one in every category", () => {
    const strong = scoreCall(computeMetrics(STRONG_CALL));
    const weak = scoreCall(computeMetrics(WEAK_CALL));
    for (const category of SCORE_CATEGORIES) expect(strong[category] - weak[category], category).toBeGreaterThanOrEqual(10);
  });

  it("returns integers within 0..100 that equal the rounded sum of their breakdown points", () => {
    for (const call of [STRONG_CALL, WEAK_CALL, HAND_COUNTED_CALL]) {
      const metrics = computeMetrics(call);
      const breakdown = scoreBreakdown(metrics);
      const scores = scoreCall(metrics);
      for (const category of SCORE_CATEGORIES) {
        const score = scores[category];
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
        const sum = breakdown[category].components.reduce((acc, c) => acc + c.points, 0);
        expect(score).toBe(Math.min(100, Math.max(0, Math.round(sum))));
      }
    }
  });

  it("penalises talk share progressively above 55%", () => {
    const pacing = (talkRatio: number) => scoreCall(withMetrics({ talkRatio })).pacing;
    expect(pacing(0.43)).toBe(100);
    expect(pacing(0.55)).toBe(100);
    expect(pacing(0.65)).toBeLessThan(pacing(0.55));
    expect(pacing(0.75)).toBeLessThan(pacing(0.65));
    expect(pacing(0.85)).toBeLessThan(pacing(0.75));
  });

  it("rewards 140–170 wpm and monologues up to 30 s", () => {
    const pacing = (patch: Partial<CallMetrics>) => scoreCall(withMetrics(patch)).pacing;
    expect(pacing({ repWordsPerMinute: 140 })).toBe(100);
    expect(pacing({ repWordsPerMinute: 188 })).toBeLessThan(100);
    expect(pacing({ repWordsPerMinute: 110 })).toBeLessThan(100);
    expect(pacing({ longestMonologueSeconds: 30 })).toBe(100);
    expect(pacing({ longestMonologueSeconds: 45 })).toBe(85);
    expect(pacing({ longestMonologueSeconds: 60 })).toBe(70);
  });

  it("gives diminishing returns for open questions and penalises fillers", () => {
    const script = (open: number) => scoreCall(withMetrics({ questions: { total: open, open, closed: 0 } })).scriptAdherence;
    expect(script(2) - script(1)).toBeGreaterThan(script(4) - script(3));
    const tone = (fillersPer100Words: number) => scoreCall(withMetrics({ fillersPer100Words })).tone;
    expect(tone(2)).toBe(tone(0));
    expect(tone(8)).toBeLessThan(tone(5));
  });

  it("scores objection handling on the share acknowledged and answered, 70 when none were raised", () => {
    const objection = { leadText: "Too expensive.", timestamp: 1, kinds: ["price" as const] };
    const handling = (flags: Array<[boolean, boolean]>) =>
      scoreCall(withMetrics({ objections: flags.map(([acknowledged, answered]) => ({ ...objection, acknowledged, answered })) })).objectionHandling;
    expect(handling([])).toBe(70);
    expect(handling([[true, true]])).toBe(100);
    expect(handling([[true, false]])).toBe(40);
    expect(handling([[true, true], [false, false]])).toBe(50);
  });
});
