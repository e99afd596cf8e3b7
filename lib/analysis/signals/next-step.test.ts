import { describe, expect, it } from "vitest";
import { alternatingCall } from "../testing/alternating-call";
import { readTurns } from "./lines";
import { nextStepOf, proposalsAfterNo } from "./next-step";

const turnsOf = (lines: readonly string[]) => readTurns(alternatingCall(lines));
const nextStepIn = (...lines: string[]) => nextStepOf(turnsOf(lines));
const askedAgainIn = (...lines: string[]) => proposalsAfterNo(turnsOf(lines)).map((t) => t.text);

describe("the next step", () => {
  it("is only a loose one when the lead keeps their yes open, whatever day they name", () => {
    expect(
      nextStepIn("Does Thursday work for a short demo?", "Thursday after lunch I might be around. Send something.")
        .kind,
    ).toBe("vague");
    expect(nextStepIn("Does Thursday work for a short demo?", "Thursday after lunch works, I'll be around.").kind).toBe(
      "specific",
    );
  });

  it("quotes the sentence that proposes, not the acknowledgement before it", () => {
    const step = nextStepIn(
      "So you're thinking of waiting until spring.",
      "Right, my son wants to help us decide.",
      "Fair enough. What if I rang you sometime after the holidays to see where things stand?",
      "Sure, that works.",
    );
    expect(step.kind).not.toBe("none");
    expect(step.proposal?.quote).toBe("What if I rang you sometime after the holidays to see where things stand?");
  });

  it("is not the opening's check on talking now, even when it offers another time", () => {
    expect(
      nextStepIn(
        "Hi, it's Priya with Northgate Insurance. Is this a bad moment, or is there a better time for you?",
        "Sure, I've got a few minutes.",
      ).kind,
    ).toBe("none");
    expect(nextStepIn("Hi, it's Priya with Northgate. Have you got a couple of minutes?", "Sure, go on.").kind).toBe(
      "none",
    );
  });

  it("reads no clock time in a number followed by a noun, nor a question about the lead's own plans", () => {
    expect(
      nextStepIn(
        "How do you keep the sites patched?",
        "A script, mostly. Last spring a laptop at one branch caught something, but it turned out fine.",
        "Got it. Do you check the machines one by one?",
        "Pretty much, yeah.",
      ).kind,
    ).toBe("none");
    expect(
      nextStepIn("Are you heading to the county fair with the kids on Saturday?", "Yes, we go every year.").kind,
    ).toBe("none");
    expect(nextStepIn("Saturday at ten?", "Yes, that suits us.").kind).toBe("specific");
  });

  it("reads a day of the month in words, but no word that merely ends like one", () => {
    expect(nextStepIn("What would be on the list for the two of you?", "Yes, the mortgage mostly.").kind).toBe("none");
    expect(nextStepIn("Could we go through it on the twenty-first?", "Yes, that suits us.").kind).not.toBe("none");
  });

  it("is no booking when the rep and the lead only trade dates in the past", () => {
    expect(
      nextStepIn(
        "Hi Dana, it's Sam from Ledgerwise. Got two minutes?",
        "Sure. We bought a second plant last year, so it's busy.",
        "How are invoices handled today, mostly paper?",
        "It was mostly paper until about a month ago.",
      ).kind,
    ).toBe("none");
  });

  it("hears a month as a loose follow-up, and a month-only yes keeps it loose", () => {
    expect(nextStepIn("Would it be alright if I checked in around next September?", "Sure, ping me then.").kind).toBe(
      "vague",
    );
    expect(
      nextStepIn("Could I give you a call in February, before the renewal?", "Yeah, call me in February.").kind,
    ).toBe("vague");
    expect(nextStepIn("Could I call you back on Thursday at ten?", "Thursday's fine.").kind).toBe("specific");
  });

  it("is not taken when the lead defers to someone else, even naming a date of their own", () => {
    const step = nextStepIn(
      "Could I sit down with you and Helen to go through the comparison?",
      "Let me talk to her first. I'll come back to you by the end of the month.",
    );
    expect(step.kind).toBe("declined");
  });

  it("is taken when the lead needs a moment and then accepts in their own words", () => {
    const step = nextStepIn(
      "Could I drop by on Monday the third at nine to go over the numbers?",
      "Hang on, let me grab a pen.",
      "Sure, no rush.",
      "Monday the third, nine. Got it.",
    );
    expect(step.kind).toBe("specific");
    expect(step.answer?.quote).toContain("Monday the third");
  });

  it("is not taken when the first reply turns it down, whatever the lead says next", () => {
    const step = nextStepIn(
      "Could I drop by on Monday the third at nine to go over the numbers?",
      "No, I'd rather not.",
      "Understood.",
      "Monday is bad anyway, okay.",
    );
    expect(step.kind).toBe("declined");
  });

  it("is taken when the lead names the day themselves as good and the rep confirms it", () => {
    const step = nextStepIn(
      "Happy to go through the policy papers with you whenever suits.",
      "After lunch is good. Wednesday?",
      "Wednesday after lunch, with the comparison.",
    );
    expect(step.kind).toBe("specific");
  });

  it("reads a question tag at the end of an unpunctuated line as asking for a time", () => {
    const step = nextStepIn("okay no problem friday instead what time is good", "friday at ten works");
    expect(step.kind).toBe("specific");
    expect(nextStepIn("sure thing, monday then, when is best for you", "Monday at nine is fine.").kind).toBe(
      "specific",
    );
  });

  it("is taken when the rep pins a maybe to a time and the lead then confirms it in their own words", () => {
    const lines = ["No problem, can I call you back on Monday?", "Monday afternoon maybe."];
    expect(nextStepIn(...lines).kind).toBe("vague");
    expect(nextStepIn(...lines, "Two thirty Monday then, on your mobile.", "Yep, two thirty is fine.").kind).toBe(
      "specific",
    );
    expect(nextStepIn(...lines, "Two thirty Monday then, on your mobile.", "Maybe, we'll see.").kind).toBe("vague");
    const gaveIn = ["Can I ring you back on Thursday?", "Fine. Whatever. Thursday."];
    expect(nextStepIn(...gaveIn).kind).toBe("coerced");
    expect(nextStepIn(...gaveIn, "Nine on Thursday then, talk soon.", "Yep.").kind).toBe("coerced");
  });

  it("reads a question asking the lead when to call back as a proposal, but not the opening's check on now", () => {
    expect(nextStepIn("You're at work, sorry. When would be a better time to call?", "Tomorrow after four.").kind).toBe(
      "specific",
    );
    expect(nextStepIn("When can I catch you for ten minutes?", "Thursday morning, early.").kind).toBe("specific");
    expect(nextStepIn("Hi, this is Sam from Acme. Is now a good time?", "Sure, go ahead.").kind).toBe("none");
  });

  it("reads a rep's suggestion of a meeting as a proposal", () => {
    const step = nextStepIn("What I'd suggest is we talk again Friday at ten.", "Friday at ten works.");
    expect(step.kind).toBe("specific");
  });

  it("counts asking again for a step the lead just turned into an email as pressure", () => {
    const again = "I'll send the invite for Tuesday at four anyway, it only takes twenty minutes.";
    expect(
      askedAgainIn(
        "Can I book twenty minutes with you on Tuesday at four?",
        "Could you just email me something instead?",
        again,
        "Fine.",
      ),
    ).toEqual([again]);
  });

  it("does not count bargaining over the time as pressure", () => {
    expect(
      askedAgainIn(
        "Can I book twenty minutes with you on Tuesday at four?",
        "Tuesday is out, I'm at the depot all day.",
        "How about Wednesday at four then?",
        "That works.",
      ),
    ).toEqual([]);
  });

  it("takes a day the lead names as a yes only when they say they are free then, not when they describe it", () => {
    expect(
      nextStepIn("Could I come by and walk you through the numbers?", "Oh. My back's bad today, I can barely sit.")
        .kind,
    ).toBe("declined");
    expect(nextStepIn("Could I come by and walk you through the numbers?", "Thursday afternoon I'm home.").kind).toBe(
      "specific",
    );
  });

  it("reads a yes with a shrug after it as giving in, even when speech-to-text drops the comma", () => {
    expect(nextStepIn("Does Tuesday at ten work for a short demo?", "sure whatever put it in").kind).toBe("coerced");
    expect(nextStepIn("Does Tuesday at ten work for a short demo?", "sure, Tuesday works for me").kind).toBe(
      "specific",
    );
  });

  it("reads a time the lead throws out with a shrug, which the rep then books, as giving in", () => {
    expect(
      nextStepIn(
        "Honestly it's worth it, no commitment, you'll see the numbers yourself.",
        "whatever, thursday works, send it",
        "Thursday at two then, I'll send the invite.",
        "mm",
      ).kind,
    ).toBe("coerced");
  });
});
