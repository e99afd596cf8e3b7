/**
 * @file "Practise this call again": a lead drafted from the real lead's side of a call (who they are, what they
 * wanted, their objections in their own words, how hard they pushed, their mood), shown to the rep as a profile and a
 * persona prompt they may adjust before practising against it. Pure.
 */
import type { TranscriptEntry } from "../analysis";
import type { CallReviewAnalysis } from "../call-review";
import type { LeadSentiment } from "../enums";

export interface LeadDraft {
  profile: {
    /** The lead's name when the file named them (a diarized label is no name). */
    name: string | null;
    wanted: string | null;
    /** Their objections, in their own words, in call order. */
    objections: string[];
    pushback: "gently" | "firmly" | "hard";
    mood: LeadSentiment | null;
    openingLine: string;
  };
  personaPrompt: string;
}

const WANTING = /\b(want|wanted|looking|need|hoping|trying|thinking about|interested)\b/i;

export function draftLead(input: {
  transcript: TranscriptEntry[];
  review: CallReviewAnalysis | null;
  leadSentiment: LeadSentiment | null;
  leadSpeaker: string | null;
}): LeadDraft {
  const leadLines = input.transcript.filter((entry) => entry.speaker === "customer");
  const objections = (input.review?.timeline ?? []).flatMap((moment) =>
    moment.kind === "objection" ? [moment.quote] : [],
  );
  const pushback = objections.length >= 3 ? "hard" : objections.length === 2 ? "firmly" : "gently";
  const name = input.leadSpeaker && !/^speaker_\d+$/.test(input.leadSpeaker) ? input.leadSpeaker : null;
  const wanted = leadLines.find((line) => WANTING.test(line.text))?.text ?? null;
  const openingLine = leadLines[0]?.text ?? "Hello?";
  const profile: LeadDraft["profile"] = { name, wanted, objections, pushback, mood: input.leadSentiment, openingLine };
  const personaPrompt = [
    `You are ${name ?? "the lead"} from a real sales call the rep had, on the phone with the same rep again.`,
    wanted ? `What you want, in your words: "${wanted}"` : "You have not said what you want; make the rep find out.",
    // Under the heading the seeded personas use, so the voice agent (and the local simulator) takes them as the lead's objections.
    objections.length > 0
      ? `Raise these objections in your own words, one at a time, and push back ${pushback} before you accept an answer.\n\n## Common Objections & Pushback\n${objections.map((quote) => `- "${quote}"`).join("\n")}`
      : `You push back ${pushback} on anything that sounds like a pitch.`,
    input.leadSentiment ? `Your mood through the call: ${input.leadSentiment}.` : "",
    "Agree to a next step only when the rep has acknowledged and answered your objections and asks for a specific time.",
  ]
    .filter(Boolean)
    .join("\n\n");
  return { profile, personaPrompt };
}
