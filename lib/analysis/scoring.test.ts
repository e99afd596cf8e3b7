import { describe, expect, it } from "vitest";
import { SCORE_CATEGORIES } from "../../domain/analysis";
import { computeMetrics } from "./metrics";
import { scoreBreakdown, scoreCall } from "./scoring";
import { HAND_COUNTED_CALL, STRONG_CALL, WEAK_CALL } from "./testing/fixtures";
import type { CallMetrics } from "./results";
import type { Objection } from "./types";

const base = computeMetrics(STRONG_CALL);
const withMetrics = (patch: Partial<CallMetrics>): CallMetrics => ({ ...base, ...patch });
const evidence = (time: number, text: string) => ({ speaker: "agent" as const, time, text });

describe("scoreCall", () => {
  it("scores a strong call at least 10 points above a weak one in every category", () => {
    const strong = scoreCall(computeMetrics(STRONG_CALL));
    const weak = scoreCall(computeMetrics(WEAK_CALL));
    for (const category of SCORE_CATEGORIES)
      expect(strong[category] - weak[category], category).toBeGreaterThanOrEqual(10);
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

  it("gives full talk-share credit from 30% to 60% and less beyond", () => {
    const pacing = (talkRatio: number) => scoreCall(withMetrics({ talkRatio })).pacing;
    expect(pacing(0.37)).toBe(pacing(0.5));
    expect(pacing(0.3)).toBe(pacing(0.6));
    expect(pacing(0.7)).toBeLessThan(pacing(0.6));
    expect(pacing(0.8)).toBeLessThan(pacing(0.7));
    expect(pacing(0.2)).toBeLessThan(pacing(0.3));
  });

  it("rewards 130–175 wpm and monologues up to 30 s, and costs 12.5 per cut-off", () => {
    const pacing = (patch: Partial<CallMetrics>) => scoreCall(withMetrics(patch)).pacing;
    expect(pacing({ repWordsPerMinute: 130 })).toBe(pacing({ repWordsPerMinute: 175 }));
    expect(pacing({ repWordsPerMinute: 200 })).toBeLessThan(pacing({ repWordsPerMinute: 175 }));
    expect(pacing({ longestMonologueSeconds: 30 }) - pacing({ longestMonologueSeconds: 45 })).toBe(10);
    const cutOffs = [evidence(10, "Right, so what I do is"), evidence(40, "Sure, and another thing")];
    expect(pacing({ interruptions: [] }) - pacing({ interruptions: cutOffs })).toBe(25);
  });

  it("weighs fillers as delivery: tone and pacing drop, the lead's outcome does not", () => {
    const nervous = scoreCall(withMetrics({ fillersPer100Words: 12 }));
    const fluent = scoreCall(withMetrics({ fillersPer100Words: 2 }));
    expect(fluent.tone - nervous.tone).toBe(25);
    expect(fluent.pacing - nervous.pacing).toBe(15);
    expect(nervous.conversionLikelihood).toBe(fluent.conversionLikelihood);
  });

  it("credits follow-up questions with diminishing returns and costs checklist questions", () => {
    const script = (followUps: number, checklist = 0) =>
      scoreCall(
        withMetrics({
          discovery: {
            questionTurns: followUps + checklist,
            followUps: Array.from({ length: followUps }, (_, i) => evidence(i * 10, "What made that hard?")),
            checklist: Array.from({ length: checklist }, (_, i) => evidence(100 + i, "What's your budget?")),
            ignoredConcerns: [],
          },
        }),
      ).scriptAdherence;
    expect(script(2) - script(1)).toBeGreaterThan(script(4) - script(3));
    expect(script(2, 2)).toBeLessThan(script(2, 0));
  });

  it("takes 15 points per compliance red flag from script adherence, 30 at most per kind", () => {
    const flagged = (n: number) =>
      scoreCall(
        withMetrics({
          conduct: {
            ...base.conduct,
            redFlags: Array.from({ length: n }, (_, i) => ({
              kind: "false_urgency" as const,
              evidence: evidence(i, "This price ends tonight."),
            })),
          },
        }),
      ).scriptAdherence;
    expect(flagged(0) - flagged(1)).toBe(15);
    expect(flagged(0) - flagged(3)).toBe(30);
  });

  it("scores objection handling per objection and, with none raised, at the level of the rest of the call", () => {
    const objection: Objection = {
      leadText: "Too expensive.",
      timestamp: 1,
      kinds: ["price"],
      acknowledged: true,
      answered: true,
      specific: true,
      pushed: false,
    };
    const handling = (objections: Objection[]) => scoreCall(withMetrics({ objections })).objectionHandling;
    expect(handling([objection])).toBe(100);
    expect(handling([{ ...objection, specific: false }])).toBe(90);
    expect(handling([{ ...objection, answered: false, specific: false }])).toBe(55);
    expect(handling([{ ...objection, acknowledged: false, answered: false, specific: false, pushed: true }])).toBe(0);
    const none = scoreCall(withMetrics({ objections: [] }));
    const rest = (none.tone + none.pacing + none.scriptAdherence + none.conversionLikelihood) / 4;
    expect(none.objectionHandling).toBe(Math.round(rest));
  });

  it("gives conversion credit only for a next step the lead genuinely accepted", () => {
    const conversion = (outcome: CallMetrics["lead"]["outcome"]) =>
      scoreCall(withMetrics({ lead: { ...base.lead, outcome } })).conversionLikelihood;
    expect(conversion("committed") - conversion("soft")).toBe(30);
    expect(conversion("soft") - conversion("declined")).toBe(35);
    expect(conversion("coerced")).toBe(conversion("none"));
  });
});
