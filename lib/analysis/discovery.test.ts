import { describe, expect, it } from "vitest";
import { toTranscriptEntries } from "../voice/transcript-mapping";
import { computeMetrics } from "./metrics";
import { dialogue } from "./testing/fixtures";

describe("discovery as relevance", () => {
  it("credits a question that builds on what the lead just said", () => {
    const m = computeMetrics(
      dialogue(
        "Hi, this is Ren from Summit Roofing, do you have a minute?",
        "A minute. Our roof leaked all through the spring and the last contractor never came back.",
        "How long did the leak go on before anyone looked at it?",
        "Two months, and by then the ceiling in the hallway had stained.",
        "Is the stain still there, or was it repaired?",
      ),
    );
    expect(m.discovery.followUps.map((q) => q.text)).toEqual([
      "How long did the leak go on before anyone looked at it?",
      "Is the stain still there, or was it repaired?",
    ]);
    expect(m.discovery.checklist).toEqual([]);
  });

  it("marks scripted questions that skip past a substantive answer, without a word of acknowledgement", () => {
    const m = computeMetrics(
      dialogue(
        "Hi, this is Ren from Summit Roofing.",
        "Our roof leaked all through the spring and the last contractor never came back.",
        "What's your budget for home improvements this year?",
        "I just want someone who shows up, honestly, the leak ruined a bedroom ceiling.",
        "Okay. And how old is the house?",
      ),
    );
    expect(m.discovery.checklist.map((q) => [q.time, q.text])).toEqual([[40, "And how old is the house?"]]);
  });

  it("finds a worry the lead raised twice that the rep never took up", () => {
    const m = computeMetrics(
      dialogue(
        "Hi, this is Mo from Clearpath Benefits.",
        "I'm worried about my father's care costs, they keep going up every quarter.",
        "Great. Do you currently have dental coverage?",
        "Some, through work. But again, it's my father's care that keeps me up at night.",
        "Got it. What about vision?",
      ),
    );
    expect(m.discovery.ignoredConcerns.map((e) => e.time)).toEqual([30]);
  });
});

describe("interruptions on the provider's transcript", () => {
  it("counts a lead line the provider marked interrupted, and one that breaks off, but not a back-channel", () => {
    const entries = toTranscriptEntries([
      { role: "user", message: "Hi, this is Jo from Pinecrest Realty.", time_in_call_secs: 0 },
      {
        role: "agent",
        message: "We've been thinking about moving, mainly because the schools",
        time_in_call_secs: 3,
        interrupted: true,
      },
      { role: "user", message: "Right, and what's your price range?", time_in_call_secs: 6 },
      { role: "agent", message: "I don't know, maybe if the numbers—", time_in_call_secs: 9, interrupted: false },
      { role: "user", message: "Let me tell you what homes sold for nearby.", time_in_call_secs: 11 },
      {
        role: "agent",
        message: "We'd want to stay close to my parents, they're getting older and",
        time_in_call_secs: 14,
        interrupted: true,
      },
      { role: "user", message: "Mm-hm.", time_in_call_secs: 17 },
      { role: "agent", message: "so that matters more than the price.", time_in_call_secs: 18 },
    ]);
    const m = computeMetrics(entries);
    expect(m.interruptions.map((e) => [e.time, e.text])).toEqual([
      [6, "Right, and what's your price range?"],
      [11, "Let me tell you what homes sold for nearby."],
    ]);
  });
});
