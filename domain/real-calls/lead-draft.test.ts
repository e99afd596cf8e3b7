import { describe, expect, it } from "vitest";
import type { TranscriptEntry } from "../analysis";
import type { CallReviewAnalysis, TimelineMoment } from "../call-review";
import { draftLead } from "./lead-draft";

const TRANSCRIPT: TranscriptEntry[] = [
  { speaker: "agent", text: "Hi, this is Dana from Harbor Realty.", timestamp: 0 },
  { speaker: "customer", text: "What is this about?", timestamp: 4 },
  { speaker: "agent", text: "Homes near you are selling fast.", timestamp: 8 },
  { speaker: "customer", text: "We are thinking about moving closer to the kids.", timestamp: 12 },
];

const objection = (quote: string, time: number): TimelineMoment => ({
  kind: "objection",
  speaker: "customer",
  time,
  quote,
  objections: ["trust"],
  response: null,
  verdict: "missed",
});

const reviewWith = (moments: TimelineMoment[]): CallReviewAnalysis =>
  ({ timeline: moments, explanations: {}, overallBound: null, temperature: [] }) as unknown as CallReviewAnalysis;

const OBJECTIONS = ["I already have an agent.", "Prices are too high right now.", "I don't trust cold calls."];

describe("a lead drafted from a real call", () => {
  it.each([
    [0, "gently"],
    [1, "gently"],
    [2, "firmly"],
    [3, "hard"],
  ] as const)("pushes back as hard as the real lead did: %i objections, %s", (count, pushback) => {
    const moments = OBJECTIONS.slice(0, count).map((quote, i) => objection(quote, 20 + i * 10));
    const draft = draftLead({
      transcript: TRANSCRIPT,
      review: reviewWith(moments),
      leadSentiment: "negative",
      leadSpeaker: "Sam Lopez",
    });
    expect(draft.profile.pushback).toBe(pushback);
    expect(draft.profile.objections).toEqual(OBJECTIONS.slice(0, count));
    expect(draft.personaPrompt).toContain(`ush back ${pushback}`);
  });

  it("keeps the real lead's mood at the end, and says nothing of a mood the analysis did not give", () => {
    const moody = draftLead({ transcript: TRANSCRIPT, review: null, leadSentiment: "hostile", leadSpeaker: null });
    expect(moody.profile.mood).toBe("hostile");
    expect(moody.personaPrompt).toContain("Your mood through the call: hostile.");
    const unknown = draftLead({ transcript: TRANSCRIPT, review: null, leadSentiment: null, leadSpeaker: null });
    expect(unknown.profile.mood).toBeNull();
    expect(unknown.personaPrompt).not.toContain("mood");
  });

  it("names the lead only when the file did (a diarized label is no name), and takes what they wanted in their words", () => {
    const labelled = draftLead({ transcript: TRANSCRIPT, review: null, leadSentiment: null, leadSpeaker: "speaker_1" });
    expect(labelled.profile).toMatchObject({
      name: null,
      openingLine: "What is this about?",
      wanted: "We are thinking about moving closer to the kids.",
    });
    expect(labelled.personaPrompt).toContain("You are the lead");
    expect(
      draftLead({ transcript: TRANSCRIPT, review: null, leadSentiment: null, leadSpeaker: "Sam" }).profile.name,
    ).toBe("Sam");
  });
});
