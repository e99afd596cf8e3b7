import { describe, expect, it } from "vitest";
import { scenarioForSkill, weakestSkill, type TrainingScenario } from "./skill-gaps";

const s = (
  tone: number,
  pacing: number,
  objectionHandling: number,
  scriptAdherence: number,
  conversionLikelihood: number,
) => ({
  tone,
  pacing,
  objectionHandling,
  scriptAdherence,
  conversionLikelihood,
});

describe("weakest skill", () => {
  it("averages the latest 10 calls only and picks the lowest", () => {
    const latest = [...Array.from({ length: 10 }, () => s(80, 70, 60, 90, 65)), s(0, 100, 100, 100, 100)];
    expect(weakestSkill(latest)).toEqual({ skill: "objectionHandling", average: 60 });
    expect(weakestSkill([])).toBeNull();
  });
});

describe("scenario for a skill", () => {
  const scenarios: TrainingScenario[] = [
    { id: "1", title: "Easy", vertical: "real_estate", difficulty: "beginner", objections: 2 },
    { id: "2", title: "Middle", vertical: "real_estate", difficulty: "intermediate", objections: 3 },
    { id: "3", title: "Hard", vertical: "real_estate", difficulty: "advanced", objections: 4 },
    { id: "4", title: "Objector", vertical: "real_estate", difficulty: "intermediate", objections: 7 },
    { id: "5", title: "Insurance", vertical: "insurance", difficulty: "advanced", objections: 9 },
  ];
  it("matches the lead to the skill, within the agent's vertical", () => {
    expect(scenarioForSkill("objectionHandling", "real_estate", scenarios)?.title).toBe("Objector");
    expect(scenarioForSkill("conversionLikelihood", "real_estate", scenarios)?.title).toBe("Hard");
    expect(scenarioForSkill("tone", "real_estate", scenarios)?.title).toBe("Easy");
    expect(scenarioForSkill("scriptAdherence", "real_estate", scenarios)?.title).toBe("Middle");
    expect(scenarioForSkill("tone", "saas", scenarios)).toBeNull();
  });
});
