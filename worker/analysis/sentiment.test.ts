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
