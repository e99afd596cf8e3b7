import { describe, expect, it } from "vitest";
import { alternatingCall } from "../testing/alternating-call";
import { callSignals } from "../signals/features";
import type { Vertical } from "../../../domain/enums";
import { overallScore, sunkByBreach } from "./overall";

/** The overall score of a call whose lines alternate rep, lead, rep… */
const scoreOf = (vertical: Vertical, lines: readonly string[]) =>
  overallScore(callSignals(alternatingCall(lines), vertical)).overall;

describe("a call that breaks a rule", () => {
  it("lands in the guide's unacceptable band, 0–19, where sales managers grade breaches, in the order of its skill", () => {
    expect(sunkByBreach(100)).toBe(12);
    expect(sunkByBreach(80)).toBeLessThan(sunkByBreach(90));
    expect(sunkByBreach(50)).toBeLessThan(19);
  });

  it("is never raised by its breach: a call with almost no skill keeps its low score", () => {
    expect(sunkByBreach(0)).toBe(0);
    expect(sunkByBreach(1.2)).toBe(1.2);
  });
});

describe("how the lead leaves the call", () => {
  const call = (goodbye: string) =>
    scoreOf("real_estate", [
      "Hi, this is Sam from Harbor Realty. I saw your listing came off the market last week; is now an okay time?",
      "I suppose, for a minute.",
      "What made you pull it?",
      "We had no offers at that price and my husband got cold feet about the move.",
      "That makes sense. What would have to change for the move to feel right again?",
      "Honestly, a place near my sister, and knowing what ours would really sell for.",
      "That's fair. I'll leave it there for today and let you think about it.",
      goodbye,
    ]);

  it("counts: a lead who leaves warm rates the rep's call higher than one who leaves curt", () => {
    // Same words from the rep, same no step: the lead's laugh and the rep's name against a bare "yep".
    expect(call("Ha, Sam, you too. Bye now.")).toBeGreaterThan(call("Yep."));
  });
});

describe("a lead who asks not to be called again", () => {
  const soundCall = [
    "Hi, this is Sam from Harbor Realty, I help owners on Linden Avenue with what their homes would sell for; is now an okay time?",
    "I suppose. What's this about?",
    "We sold two homes on your block this spring, and a few owners asked what theirs would fetch now that the school expansion is done. Have you and your family thought about what's next for the house, or are you settled there for the long run?",
    "We're settled. Why?",
    "That's good to hear. Some neighbours are weighing a move closer to their kids, and I like to give people straight numbers before they decide anything. Would a quick valuation be useful to you, just to know where you stand, no strings?",
    "No. Take me off your list and don't call me again.",
  ];
  const score = (...end: string[]) => scoreOf("real_estate", [...soundCall, ...end]);

  // Sales managers grade a stop honoured at once 60-80 however long the call ran before it (the graded calls).
  it("rates the rep who does as asked with no pitch after it as good work, far above the rep who pitches on", () => {
    const honoured = score(
      "Understood, I'm sorry. I'm removing your number from our list right now.",
      "Good.",
      "Take care.",
    );
    const pitched = score(
      "I'll do that, but first, homes on Linden sold for record prices this spring and yours could too, wouldn't you want to know?",
      "Unbelievable.",
    );
    expect(honoured).toBeGreaterThanOrEqual(70);
    expect(honoured).toBeGreaterThan(pitched + 20);
  });
});

describe("a lead who has no need", () => {
  const discovery = [
    "Hi, this is Jo from Acme Insurance, I'm calling owners on Elm Street about their home cover; is now an okay time?",
    "Sure, a minute.",
    "How are you insured on the house today?",
    "We moved it to our credit union last spring, with the cars, and the premium dropped a lot. So no thanks, we're happy.",
  ];
  const score = (...end: string[]) => scoreOf("insurance", [...discovery, ...end]);

  // Both leave gracefully after the no; saying honestly that the lead is set is what a sales manager credits.
  it("rates the rep who tells the lead they are set, and stops, above one who only takes the no", () => {
    const seen = score("Sounds like you're well covered, then. Thanks for your time, enjoy the evening.", "You too.");
    const bare = score("Okay, I understand. Thanks for your time, enjoy the evening.", "You too.");
    expect(seen).toBeGreaterThan(bare);
  });
});
