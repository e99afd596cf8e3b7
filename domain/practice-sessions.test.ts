import { describe, expect, it } from "vitest";
import {
  feedbackLevel,
  MISSING_CONFIGURATION,
  MISSING_SCENARIO,
  periodWindow,
  ruleMessage,
  setupProblem,
} from "./practice-sessions";

describe("Start Simulation rules", () => {
  it("needs a phone number and an AI agent first, then a scenario or a custom prompt", () => {
    expect(setupProblem({ aiAgentId: "a", scenarioId: "s" })).toBe(MISSING_CONFIGURATION);
    expect(setupProblem({ phoneNumberId: "p", scenarioId: "s" })).toBe(MISSING_CONFIGURATION);
    expect(setupProblem({ phoneNumberId: "p", aiAgentId: "a" })).toBe(MISSING_SCENARIO);
    expect(setupProblem({ phoneNumberId: "p", aiAgentId: "a", customPrompt: "  " })).toBe(MISSING_SCENARIO);
    expect(setupProblem({ phoneNumberId: "p", aiAgentId: "a", customPrompt: "You are Pat" })).toBeNull();
    expect(setupProblem({ phoneNumberId: "p", aiAgentId: "a", scenarioId: "s" })).toBeNull();
  });

  it("words the server's messages as the spec does", () => {
    expect(ruleMessage(MISSING_CONFIGURATION)).toBe("Missing Configuration: Please select phone number and AI agent");
    expect(ruleMessage(MISSING_SCENARIO)).toBe("Missing Scenario: Please select a scenario or provide custom prompt");
  });
});

describe("feedback bands", () => {
  it("90 or more excellent, 80 to 89 good, below 80 needs improvement", () => {
    expect([100, 90, 89, 80, 79, 0].map(feedbackLevel)).toEqual([
      "excellent",
      "excellent",
      "good",
      "good",
      "needsImprovement",
      "needsImprovement",
    ]);
  });
});

describe("analytics period windows (whole UTC days ending today)", () => {
  const now = new Date("2026-03-10T15:30:00Z");
  it.each([
    ["daily", "2026-03-10T00:00:00.000Z"],
    ["weekly", "2026-03-04T00:00:00.000Z"],
    ["monthly", "2026-02-09T00:00:00.000Z"],
  ] as const)("%s starts %s and ends tomorrow", (period, start) => {
    expect(periodWindow(period, now)).toEqual({ start: new Date(start), end: new Date("2026-03-11T00:00:00.000Z") });
  });
});
