/**
 * The persona prompt format every scenario is written in, seeded or written by a team: a "You are NAME, a AGE-year-old
 * ROLE from PLACE." opening, then the four sections, then the closing rules for the voice agent. The lead profile
 * (scenario-profile.ts) and the simulator read it back, so there is one writer of the format: this.
 */
export interface PersonaSections {
  /** "You are Gary Whitfield, a 61-year-old retired machinist from Mesa, Arizona. <situation>" */
  intro: string;
  personality: string;
  environment: string;
  tone: string;
  /** The lines the lead pushes back with, as the lead says them. */
  objections: readonly string[];
  /** The name the closing rules keep the agent in character as. */
  firstName: string;
}

export const PERSONA_SECTION_HEADINGS = [
  "Personality",
  "Environment",
  "Tone & Behavior",
  "Common Objections & Pushback",
] as const;

export function scenarioPromptText(p: PersonaSections): string {
  return [
    p.intro,
    "",
    "## Personality",
    p.personality,
    "",
    "## Environment",
    p.environment,
    "",
    "## Tone & Behavior",
    p.tone,
    "",
    "## Common Objections & Pushback",
    ...p.objections.map((objection) => `- "${objection}"`),
    "",
    `Stay in character as ${p.firstName} and never reveal that you are an AI. This is a cold call practice: keep every reply short (1-3 sentences), like a real phone call.`,
  ].join("\n");
}

/** "a 61-year-old", "an 80-year-old", "an 18-year-old". */
export function ageArticle(age: number): "a" | "an" {
  const spoken = String(age);
  return /^(8|11|18)/.test(spoken) && !(spoken.length === 3 && spoken.startsWith("1")) ? "an" : "a";
}
