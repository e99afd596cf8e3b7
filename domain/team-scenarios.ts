/**
 * @file Team scenarios (the Custom Scenario Builder): what a broker or a trainer writes about a lead, and the persona
 * it becomes. The Worker builds and stores the persona from the draft (the trainee never supplies the lead); the
 * builder page previews it with the same functions, and reads its lead profile with the demo's derivation.
 */
import { z } from "zod";
import { SCENARIO_DIFFICULTIES, TRAINING_VERTICALS, type ScenarioDifficulty, type TrainingVertical } from "./enums";
import { ageArticle, scenarioPromptText } from "./scenario-prompt";
import { PERSONALITY_TAGS } from "./scenario-profile";
import type { ConversationConfig } from "./scenarios";
import { VOICE_IDS } from "./voices";

/** How hard the lead pushes back, and what the persona is told for each. */
export const PUSHBACK_LEVELS = ["gentle", "firm", "relentless"] as const;
export type PushbackLevel = (typeof PUSHBACK_LEVELS)[number];

export const PUSHBACK_LABELS: Record<PushbackLevel, string> = {
  gentle: "Gently: objects once, then listens",
  firm: "Firmly: repeats an objection until it is answered",
  relentless: "Relentlessly: fires objections back to back",
};

const PUSHBACK_BEHAVIOUR: Record<PushbackLevel, string> = {
  gentle: "You raise each objection once and let it go when the caller gives you a reasonable answer.",
  firm: "You repeat an objection until the caller answers it with something specific; vague reassurance makes you push harder.",
  relentless:
    "You fire objections back to back and interrupt vague answers. You only ease up after the caller has calmly handled at least three of your objections.",
};

export const SCENARIO_NAME_MAX_CHARS = 120;
export const OBJECTIONS_MAX = 10;
export const TRAITS_MAX = 6;
const LONG_TEXT_MAX = 1000;
const SHORT_TEXT_MAX = 300;

/** One paragraph: the persona's sections are made of single lines, so no text can start a heading of its own. */
const paragraph = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(min, `${label}: at least ${min} characters`).max(max, `${label}: at most ${max} characters`));

/** A clause that continues "…only if" / "If …": no capital (unless a name or "I") and no closing full stop. */
const clause = (label: string) =>
  paragraph(label, 3, SHORT_TEXT_MAX).transform((text) => lowerFirst(text.replace(/[.!\s]+$/, "")));

