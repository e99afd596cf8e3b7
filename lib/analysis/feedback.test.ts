import { describe, expect, it } from "vitest";
import { SCORE_CATEGORIES, SCORE_CATEGORY_SENTENCE_LABELS, type TranscriptEntry } from "../../domain/analysis";
import { RED_FLAG_DEEDS, RED_FLAG_LABELS } from "../../domain/call-review";
import { IMPROVEMENT_BULLET_BELOW } from "../../domain/constants";
import { analyseTranscript } from "./analyse-transcript";
import { ADVICE } from "./improvement-advice";
import { HAND_COUNTED_CALL, STRONG_CALL, WEAK_CALL } from "./testing/fixtures";

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

describe("feedback and improvements", () => {
  it.each([
    ["strong", STRONG_CALL],
    ["weak", WEAK_CALL],
    ["hand-counted", HAND_COUNTED_CALL],
    ["empty", []],
  ] as const)(
    "has one bullet for exactly each category below 70 (%s call)",
    (_name, transcript: readonly TranscriptEntry[]) => {
      const { result } = analyseTranscript(transcript);
      const below = SCORE_CATEGORIES.filter((c) => result.scores[c] < IMPROVEMENT_BULLET_BELOW);
      expect(result.improvements.map((b) => b.slice(0, b.indexOf(":")))).toEqual(
        below.map((c) => SCORE_CATEGORY_SENTENCE_LABELS[c]),
      );
    },
  );

  it("cites the weak call's metrics and moments in its bullets", () => {
    const { result, metrics } = analyseTranscript(WEAK_CALL);
    expect(result.improvements).toHaveLength(5);
    const [tone, pacing, objections] = result.improvements;
    expect(tone).toContain(
      `you used ${metrics.fillerCount} filler words (${metrics.fillersPer100Words.toFixed(1)} per 100 words`,
    );
    expect(pacing).toContain(`you talked ${Math.round(metrics.talkRatio * 100)}% of the time`);
    expect(objections).toContain("you answered 0 of 2 objections");
  });

  it("writes 3 sentences: the outcome with its moment, what to work on, and delivery in numbers", () => {
    const { result, metrics } = analyseTranscript(HAND_COUNTED_CALL);
    expect(sentenceCount(result.feedback)).toBe(3);
    expect(result.feedback).toContain("the lead accepted a specific next step at 0:58 (“Sure, Thursday works”)");
    expect(result.feedback).toContain(
      `you talked 78% of the time at ${Math.round(metrics.repWordsPerMinute)} words per minute`,
    );
    expect(result.feedback).toContain("you used 5 fillers (6.1 per 100 words)");
  });

  it("names the breach that sank the score, the red flag and the pressure, each with the time and the words", () => {
    const { result } = analyseTranscript(WEAK_CALL);
    expect(result.feedback).toMatch(
      /^Overall \d{1,2}\/100 \(needs improvement\): the call broke a compliance rule at 0:37 \(“So you should really just sign with us today/,
    );
    expect(result.overallScore).toBeLessThan(20);
    expect(result.feedback).toContain(
      "Compliance red flags: you created false urgency at 0:37 (“So you should really just sign with us today",
    );
    expect(result.feedback).toContain("you also pressed on after the lead said no or asked for time at 1:04");
  });

  it("words a red flag the same in the feedback, its moment and its bullet (steering's bullet used to say it differently)", () => {
    const line = "Honestly, it's a great street, lots of families like yours live there.";
    const transcript: TranscriptEntry[] = [
      { speaker: "agent", text: "Hi, this is Sam from Northside Realty. Do you have a minute?", timestamp: 0 },
      { speaker: "customer", text: "I guess, what is this about?", timestamp: 4 },
      { speaker: "agent", text: line, timestamp: 9 },
      { speaker: "customer", text: "Okay.", timestamp: 15 },
    ];
    const { result, breakdown, metrics } = analyseTranscript(transcript);
    const deed = `you ${RED_FLAG_DEEDS.steering} at 0:09`;
    expect(result.feedback).toContain(deed);
    const steering = breakdown.scriptAdherence.components.find((component) => component.id === "steering")!;
    expect(steering.name).toBe(RED_FLAG_LABELS.steering);
    expect(ADVICE.steering!(metrics, steering)).toMatch(new RegExp(`^${deed} \\(“.*”\\); talk about homes`));
    const reasons = Object.values(result.review!.explanations).flatMap((explanation) => explanation.reasons);
    expect(reasons.find((reason) => reason.time === 9 && reason.text.includes("steered"))?.text).toBe(
      `you ${RED_FLAG_DEEDS.steering}`,
    );
  });

  it("has no bullets when every score is 70 or more", () => {
    const { result } = analyseTranscript(STRONG_CALL);
    expect(Math.min(...Object.values(result.scores))).toBeGreaterThanOrEqual(IMPROVEMENT_BULLET_BELOW);
    expect(result.improvements).toEqual([]);
  });
});
