import { describe, expect, it } from "vitest";
import type { TranscriptEntry } from "../../domain/analysis";
import { KEY_PHRASE_LIMIT, extractKeyPhrases } from "./key-phrases";
import { HAND_COUNTED_CALL, STRONG_CALL, WEAK_CALL } from "./test-fixtures";

const repTexts = (t: readonly TranscriptEntry[]) => t.filter((e) => e.speaker === "agent").map((e) => e.text);

describe("extractKeyPhrases", () => {
  it.each([
    ["strong", STRONG_CALL],
    ["hand-counted", HAND_COUNTED_CALL],
    ["weak", WEAK_CALL],
  ] as const)("quotes only verbatim rep text (%s call)", (_name, transcript) => {
    const phrases = extractKeyPhrases(transcript);
    expect(phrases.length).toBeLessThanOrEqual(KEY_PHRASE_LIMIT);
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const phrase of phrases) expect(repTexts(transcript).some((text) => text.includes(phrase)), phrase).toBe(true);
  });

  it("picks the next-step ask, the objection acknowledgement, an open question and the intro", () => {
    expect(extractKeyPhrases(STRONG_CALL)).toEqual([
      "Would Tuesday at 4pm or Thursday at 10am work better?",
      "That's fair, I hear that a lot.",
      "Can you walk me through what a good outcome would look like for you after fees?",
      "Hi Mark, this is Sarah Chen from Bright Homes Realty.",
      "The reason I'm calling is that we just helped your neighbours on Maple Street sell above asking.",
    ]);
  });

  it("finds no strengths in a call without any", () => {
    expect(extractKeyPhrases(WEAK_CALL)).toEqual([]);
  });

  it("never quotes the lead", () => {
    const transcript: TranscriptEntry[] = [
      { speaker: "customer", text: "What are your fees? Could we meet Thursday at 4pm?", timestamp: 0 },
      { speaker: "agent", text: "Sure.", timestamp: 5 },
    ];
    expect(extractKeyPhrases(transcript)).toEqual([]);
  });

  it("clips an overlong sentence at a word boundary and keeps it verbatim", () => {
    const long = `What ${"really ".repeat(40)}matters to you when you pick an agent?`;
    const [phrase] = extractKeyPhrases([{ speaker: "agent", text: long, timestamp: 0 }]);
    expect(phrase && long.includes(phrase) && phrase.length <= 160).toBe(true);
  });
});