function lowerFirst(text: string): string {
  if (/^(I\b|I'|\p{Lu}{2})/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Capitalised words, as the profile reads a name after "You are" (e.g. "Pat Morgan", "Anne-Marie O'Neill"). */
const LEAD_NAME = /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,3}$/u;
/** "Mesa, Arizona": a capitalised place, optionally ", Region"; no full stop (it would end the opening sentence). */
const PLACE = /^\p{Lu}[\p{L}' -]*(?:, \p{Lu}[\p{L}' -]*)?$/u;
/** A few words that read after "a 61-year-old …" and before "from": no punctuation that ends the phrase. */
const OCCUPATION = /^[^,.;:!?]+$/;

export const scenarioDraftInput = z.strictObject({
  name: paragraph("Scenario name", 3, SCENARIO_NAME_MAX_CHARS),
  vertical: z.enum(TRAINING_VERTICALS, { error: "Choose real estate, insurance or SaaS" }),
  difficulty: z.enum(SCENARIO_DIFFICULTIES, { error: "Choose beginner, intermediate or advanced" }),
  leadName: paragraph("The lead's name", 2, 60)
    .refine((name) => LEAD_NAME.test(name), "Write the lead's name with capitals, e.g. Pat Morgan")
    .refine((name) => !(PERSONALITY_TAGS as readonly string[]).includes(name), "Give the lead a person's name"),
  age: z
    .number({ error: "The lead's age must be a number" })
    .int("The lead's age must be a whole number")
    .min(18, "The lead is at least 18")
    .max(100, "The lead is at most 100"),
  occupation: paragraph("Who the lead is", 2, 80)
    .refine((text) => OCCUPATION.test(text), "A few words without punctuation, e.g. retired machinist")
    .transform(lowerFirst),
  place: paragraph("Where the lead lives", 2, 80).refine(
    (place) => PLACE.test(place),
    "City and region with capitals, e.g. Mesa, Arizona",
  ),
  situation: paragraph("The lead's situation", 10, LONG_TEXT_MAX),
  environment: paragraph("Where the call finds the lead", 10, LONG_TEXT_MAX),
  wants: clause("What the lead wants"),
  traits: z
    .array(z.enum(PERSONALITY_TAGS, { error: "Choose traits from the list" }))
    .min(1, "Choose at least one trait")
    .max(TRAITS_MAX, `Choose at most ${TRAITS_MAX} traits`)
    .refine((traits) => new Set(traits).size === traits.length, "Each trait once"),
  speakingStyle: paragraph("How the lead talks", 0, SHORT_TEXT_MAX).optional(),
  pushback: z.enum(PUSHBACK_LEVELS, { error: "Choose how hard the lead pushes back" }),
  objections: z
    .array(paragraph("An objection", 3, 200))
    .min(1, "Write at least one objection")
    .max(OBJECTIONS_MAX, `At most ${OBJECTIONS_MAX} objections`)
    .refine((lines) => new Set(lines.map((line) => line.toLowerCase())).size === lines.length, "Each objection once"),
  agreesWhen: clause("When the lead agrees to a next step"),
  hangsUpWhen: clause("When the lead hangs up"),
  firstMessage: paragraph("What the lead says on picking up", 1, 200),
  voiceId: z.enum(VOICE_IDS, { error: "Choose one of the voices" }),
});
/** What the builder sends. */
export type ScenarioDraftInput = z.input<typeof scenarioDraftInput>;
/** A draft as stored: validated and normalised. */
export type ScenarioDraft = z.output<typeof scenarioDraftInput>;

/** The stored scenario a draft becomes: its persona prompt (the seeds' format) and voice settings. */
export interface ScenarioPersona {
  name: string;
  vertical: TrainingVertical;
  difficulty: ScenarioDifficulty;
  promptText: string;
  conversationConfig: ConversationConfig;
}

const sentence = (text: string) => (/[.!?]["”']?$/.test(text) ? text : `${text}.`);

export function scenarioPersona(draft: ScenarioDraft): ScenarioPersona {
  const firstName = draft.leadName.split(" ")[0]!;
  const intro = `You are ${draft.leadName}, ${ageArticle(draft.age)} ${draft.age}-year-old ${draft.occupation} from ${draft.place}. ${sentence(draft.situation)}`;
  const tone = [
    draft.speakingStyle ? sentence(draft.speakingStyle) : null,
    PUSHBACK_BEHAVIOUR[draft.pushback],
    `You agree to a concrete next step only if ${draft.agreesWhen}.`,
    `If ${draft.hangsUpWhen}, you say you have to go and hang up.`,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    name: draft.name,
    vertical: draft.vertical,
    difficulty: draft.difficulty,
    promptText: scenarioPromptText({
      intro,
      personality: `Traits: ${draft.traits.join(", ")}.\nYou want ${draft.wants}.`,
      environment: sentence(draft.environment),
      tone,
      objections: draft.objections,
      firstName,
    }),
    conversationConfig: { firstMessage: draft.firstMessage, voiceId: draft.voiceId, objections: draft.objections },
  };
}

/** A scenario the team writes is a draft (its authors try it), published (the team practises it), or archived. */
export const TEAM_SCENARIO_STATUSES = ["draft", "published", "archived"] as const;
export type TeamScenarioStatus = (typeof TEAM_SCENARIO_STATUSES)[number];

export function teamScenarioStatus(row: { publishedAt: unknown; archivedAt: unknown }): TeamScenarioStatus {
  if (row.archivedAt) return "archived";
  return row.publishedAt ? "published" : "draft";
}

/** A row of Training Scenarios: PracticeLine's own scenarios and the team's. */
export interface ScenarioListItem {
  id: string;
  name: string;
  vertical: TrainingVertical;
  difficulty: ScenarioDifficulty;
  /** "practiceline": seeded, the same for every team, not editable; "team": written by this team. */
  source: "practiceline" | "team";
  /** Always "published" for PracticeLine's. */
  status: TeamScenarioStatus;
  /** Who wrote a team scenario; null for PracticeLine's (or an author who has left). */
  author: string | null;
  /** Practice sessions on it, by anyone of the team. */
  sessions: number;
  updatedAt: string;
}

/** One team scenario as the builder edits it. */
export interface TeamScenarioDetail extends ScenarioListItem {
  draft: ScenarioDraft;
  promptText: string;
  /** Practice sessions and assignments that use it: while any do, it can be archived but not deleted. */
  inUse: boolean;
}

export const SCENARIO_IN_USE_MESSAGE =
  "Practice sessions or assignments use this scenario: archive it instead of deleting it.";
export const SCENARIO_NAME_TAKEN_MESSAGE = "A scenario with this name already exists. Choose another name.";
export const SCENARIO_AUTHORS_ONLY_MESSAGE = "Only your team's broker and trainers write team scenarios.";
export const SCENARIO_ARCHIVED_MESSAGE = "This scenario is archived: restore it first.";

/**
 * The team whose scenarios `user` writes: a broker their own, a trainer their broker's; null for anyone else (an
 * agent who is not a trainer, or a trainer on no team).
 */
export function scenarioTeamOf(user: {
  id: string;
  role: string;
  brokerId: string | null;
  isTrainer: string;
}): string | null {
  if (user.role === "broker") return user.id;
  return user.isTrainer === "yes" ? user.brokerId : null;
}

/** Whether the signed-in user is one who writes team scenarios (the server decides with `scenarioTeamOf`). */
export function writesScenarios(user: { role: string; isTrainer: string }): boolean {
  return user.role === "broker" || user.isTrainer === "yes";
}
