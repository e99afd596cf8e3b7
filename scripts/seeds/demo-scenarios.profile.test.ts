import { describe, expect, it } from "vitest";
import { MAIN_CONCERNS, parseLeadProfile, PERSONALITY_TAGS } from "../../domain/scenario-profile";
import { demoScenarios } from "./demo-scenarios";

/** The lead profile panel must read every seeded scenario completely: nothing falls back to a default. */
describe("the lead profile of every seeded demo scenario", () => {
  it("covers all twelve seeds", () => {
    expect(demoScenarios).toHaveLength(12);
  });

  for (const scenario of demoScenarios) {
    it(scenario.name, () => {
      const profile = parseLeadProfile(scenario.promptText);
      const intro = scenario.promptText.split("\n")[0]!;
      const [, name, age, role, location] = /^You are ([^,]+), an? (\d+)-year-old (.+?) from ([^.]+)\./.exec(intro)!;
      expect(profile.name).toBe(name);
      expect(profile.age).toBe(Number(age));
      expect(profile.role?.toLowerCase()).toBe(role!.toLowerCase());
      expect(profile.location).toBe(location);
      expect(profile.summary).toBeTruthy();

      const traits = /Traits: ([^.]+)\./.exec(scenario.promptText)![1]!.split(", ");
      for (const trait of traits)
        if ((PERSONALITY_TAGS as readonly string[]).includes(trait)) expect(profile.personality).toContain(trait);
      expect(profile.personality.length).toBeGreaterThan(0);
      expect(profile.concerns.every((concern) => (MAIN_CONCERNS as readonly string[]).includes(concern))).toBe(true);
      expect(profile.expectedResponse).toBe(scenario.objections[0]);
    });
  }
});
