import { describe, expect, it } from "vitest";
import type { TranscriptEntry } from "../../domain/analysis";
import { computeMetrics } from "./metrics";
import { classifyLeadSentiment } from "./sentiment";
import { STRONG_CALL, WEAK_CALL } from "./test-fixtures";

const call = (...leadLines: string[]): TranscriptEntry[] =>
  leadLines.flatMap((text, i) => [
    { speaker: "agent" as const, text: "Hi, this is Jo from Acme Insurance, do you have a minute?", timestamp: i * 10 },
    { speaker: "customer" as const, text, timestamp: i * 10 + 5 },
  ]);

describe("classifyLeadSentiment", () => {
  it.each([
    ["hostile", call("What the hell, stop calling me.")],
    ["hostile", call("Take me off your list.")],
    ["hostile", call("Don't call me again.")],
    ["hostile", WEAK_CALL],
    ["interested", STRONG_CALL],
    ["interested", call("Hmm, how much does it cost? How does that work?")],
    ["positive", call("Thanks, that's nice of you, but I'll think about it.")],
    ["negative", call("I'm not interested, no thanks.")],
    ["negative", call("We're already working with someone and we're happy with our current provider.")],
    ["neutral", call("Who is this?")],
    ["neutral", []],
  ] as const)("%s", (expected, transcript) => {
    expect(classifyLeadSentiment(transcript)).toBe(expected);
  });

  it.each([
    ["neutral", "a polite no", call("Honestly we're all set, but thank you, that's kind of you to call.")],
    ["neutral", "a brush-off", call("I don't have time for this right now, can you just send me something?")],
    ["positive", "warmth without a commitment", call("Oh that's interesting, thanks for explaining it so clearly.")],
    ["negative", "irritation at the end", call("Sure, go ahead.", "You're not listening to me. I'm done here.")],
    ["hostile", "hostility at the end outweighs an early warm moment", call("Thanks, sounds good so far.", "Stop calling this number.")],
  ] as const)("%s: %s", (expected, _what, transcript) => {
    expect(classifyLeadSentiment(transcript)).toBe(expected);
  });

  it("reads agreement under duress as negative, and a demand not to call again after it as hostile", () => {
    const pressed = (closing: string) => [
      ...call("We're not interested, our budget is frozen.", "I told you, not this quarter."),
      { speaker: "agent" as const, text: "It's only twenty minutes, so let's say Thursday at 3pm?", timestamp: 30 },
      { speaker: "customer" as const, text: closing, timestamp: 34 },
    ];
    const worn = computeMetrics(pressed("Fine, whatever, put it in if it gets you off my back."));
    expect([worn.lead.outcome, worn.lead.sentiment]).toEqual(["coerced", "negative"]);
    const fed = computeMetrics(pressed("Okay, Thursday at 3, and then don't call me again."));
    expect([fed.lead.outcome, fed.lead.sentiment]).toEqual(["coerced", "hostile"]);
  });

  it("accepts metrics as well as a transcript", () => {
    expect(classifyLeadSentiment(computeMetrics(STRONG_CALL))).toBe(classifyLeadSentiment(STRONG_CALL));
  });

  it("lets an agreed next step outweigh an early curse", () => {
    const transcript = [
      ...call("Damn, you caught me at a bad time. Fine, go on."),
      { speaker: "agent" as const, text: "Could we meet Thursday at 4pm?", timestamp: 20 },
      { speaker: "customer" as const, text: "Sure, Thursday works.", timestamp: 24 },
    ];
    expect(classifyLeadSentiment(transcript)).toBe("interested");
  });
});
