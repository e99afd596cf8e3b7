import { describe, expect, it } from "vitest";
import { parseLeadProfile } from "./scenario-profile";
import { PERSONA_SECTION_HEADINGS } from "./scenario-prompt";
import {
  scenarioDraftInput,
  scenarioPersona,
  scenarioTeamOf,
  writesScenarios,
  type ScenarioDraftInput,
} from "./team-scenarios";
import { VOICES } from "./voices";

const DRAFT: ScenarioDraftInput = {
  name: "Expired listing, second try",
  vertical: "real_estate",
  difficulty: "intermediate",
  leadName: "Anne-Marie O'Neill",
  age: 81,
  occupation: "Retired nurse",
  place: "Évry, Essonne",
  situation: "Your house  did not sell in   six months.\nYou blame the photos.",
  environment: "It is Monday morning. You are watering the roses.",
  wants: "To sell before winter.",
  traits: ["Defensive", "Polite"],
  pushback: "relentless",
  objections: ["I'm not cutting the price.", "Your commission is too high."],
  agreesWhen: "The caller brings new photos and proposes a specific day.",
  hangsUpWhen: "the caller blames you for the price!",
  firstMessage: "Oui? Hello?",
  voiceId: VOICES.domi.id,
};

describe("a team scenario's persona", () => {
  it("is written in the seeded format, and the demo's lead profile reads every field back", () => {
    const persona = scenarioPersona(scenarioDraftInput.parse(DRAFT));
    const [opening] = persona.promptText.split("\n");
    expect(opening).toBe(
      "You are Anne-Marie O'Neill, an 81-year-old retired nurse from Évry, Essonne. Your house did not sell in six months. You blame the photos.",
    );
    for (const heading of PERSONA_SECTION_HEADINGS) expect(persona.promptText).toContain(`\n## ${heading}\n`);
    expect(persona.promptText).toContain("You want to sell before winter.");
    expect(persona.promptText).toContain(
      "You agree to a concrete next step only if the caller brings new photos and proposes a specific day.",
    );
    expect(persona.promptText).toContain("If the caller blames you for the price, you say you have to go and hang up.");
    expect(persona.promptText).toContain("Stay in character as Anne-Marie");
    expect(persona.conversationConfig).toEqual({
      firstMessage: "Oui? Hello?",
      voiceId: VOICES.domi.id,
      objections: DRAFT.objections,
    });

    expect(parseLeadProfile(persona.promptText)).toEqual({
      name: "Anne-Marie O'Neill",
      age: 81,
      location: "Évry, Essonne",
      role: "Retired nurse",
      summary: "Your house did not sell in six months. You blame the photos.",
      personality: ["Defensive", "Polite"],
      concerns: ["fees and commissions"],
      expectedResponse: "I'm not cutting the price.",
    });
  });

  it("says 'a' or 'an' as the age is spoken", () => {
    const opening = (age: number) =>
      scenarioPersona(scenarioDraftInput.parse({ ...DRAFT, age })).promptText.split(",")[1];
    expect([18, 8 + 10 * 3, 80, 88, 100, 41].map(opening)).toEqual([
      " an 18-year-old retired nurse from Évry",
      " a 38-year-old retired nurse from Évry",
      " an 80-year-old retired nurse from Évry",
      " an 88-year-old retired nurse from Évry",
      " a 100-year-old retired nurse from Évry",
      " a 41-year-old retired nurse from Évry",
    ]);
  });
});

describe("who writes team scenarios", () => {
  it("the broker for their team, a trainer for their broker's; nobody else", () => {
    expect(scenarioTeamOf({ id: "b", role: "broker", brokerId: null, isTrainer: "no" })).toBe("b");
    expect(scenarioTeamOf({ id: "t", role: "agent", brokerId: "b", isTrainer: "yes" })).toBe("b");
    expect(scenarioTeamOf({ id: "a", role: "agent", brokerId: "b", isTrainer: "no" })).toBeNull();
    expect(scenarioTeamOf({ id: "l", role: "agent", brokerId: null, isTrainer: "yes" })).toBeNull();
    expect(writesScenarios({ role: "agent", isTrainer: "yes" })).toBe(true);
    expect(writesScenarios({ role: "agent", isTrainer: "no" })).toBe(false);
  });
});
