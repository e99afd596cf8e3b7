import { describe, expect, it } from "vitest";
import { DEFAULT_TRAINING_CONFIG, isPassingScore } from "./settings";

describe("isPassingScore", () => {
  it("passes a score that reaches the minimum, and nothing below it", () => {
    const minimum = DEFAULT_TRAINING_CONFIG.minimumPassingScore;
    expect(isPassingScore(minimum, minimum)).toBe(true);
    expect(isPassingScore(minimum + 1, minimum)).toBe(true);
    expect(isPassingScore(minimum - 1, minimum)).toBe(false);
    expect(isPassingScore(0, 0)).toBe(true);
    expect(isPassingScore(99, 100)).toBe(false);
  });
});
