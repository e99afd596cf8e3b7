import { describe, expect, it } from "vitest";
import { SCORE_CATEGORIES, type TranscriptEntry } from "../../../domain/analysis";
import type { TimelineMoment } from "../../../domain/call-review";
import { analyseTranscript } from "../analyse-transcript";
import { HAND_COUNTED_CALL, STRONG_CALL, WEAK_CALL } from "../testing/fixtures";

const rep = (timestamp: number, text: string): TranscriptEntry => ({ speaker: "agent", text, timestamp });
const lead = (timestamp: number, text: string): TranscriptEntry => ({ speaker: "customer", text, timestamp });

/** WEAK_CALL's pressure line, as a quote is clipped. */
const URGENT_LINE =
  "So you should really just sign with us today because, um, the market is kind of hot right now and, like, you don't want to miss out on it, basically, and we";

const reviewOf = (transcript: TranscriptEntry[]) => analyseTranscript(transcript).result.review!;
const ofKind = <K extends TimelineMoment["kind"]>(timeline: TimelineMoment[], kind: K) =>
  timeline.filter((m): m is Extract<TimelineMoment, { kind: K }> => m.kind === kind);

describe("the review's timeline", () => {
  it("shows each objection raised, the rep's answer and the verdict", () => {
    const { timeline } = reviewOf(HAND_COUNTED_CALL);
    expect(ofKind(timeline, "objection")).toEqual([
      {
        kind: "objection",
        speaker: "customer",
        time: 30,
        quote: "Not really, and your fees are too high.",
        objections: ["price"],
        response: {
          time: 36,
          quote:
            "That's fair, I hear you. Basically, our fees pay for themselves through a higher sale price. How did you choose your last agent, you know?",
        },
        verdict: "handled",
      },
    ]);
    const weak = ofKind(reviewOf(WEAK_CALL).timeline, "objection");
    expect(weak.map((o) => [o.time, o.quote, o.verdict])).toEqual([
      [62, "I'm not interested.", "pushed"],
      [70, "I already have an agent.", "missed"],
    ]);
  });

  it("lists every question, open or closed, and whether it built on the lead or got a follow-up", () => {
    const questions = ofKind(reviewOf(HAND_COUNTED_CALL).timeline, "question");
    expect(questions.map((q) => [q.time, q.quote, q.open])).toEqual([
      [0, "Did I catch you at a bad time?", false],
      [10, "What are your plans for the house this year?", true],
      [10, "Are you thinking of selling?", false],
      [36, "How did you choose your last agent, you know?", true],
      [52, "So, uh, would Thursday at 4pm work for a quick chat?", false],
    ]);
    const strong = ofKind(reviewOf(STRONG_CALL).timeline, "question");
    const timeline = strong.find((q) => q.quote === "What timeline are you working with?")!;
    expect(timeline).toMatchObject({ open: true, followUp: true, followedUp: true });
    expect(strong.find((q) => q.quote.startsWith("What would make a move"))).toMatchObject({
      followUp: true,
      followedUp: false,
    });
  });

  it("marks the longest monologue where it began, filler clusters, interruptions, the next-step ask and red flags", () => {
    const weak = reviewOf(WEAK_CALL).timeline;
    // 0 → 62 s: the lead's "Mm-hm." and "Yeah." don't take the floor.
    expect(ofKind(weak, "monologue")).toEqual([expect.objectContaining({ time: 0, seconds: 62 })]);
    expect(ofKind(weak, "filler_cluster").map((m) => m.time)).toEqual([0, 26, 37, 64]);
    expect(ofKind(weak, "red_flag")).toEqual([
      { kind: "red_flag", speaker: "agent", time: 37, quote: URGENT_LINE, flag: "false_urgency" },
    ]);

    const call = [
      rep(0, "Hi, this is Jo from Acme Insurance, calling about your renewal. Got a minute?"),
      lead(5, "I'm driving right now and I really—"),
      rep(7, "It'll be quick, we can save you money on the policy."),
      lead(12, "Fine. What do you need?"),
      rep(15, "Could we talk on Tuesday at 4pm for ten minutes?"),
      lead(20, "Tuesday at 4pm works."),
    ];
    const timeline = reviewOf(call).timeline;
    expect(ofKind(timeline, "interruption")).toEqual([
      {
        kind: "interruption",
        speaker: "agent",
        time: 7,
        quote: "It'll be quick, we can save you money on the policy.",
      },
    ]);
    expect(ofKind(timeline, "next_step")).toEqual([
      expect.objectContaining({
        time: 15,
        answer: { time: 20, quote: "Tuesday at 4pm works." },
        outcome: expect.any(String),
      }),
    ]);
    expect(timeline.map((m) => m.time)).toEqual([...timeline.map((m) => m.time)].sort((a, b) => a - b));
  });

  it("is empty for a call with no rep words, and says why each score is 0", () => {
    const review = reviewOf([lead(0, "Hello? Hello?")]);
    expect(review.timeline).toEqual([]);
    for (const category of SCORE_CATEGORIES) {
      expect(review.explanations[category]).toEqual({
        score: 0,
        reasons: [{ points: -100, time: null, text: "no words from you were captured", quote: null }],
      });
    }
  });
});

