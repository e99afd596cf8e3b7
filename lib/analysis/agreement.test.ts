import { describe, expect, it } from "vitest";
import { measureAgreement, ranks, spearman } from "./agreement";

describe("ranks and Spearman's rho", () => {
  it("gives tied values the mean of the ranks they span", () => {
    expect(ranks([10, 30, 20, 30])).toEqual([1, 3.5, 2, 3.5]);
  });

  it("is 1 for the same order, -1 for the reverse, and 0 when one side is constant", () => {
    expect(spearman([1, 2, 3, 4], [10, 40, 90, 160])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [8, 6, 4, 2])).toBeCloseTo(-1, 12);
    expect(spearman([1, 2, 3], [5, 5, 5])).toBe(0);
  });

  it("matches a hand-computed value with a tie", () => {
    // ranks x: 1 2 3 4 5, ranks y: 2 1 4 4 4, both mean 3 → Σdxdy = 7, Σdx² = 10, Σdy² = 8 → 7 / √80
    expect(spearman([1, 2, 3, 4, 5], [20, 10, 30, 30, 30])).toBeCloseTo(7 / Math.sqrt(80), 12);
  });
});

describe("measureAgreement", () => {
  it("reports set size, rho, mean absolute error and the share of sentiments right", () => {
    const outcome = (
      grade: number,
      overallScore: number,
      expectedSentiment: "neutral" | "hostile",
      leadSentiment: "neutral" | "hostile",
    ) => ({
      grade,
      expectedSentiment,
      result: { overallScore, leadSentiment },
    });
    expect(
      measureAgreement([
        outcome(20, 30, "hostile", "hostile"),
        outcome(50, 45, "neutral", "hostile"),
        outcome(80, 80, "neutral", "neutral"),
        outcome(90, 85, "neutral", "neutral"),
      ]),
    ).toEqual({ setSize: 4, spearman: 1, mae: 5, sentimentAccuracy: 0.75 });
  });
});
