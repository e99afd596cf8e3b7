import { describe, expect, it } from "vitest";
import { scoreChanges } from "./score-corrections";
import { scoreCorrectionInput } from "./score-corrections-input";

const scores = { tone: 70, pacing: 60, objectionHandling: 50, scriptAdherence: 80, conversionLikelihood: 40 };

describe("a correction's changes", () => {
  it("are the fields given that differ from the call's scores as they stand", () => {
    expect(scoreChanges({ score: 62, scores }, { overall: 70, scores: { tone: 70, pacing: 65 } })).toEqual([
      { field: "overall", from: 62, to: 70 },
      { field: "pacing", from: 60, to: 65 },
    ]);
    expect(scoreChanges({ score: 62, scores }, { overall: 62 })).toEqual([]);
  });

  it("cannot correct a category of a call that has none", () => {
    expect(scoreChanges({ score: 62, scores: null }, { scores: { tone: 10 } })).toBeNull();
    expect(scoreChanges({ score: 62, scores: null }, { overall: 10 })).toEqual([
      { field: "overall", from: 62, to: 10 },
    ]);
  });
});

describe("a correction's request", () => {
  it("needs a reason and a whole score from 0 to 100", () => {
    expect(scoreCorrectionInput.safeParse({ overall: 0, reason: "x" }).success).toBe(true);
    expect(scoreCorrectionInput.safeParse({ overall: 100, reason: "x", momentTime: null }).success).toBe(true);
    for (const bad of [
      { overall: 50 },
      { overall: 50, reason: " " },
      { overall: 100.5, reason: "x" },
      { overall: 101, reason: "x" },
      { reason: "x" },
      { scores: {}, reason: "x" },
    ]) {
      expect(scoreCorrectionInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
