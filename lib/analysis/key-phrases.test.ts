import { describe, expect, it } from "vitest";
import type { TranscriptEntry } from "../../domain/analysis";
import { analyseTranscript } from "./analyse-transcript";
import { KEY_PHRASE_LIMIT } from "./key-phrases";
import { HAND_COUNTED_CALL, STRONG_CALL, WEAK_CALL } from "./testing/fixtures";

const keyPhrasesOf = (t: readonly TranscriptEntry[]) => analyseTranscript(t).result.keyPhrases;
const repTexts = (t: readonly TranscriptEntry[]) => t.filter((e) => e.speaker === "agent").map((e) => e.text);

describe("key phrases", () => {
  it.each([
    ["strong", STRONG_CALL],
    ["hand-counted", HAND_COUNTED_CALL],
    ["weak", WEAK_CALL],
  ] as const)("quotes only verbatim rep text (%s call)", (_name, transcript) => {
    const phrases = keyPhrasesOf(transcript);
    expect(phrases.length).toBeLessThanOrEqual(KEY_PHRASE_LIMIT);
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const phrase of phrases)
      expect(
        repTexts(transcript).some((text) => text.includes(phrase)),
        phrase,
      ).toBe(true);
  });

  it("picks the accepted next-step ask, a real acknowledgement, a follow-up question and the intro", () => {
    expect(keyPhrasesOf(STRONG_CALL)).toEqual([
      "Would Tuesday at 4pm or Thursday at 10am work better?",
      "That's fair, I hear that a lot.",
      "What would make a move next spring feel easy for you?",
      "Hi Mark, this is Sarah Chen from Bright Homes Realty.",
      "I know I'm calling out of the blue, do you have a minute?",
    ]);
  });

  it("never quotes empathy turned into pitch, a step agreed under pressure or a red flag as a strength", () => {
    const transcript: TranscriptEntry[] = [
      {
        speaker: "agent",
        text: "Hi, this is Lee from Crestline Solar. I promise you'll save forty percent on power, guaranteed.",
        timestamp: 0,
      },
      { speaker: "customer", text: "We're not interested, we rent.", timestamp: 6 },
      {
        speaker: "agent",
        text: "I understand, but our panels are the best around and this offer ends tonight. Can we meet tomorrow at 5pm?",
        timestamp: 9,
      },
      { speaker: "customer", text: "Fine, whatever, if it gets you off the phone.", timestamp: 16 },
    ];
    const phrases = keyPhrasesOf(transcript);
    expect(phrases).toEqual(["Hi, this is Lee from Crestline Solar."]);
  });

  it("finds no strengths in a call without any", () => {
    expect(keyPhrasesOf(WEAK_CALL)).toEqual([]);
  });

  it("never quotes the lead", () => {
    const transcript: TranscriptEntry[] = [
      { speaker: "customer", text: "What are your fees? Could we meet Thursday at 4pm?", timestamp: 0 },
      { speaker: "agent", text: "Sure.", timestamp: 5 },
    ];
    expect(keyPhrasesOf(transcript)).toEqual([]);
  });

  it("clips an overlong sentence at a word boundary and keeps it verbatim", () => {
    const long = `What ${"really ".repeat(40)}matters to you when you pick an agent?`;
    const [phrase] = keyPhrasesOf([{ speaker: "agent", text: long, timestamp: 0 }]);
    expect(phrase && long.includes(phrase) && phrase.length <= 160).toBe(true);
  });
});