describe("the score explained by its moments", () => {
  it("names each objection's cost with its time and words, as a coach would", () => {
    const reasons = reviewOf(WEAK_CALL).explanations.objectionHandling.reasons;
    expect(reasons).toEqual([
      { points: -50, time: 62, text: "the not-interested objection got more pitch", quote: "I'm not interested." },
      {
        points: -37.5,
        time: 70,
        text: "the already-has-someone objection was neither acknowledged nor answered",
        quote: "I already have an agent.",
      },
    ]);
  });

  it("lists deductions at their moments, and the breach that sank the overall score", () => {
    const review = reviewOf(WEAK_CALL);
    expect(review.explanations.tone.reasons).toContainEqual(
      expect.objectContaining({ points: -10, time: 64, text: "you pressed on after a no" }),
    );
    expect(review.explanations.scriptAdherence.reasons).toContainEqual({
      points: -15,
      time: 37,
      text: "you created false urgency",
      quote: URGENT_LINE,
    });
    expect(review.overallBound).toMatchObject({
      time: 37,
      quote: URGENT_LINE,
      text: expect.stringContaining("which sinks the overall score to"),
    });
    // Sunk, or already at the bottom of the band: a breach never raises a score.
    expect(review.overallBound!.points).toBeLessThanOrEqual(0);
    expect(reviewOf(STRONG_CALL).overallBound).toBeNull();
  });
});

describe("a lead harassed after asking to stop", () => {
  const asked = [
    rep(0, "Hi, is this Harold? This is Brandon with Clearpath Benefits, calling about your plan."),
    lead(6, "I have a plan. Take me off your list."),
  ];
  const pushedOnce = [
    ...asked,
    rep(
      10,
      "I understand, but a lot of people are missing benefits they qualify for, like dental, and it only takes five minutes to check what you could get.",
    ),
    lead(20, "I said take me off your list."),
  ];
  const pushedTwice = [
    ...pushedOnce,
    rep(
      24,
      "It'll only take five minutes, you could be leaving money on the table, don't you want the extra benefits you already paid for?",
    ),
    lead(34, "Stop calling my house."),
    rep(37, "Okay, but can I just confirm your zip code so I can see what's available in your area?"),
    lead(44, "No! Goodbye."),
  ];
  const honouredAfterOnce = [
    ...pushedOnce,
    rep(24, "Sorry about that, I'll take you off our list. Goodbye."),
    lead(28, "Bye."),
  ];

  it("sinks the call into the unacceptable band when the rep pressed on twice, and the review says where", () => {
    const { result } = analyseTranscript(pushedTwice);
    expect(result.overallScore).toBeLessThanOrEqual(19);
    expect(result.review!.overallBound).toMatchObject({
      time: 24,
      text: expect.stringContaining("you pressed on a second time after the lead asked not to be called"),
    });
  });

  it("leaves a rep who pressed once and then honoured the request to the fitted score", () => {
    const { result } = analyseTranscript(honouredAfterOnce);
    expect(result.review!.overallBound).toBeNull();
  });
});

describe("the lead's temperature", () => {
  it("has a point per lead turn that says something, warming with interest and cooling with annoyance", () => {
    const call = [
      rep(0, "Hi, this is Jo from Acme Realty, do you have a minute?"),
      lead(4, "Mm-hm."),
      rep(5, "We sold three homes on your street this spring, and I wanted to share what they went for."),
      lead(12, "Oh, how much did the one on the corner go for? Tell me more."),
      rep(18, "It sold in nine days. Would you like me to walk you through the numbers?"),
      lead(24, "You're not listening, I said I'm not selling. This is a waste of my time."),
    ];
    const temperature = reviewOf(call).temperature;
    expect(temperature.map((p) => p.time)).toEqual([12, 24]);
    expect(temperature[0]).toMatchObject({ interest: true, annoyance: false });
    expect(temperature[0]!.value).toBeGreaterThan(0);
    expect(temperature[1]).toMatchObject({ interest: false, annoyance: true });
    expect(temperature[1]!.value).toBeLessThan(temperature[0]!.value);
    for (const point of reviewOf(STRONG_CALL).temperature) expect(Math.abs(point.value)).toBeLessThanOrEqual(1);
  });
});
