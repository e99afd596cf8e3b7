import {
  conversionRate,
  improvement,
  overallScore,
  performanceBucket,
  performanceDistribution,
  roundedMean,
  scoreColor,
  sessionsPerAgent,
  successRate,
  totalCalls,
} from "./analytics";

describe("roundedMean", () => {
  it("rounds the mean and has nothing to say about no values", () => {
    expect(roundedMean([70, 81])).toBe(76); // 75.5 rounds up
    expect(roundedMean([70, 80, 81])).toBe(77); // 77
    expect(roundedMean([50])).toBe(50);
    expect(roundedMean([])).toBeNull();
  });
});

describe("improvement", () => {
  it("compares the mean of the latest three scored sessions with the first three", () => {
    // first three 60, 62, 64 → 62; latest three 80, 84, 85 → 83
    expect(improvement([60, 62, 64, 70, 72, 80, 84, 85])).toBe(21);
  });

  it("never compares a session with itself when there are few", () => {
    expect(improvement([70, 60])).toBe(-10);
    expect(improvement([60, 70, 80])).toBe(20); // one against one: 80 − 60
    expect(improvement([60, 64, 70, 80])).toBe(13); // (70+80)/2 − (60+64)/2 = 75 − 62
  });

  it("is null with fewer than two scored sessions", () => {
    expect(improvement([])).toBeNull();
    expect(improvement([90])).toBeNull();
  });

  it("rounds to whole points", () => {
    // (61+62+62)/3 = 61.67 − (60+60+60)/3 = 1.67 → 2
    expect(improvement([60, 60, 60, 61, 62, 62])).toBe(2);
  });
});

describe("performance buckets", () => {
  it("puts 80 and above in Excellent, 60 to 79 in Good, 59 and under in Needs Improvement", () => {
    expect(performanceBucket(100)).toBe("excellent");
    expect(performanceBucket(80)).toBe("excellent");
    expect(performanceBucket(79)).toBe("good");
    expect(performanceBucket(60)).toBe("good");
    expect(performanceBucket(59)).toBe("needsImprovement");
    expect(performanceBucket(0)).toBe("needsImprovement");
  });

  it("counts scores per bucket", () => {
    expect(performanceDistribution([85, 80, 79, 60, 59, 12])).toEqual({ excellent: 2, good: 2, needsImprovement: 2 });
    expect(performanceDistribution([])).toEqual({ excellent: 0, good: 0, needsImprovement: 0 });
  });
});

describe("scoreColor", () => {
  it("is green from 80, yellow from 60, red below", () => {
    expect([80, 79, 60, 59].map(scoreColor)).toEqual(["green", "yellow", "yellow", "red"]);
  });
});

describe("team and agent figures", () => {
  it("divides sessions by agents, rounded, and is 0 with no agents", () => {
    expect(sessionsPerAgent(40, 4)).toBe(10);
    expect(sessionsPerAgent(10, 4)).toBe(3); // 2.5 rounds up
    expect(sessionsPerAgent(9, 4)).toBe(2);
    expect(sessionsPerAgent(12, 0)).toBe(0);
  });

  it("counts three calls per session and a conversion rate of 30% of the average", () => {
    expect(totalCalls(14)).toBe(42);
    expect(conversionRate(75)).toBe(23); // 22.5
    expect(conversionRate(81)).toBe(24); // 24.3
    expect(conversionRate(0)).toBe(0);
  });

  it("takes the overall score as the rounded mean of the five skill averages", () => {
    expect(
      overallScore({ tone: 80, pacing: 70, objectionHandling: 65, scriptAdherence: 90, conversionLikelihood: 72 }),
    ).toBe(75);
  });

  it("gives the success rate as a whole percentage", () => {
    expect(successRate(2, 3)).toBe(67);
    expect(successRate(0, 0)).toBe(0);
  });
});
