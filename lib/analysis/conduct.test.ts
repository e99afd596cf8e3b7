import { describe, expect, it } from "vitest";
import { computeMetrics } from "./metrics";
import { dialogue } from "./testing/fixtures";

describe("acknowledgement that is real", () => {
  it.each([
    ["I understand, but our rates are the lowest in the state and you should really switch today."],
    [
      "Totally, and plenty of our clients said exactly that before they saw our numbers, we're simply the best value you'll find anywhere.",
    ],
  ])("empathy followed at once by more pitch is empty: %s", (reply) => {
    const m = computeMetrics(
      dialogue("Hi, this is Ana from Brightwater Insurance.", "We're happy with our current insurer.", reply),
    );
    expect(m.conduct.emptyAcknowledgements).toHaveLength(1);
    expect(m.conduct.realAcknowledgements).toHaveLength(0);
  });

  it.each([
    ["That makes sense. What do you like most about them?"],
    ["Fair enough, I won't keep you. Have a good afternoon."],
    ["So your current insurer has looked after you well."],
  ])("empathy that stays with the lead is real: %s", (reply) => {
    const m = computeMetrics(
      dialogue(
        "Hi, this is Ana from Brightwater Insurance.",
        "We're happy with our current insurer, they've been good to us for years.",
        reply,
      ),
    );
    expect(m.conduct.realAcknowledgements).toHaveLength(1);
    expect(m.conduct.emptyAcknowledgements).toHaveLength(0);
  });
});

describe("pressure against the lead", () => {
  it("flags talking on after a request for time back, and not an offer to call back", () => {
    const stalling = computeMetrics(
      dialogue(
        "Hi, it's Dev from Loomly.",
        "Sorry, I'm in a meeting.",
        "This will only take a second, we help teams plan content.",
      ),
    );
    expect(stalling.conduct.pressure.map((p) => p.kind)).toEqual(["ignored_request_to_stop"]);
    const respectful = computeMetrics(
      dialogue(
        "Hi, it's Dev from Loomly.",
        "Sorry, I'm in a meeting.",
        "No problem at all, when would be a better time to call you back?",
      ),
    );
    expect(respectful.conduct.pressure).toEqual([]);
  });

  it("allows one respectful question after a first no, but not a meeting pushed after the second", () => {
    const m = computeMetrics(
      dialogue(
        "Hi, this is Kim from Northfield Realty.",
        "We're not selling, thanks.",
        "Understood. Is that a not-this-year, or are you settled there for good?",
        "For good. I said we're not selling.",
        "Sure, but could I just stop by Thursday at 5pm to give you a valuation?",
      ),
    );
    expect(m.conduct.pressure.map((p) => [p.kind, p.evidence.time])).toEqual([["pushed_past_no", 40]]);
  });
});
