/** The lead profile panel of the demo (spec §2), derived from a scenario's prompt text alone. */

export const PERSONALITY_TAGS = [
  "Skeptical",
  "Analytical",
  "Frustrated",
  "Curious",
  "Friendly",
  "Defensive",
  "Calm",
  "Professional",
  "Cautious",
  "Polite",
  "Retired",
  "Guarded",
  "Assertive",
] as const;
export type PersonalityTag = (typeof PERSONALITY_TAGS)[number];
export const DEFAULT_PERSONALITY_TAG: PersonalityTag = "Cautious";

export const MAIN_CONCERNS = [
  "fees and commissions",
  "high-pressure tactics",
  "budget",
  "transparency",
  "agent experience",
  "proof and data",
  "time and scheduling",
  "privacy",
] as const;
export type MainConcern = (typeof MAIN_CONCERNS)[number] | typeof DEFAULT_CONCERN;
export const DEFAULT_CONCERN = "general skepticism";

const CONCERN_PATTERNS: Record<(typeof MAIN_CONCERNS)[number], RegExp> = {
  "fees and commissions": /\b(fees?|commissions?)\b/i,
  "high-pressure tactics": /\bhigh[- ]pressure\b|\bpushy\b|\bhard sell\b/i,
  budget: /\bbudget|\bafford/i,
  transparency: /\btransparen/i,
  "agent experience": /\bexperience[ds]?\b/i,
  "proof and data": /\bproof\b|\bdata\b/i,
  "time and scheduling": /\btimeline\b|\bschedul|\bhard stop\b|\bno time\b|\bbusy\b/i,
  privacy: /\bprivacy\b|\bprivate\b|\bpersonal information\b/i,
};

export interface LeadProfile {
  /** "Gary Whitfield" from "You are Gary Whitfield, ..."; null when the prompt names nobody. */
  name: string | null;
  age: number | null;
  /** "Mesa, Arizona" from "... from Mesa, Arizona." */
  location: string | null;
  /** "Retired machinist" from "a 61-year-old retired machinist from ...". */
  role: string | null;
  /** The rest of the opening paragraph: the lead's situation. */
  summary: string | null;
  personality: PersonalityTag[];
  concerns: MainConcern[];
  /** How the lead is likely to answer the opener: the first listed objection. */
  expectedResponse: string;
}

const SECTION_HEADING = /^##\s+(.+?)\s*$/;
export const FALLBACK_EXPECTED_RESPONSE = "Expect a guarded lead who needs a clear reason to keep talking.";

/** Splits "## Heading" sections (headings lowercased); the text before the first heading is the intro. */
function sections(prompt: string): { intro: string; byHeading: Map<string, string> } {
  const lines = new Map<string, string[]>([["", []]]);
  let heading = "";
  for (const line of prompt.split(/\r?\n/)) {
    const match = SECTION_HEADING.exec(line);
    if (match) {
      heading = match[1]!.toLowerCase();
      lines.set(heading, []);
    } else {
      lines.get(heading)!.push(line);
    }
  }
  const byHeading = new Map([...lines].map(([key, body]) => [key, body.join("\n").trim()]));
  return { intro: byHeading.get("") ?? "", byHeading };
}

function firstSentence(text: string): { sentence: string; rest: string } {
  const match = /^(.*?[.!?])(\s+|$)/s.exec(text);
  if (!match) return { sentence: text, rest: "" };
  return { sentence: match[1]!, rest: text.slice(match[0].length).trim() };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function leadName(sentence: string): string | null {
  const match = /\bYou are ((?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’.-]*)*)/u.exec(sentence);
  if (!match) return null;
  const name = match[1]!.trim().replace(/\.$/, "");
  return (PERSONALITY_TAGS as readonly string[]).includes(name) ? null : name;
}

function age(sentence: string): number | null {
  const match = /\b(\d{1,3})[- ]year[- ]old\b/i.exec(sentence);
  return match ? Number(match[1]) : null;
}

function location(sentence: string): string | null {
  const match = /\bfrom (\p{Lu}[\p{L}.' -]*(?:, \p{Lu}[\p{L}.' -]*)?)(?=[.,;]|$)/u.exec(sentence);
  return match ? match[1]!.trim().replace(/\.$/, "") : null;
}

function role(sentence: string): string | null {
  const match = /\b\d{1,3}[- ]year[- ]old ([^,.;]+?)(?= from\b|[,.;]|$)/i.exec(sentence);
  return match ? capitalise(match[1]!.trim()) : null;
}

function personality(text: string): PersonalityTag[] {
  const found = PERSONALITY_TAGS.filter((tag) => new RegExp(`\\b${tag}\\b`, "i").test(text));
  return found.length > 0 ? found : [DEFAULT_PERSONALITY_TAG];
}

function concerns(text: string): MainConcern[] {
  const found = MAIN_CONCERNS.filter((concern) => CONCERN_PATTERNS[concern].test(text));
  return found.length > 0 ? found : [DEFAULT_CONCERN];
}

function expectedResponse(objections: string | undefined): string {
  const first = objections
    ?.split(/\r?\n/)
    .map((line) => /^\s*[-*]\s+(.+?)\s*$/.exec(line)?.[1])
    .find((line): line is string => Boolean(line));
  if (!first) return FALLBACK_EXPECTED_RESPONSE;
  return first.replace(/^["“](.*)["”]$/s, "$1");
}

/** Reads the lead profile out of a scenario prompt; every field degrades to null or its default. */
export function parseLeadProfile(prompt: string): LeadProfile {
  const { intro, byHeading } = sections(prompt);
  const { sentence, rest } = firstSentence(intro);
  const personalityText = byHeading.get("personality") ?? prompt;
  const objections = [...byHeading.entries()].find(([heading]) => heading.includes("objection"))?.[1];
  return {
    name: leadName(sentence),
    age: age(sentence),
    location: location(sentence),
    role: role(sentence),
    summary: rest || null,
    personality: personality(personalityText),
    concerns: concerns(prompt),
    expectedResponse: expectedResponse(objections),
  };
}
