import { describe, expect, it } from "vitest";
import type { TranscriptEntry } from "../../domain/analysis";
import { countFillers } from "./fillers";
import { computeMetrics } from "./metrics";
import { isOpenQuestion } from "./questions";
import { HAND_COUNTED_CALL } from "./testing/fixtures";

const rep = (timestamp: number, text: string): TranscriptEntry => ({ speaker: "agent", text, timestamp });
const lead = (timestamp: number, text: string): TranscriptEntry => ({ speaker: "customer", text, timestamp });

describe("computeMetrics on a hand-counted call", () => {
  const m = computeMetrics(HAND_COUNTED_CALL);

  it("times each turn from the next timestamp and the last from 2.5 words/s", () => {
    // rep: (6-0) + (30-10) + (50-36) + (58-52) = 6 + 20 + 14 + 6 = 46 s
    // lead: (10-6) + (36-30) + (52-50) + 3 words / 2.5 = 4 + 6 + 2 + 1.2 = 13.2 s
    expect(m.repTalkSeconds).toBe(46);
    expect(m.leadTalkSeconds).toBeCloseTo(13.2, 10);
    expect(m.durationSeconds).toBeCloseTo(58 + 1.2, 10);
    expect(m.talkRatio).toBeCloseTo(46 / (46 + 13.2), 12);
    expect(m.repTurns).toBe(4);
    expect(m.leadTurns).toBe(4);
  });

  it("counts rep words and words per minute", () => {
    // 16 ("Hi Dana, this is Sam from Harbor Realty. Did I catch you at a bad time?")
    // + 30 ("Great. Um, the reason I'm calling is, like, … Are you thinking of selling?")
    // + 25 ("That's fair, I hear you. … How did you choose your last agent, you know?")
    // + 11 ("So, uh, would Thursday at 4pm work for a quick chat?") = 82
    expect(m.repWords).toBe(82);
    expect(m.repWordsPerMinute).toBeCloseTo(82 / (46 / 60), 10);
  });

  it("splits questions into open and closed", () => {
    // open: "What are your plans…?", "How did you choose your last agent, you know?"
    // closed: "Did I catch you at a bad time?", "Are you thinking of selling?", "So, uh, would Thursday at 4pm work…?"
    expect(m.questions).toEqual({ total: 5, open: 2, closed: 3 });
  });

  it("counts fillers", () => {
    // "Um", ", like," | "Basically", ", you know?" | "uh" = 5 fillers in 82 words
    expect(m.fillerCount).toBe(5);
    expect(m.fillerWords).toEqual({ um: 1, like: 1, basically: 1, "you know": 1, uh: 1 });
    expect(m.fillersPer100Words).toBeCloseTo((5 / 82) * 100, 10);
  });

  it("keeps a monologue running through the lead's back-channel", () => {
    // 36 → "Mm-hm." at 50 → rep again 52 → 58: 58 - 36 = 22 s; "Sure, go ahead." does break the run.
    expect(m.longestMonologueSeconds).toBe(22);
  });

  it("detects the objection, its handling, the opener and the next step", () => {
    expect(m.objections).toEqual([
      {
        leadText: "Not really, and your fees are too high.",
        timestamp: 30,
        kinds: ["price"],
        acknowledged: true,
        answered: true,
        specific: false,
        pushed: false,
      },
    ]);
    expect(m.openingQuality).toEqual({ introducedSelf: true, statedReason: true, askedPermission: true });
    expect(m.nextStepAsked).toBe(true);
    expect(m.nextStepSecured).toBe(true);
    expect(m.lead.outcome).toBe("committed");
    // "That's fair, I hear you." followed by an answer on the lead's fee point, not by more pitch
    expect(m.conduct.realAcknowledgements.map((e) => e.text)).toEqual(["That's fair, I hear you."]);
    expect(m.repAcknowledgements).toBe(1);
    // lead turns: "Sure, go ahead." and the fee objection carry no warmth, refusal, hostility or interest words
    expect(m.leadSentimentSignals).toEqual({ positive: 0, negative: 0, hostile: 0, interested: 0 });
  });
});

describe("monologue and back-channels", () => {
  const monologue = (between: string) =>
    computeMetrics([
      rep(0, "Let me explain how this works for you."),
      lead(20, between),
      rep(21, "And then we also handle the staging."),
      lead(45, "I see, that sounds like a lot of work honestly."),
    ]).longestMonologueSeconds;

  it.each(["Mm-hm.", "yeah", "Okay.", "Right, right.", "Uh-huh, sure."])("%s does not break the run", (backChannel) => {
    expect(monologue(backChannel)).toBe(45);
  });

  it.each(["Not interested.", "Wait, what company is this?", "Yeah, but we already have someone"])(
    "%s breaks the run",
    (reply) => {
      expect(monologue(reply)).toBe(24);
    },
  );
});

describe("question classification", () => {
  it.each([
    "What made you consider selling?",
    "How are you handling leads today?",
    "Can you walk me through your current process?",
    "Could you tell me more about that?",
    "So, why now?",
    "Which matters more to you, price or speed?",
  ])("open: %s", (q) => expect(isOpenQuestion(q)).toBe(true));

  it.each([
    "Do you know what your home is worth?",
    "Is now a bad time?",
    "Would Tuesday at 4 work?",
    "You're happy with your current agent?",
    "How about Thursday?",
    "And are you the owner?",
  ])("closed: %s", (q) => expect(isOpenQuestion(q)).toBe(false));
});

describe("filler detection", () => {
  it("ignores literal uses", () => {
    expect(
      countFillers([
        "Do you know what kind of agent you want? I'd like to help, it looks like a great house. I'll let you know.",
      ]).total,
    ).toBe(0);
  });

  it("counts filler uses", () => {
    expect(
      countFillers([
        "Um, so like, it's kind of, you know, basically done. I mean, uh, it literally sells itself, actually.",
      ]).byWord,
    ).toEqual({
      um: 1,
      uh: 1,
      like: 1,
      "you know": 1,
      basically: 1,
      actually: 1,
      literally: 1,
      "kind of": 1,
      "i mean": 1,
    });
  });
});

describe("objections and next steps", () => {
  it("marks a short or off-topic reply as not answered", () => {
    const m = computeMetrics([
      rep(0, "Hi, this is Jo from Acme."),
      lead(3, "Sorry, I'm busy right now."),
      rep(5, "Okay."),
      lead(6, "How did you get my number?"),
      rep(8, "We have great rates and the best service in the whole state for homeowners like you."),
    ]);
    expect(m.objections.map((o) => [o.kinds, o.acknowledged, o.answered])).toEqual([
      [["timing"], false, false],
      [["privacy"], false, false],
    ]);
    expect(m.conduct.pressure.map((p) => p.kind)).toEqual([]);
  });

  it("requires the lead to agree to the proposed time", () => {
    const refused = computeMetrics([rep(0, "Could we meet Thursday at 10am?"), lead(4, "No, I can't do that.")]);
    expect([refused.nextStepAsked, refused.nextStepSecured]).toEqual([true, false]);
    const countered = computeMetrics([
      rep(0, "Would Tuesday at 4pm work for a quick call?"),
      lead(4, "Tuesday's bad. How about Friday at 10?"),
      rep(8, "Friday at 10 works, I'll send an invite."),
    ]);
    expect(countered.nextStepSecured).toBe(true);
  });

  it("does not treat small talk or a pitch as a next-step proposal", () => {
    const m = computeMetrics([rep(0, "How are you this morning? We help owners meet their goals."), lead(3, "Okay.")]);
    expect(m.nextStepAsked).toBe(false);
  });
});
