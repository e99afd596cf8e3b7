import { describe, expect, it } from "vitest";
import { SCORE_CATEGORIES, type TranscriptEntry } from "../../domain/analysis";
import { IMPROVEMENT_BULLET_BELOW } from "../../domain/constants";
import { analyzeTranscript } from "./analyze-transcript";
import { CATEGORY_LABELS } from "./feedback";
import { HAND_COUNTED_CALL, STRONG_CALL, WEAK_CALL } from "./test-fixtures";

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

describe("feedback and improvements", () => {
  it.each([
    ["strong", STRONG_CALL],
    ["weak", WEAK_CALL],
    ["hand-counted", HAND_COUNTED_CALL],
    ["empty", []],
  ] as const)("has one bullet for exactly each category below 70 (%s call)", (_name, transcript: readonly TranscriptEntry[]) => {
    const { result } = analyzeTranscript(transcript);
    const below = SCORE_CATEGORIES.filter((c) => result.scores[c] < IMPROVEMENT_BULLET_BELOW);
    expect(result.improvements.map((b) => b.slice(0, b.indexOf(":")))).toEqual(below.map((c) => CATEGORY_LABELS[c]));
  });

  it("cites the weak call's metrics in its bullets", () => {
    const { result, metrics } = analyzeTranscript(WEAK_CALL);
    expect(result.improvements).toHaveLength(5);
    const [tone, pacing, objections] = result.improvements;
    expect(tone).toContain(`you used ${metrics.fillerCount} filler words (${metrics.fillersPer100Words.toFixed(1)} per 100 words`);
    expect(pacing).toContain(`you talked ${Math.round(metrics.talkRatio * 100)}% of the time`);
    expect(objections).toContain(`0 of 2 objections, e.g. when the lead said "I'm not interested."`);
  });

  it("writes 2–4 sentences citing talk share, pace, fillers, questions and objections", () => {
    const { result, metrics } = analyzeTranscript(HAND_COUNTED_CALL);
    const n = sentenceCount(result.feedback);
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(4);
    expect(result.feedback).toContain("you talked 78% of the time; top reps talk about 43%");
    expect(result.feedback).toContain(`${Math.round(metrics.repWordsPerMinute)} words per minute`);
    expect(result.feedback).toContain("5 fillers (6.1 per 100 words) while asking 5 questions, 2 of them open");
    expect(result.feedback).toContain("you acknowledged 1 and answered 1, and you secured a concrete next step");
  });

  it("has no bullets when every score is 70 or more", () => {
    const { result } = analyzeTranscript(STRONG_CALL);
    expect(Math.min(...Object.values(result.scores))).toBeGreaterThanOrEqual(IMPROVEMENT_BULLET_BELOW);
    expect(result.improvements).toEqual([]);
  });
});
