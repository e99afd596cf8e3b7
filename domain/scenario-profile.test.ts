import { describe, expect, it } from "vitest";
import { DEFAULT_CONCERN, FALLBACK_EXPECTED_RESPONSE, parseLeadProfile } from "./scenario-profile";

const FULL_PROMPT = [
  "You are Maria Lopez, a 45-year-old school principal from Austin, Texas. She owns a duplex she rents out.",
  "",
  "## Personality",
  "Traits: Analytical, Calm.",
  "You ask for proof before you believe anything, and you hate high-pressure sales calls.",
  "",
  "## Common Objections & Pushback",
  '- "Send me the numbers first."',
  '- "I am busy."',
].join("\n");

describe("parseLeadProfile", () => {
  it("reads the name, age, location, role, situation, tags, concerns and the first objection", () => {
    expect(parseLeadProfile(FULL_PROMPT)).toEqual({
      name: "Maria Lopez",
      age: 45,
      location: "Austin, Texas",
      role: "School principal",
      summary: "She owns a duplex she rents out.",
      personality: ["Analytical", "Calm"],
      concerns: ["high-pressure tactics", "proof and data", "time and scheduling"],
      expectedResponse: "Send me the numbers first.",
    });
  });

  it("has no name when the prompt does not say 'You are <Name>'", () => {
    const profile = parseLeadProfile("You are a busy homeowner, a 38-year-old nurse from Reno, Nevada.");
    expect(profile.name).toBeNull();
    expect(profile.age).toBe(38);
    expect(profile.location).toBe("Reno, Nevada");
    expect(profile.role).toBe("Nurse");
  });

  it("has no age, location or role when the opening sentence gives none", () => {
    const profile = parseLeadProfile("You are Tom Baker. You own a bakery and have no patience for sales calls.");
    expect(profile).toMatchObject({ name: "Tom Baker", age: null, location: null, role: null });
    expect(profile.summary).toBe("You own a bakery and have no patience for sales calls.");
  });

  it("does not take a personality word for a name", () => {
    expect(parseLeadProfile("You are Skeptical of everyone who calls.").name).toBeNull();
  });

  it("falls back to Cautious, general skepticism and a generic expected response", () => {
    expect(parseLeadProfile("Talk like a homeowner who picks up the phone.")).toEqual({
      name: null,
      age: null,
      location: null,
      role: null,
      summary: null,
      personality: ["Cautious"],
      concerns: [DEFAULT_CONCERN],
      expectedResponse: FALLBACK_EXPECTED_RESPONSE,
    });
    expect(parseLeadProfile("").personality).toEqual(["Cautious"]);
  });

  it("finds tags in any case when there is no Personality section", () => {
    expect(parseLeadProfile("You are a friendly but defensive retiree.").personality).toEqual([
      "Friendly",
      "Defensive",
    ]);
  });

  it("reads a location without a state and tolerates Windows line endings", () => {
    const profile = parseLeadProfile(
      'You are Ann Lee, a 70-year-old widow from Boston.\r\n## Common Objections & Pushback\r\n- "Who is this?"\r\n',
    );
    expect(profile).toMatchObject({
      name: "Ann Lee",
      age: 70,
      location: "Boston",
      role: "Widow",
      expectedResponse: "Who is this?",
    });
  });
});
