import { describe, expect, it } from "vitest";
import { alternatingCall } from "../testing/alternating-call";
import { callSignals } from "./features";

const signalsOf = (...lines: string[]) => callSignals(alternatingCall(lines), "insurance");

describe("the call's signals", () => {
  it("reads a booking the lead shrugs at while the details are fixed as given to end the call", () => {
    const booked = ["Could I come by Thursday to look at your policy?", "Thursday, yes.", "Morning or afternoon?"];
    expect(signalsOf(...booked, "Afternoon suits me, after two.").nextStep.kind).toBe("specific");
    expect(signalsOf(...booked, "Whatever. Two.").nextStep.kind).toBe("coerced");
    expect(signalsOf(...booked, "Two. Bring whatever you have on the roof.").nextStep.kind).toBe("specific");
  });

  it("reads a curse at the rep or the call as abuse, and one about something else as how the lead talks", () => {
    const opening = ["Hi, this is Jo from Acme Insurance, got a minute?"];
    expect(signalsOf(...opening, "Take me off your damn list.").abuse).toBeDefined();
    expect(signalsOf(...opening, "What the hell is this?").abuse).toBeDefined();
    expect(signalsOf(...opening, "Bullshit.").abuse).toBeDefined();
    expect(
      signalsOf(...opening, "Honestly the claims side has been a damn mess since the storm, two adjusters in a month.")
        .abuse,
    ).toBeUndefined();
    expect(signalsOf(...opening, "Every late payroll means my crew gets pissed off by Friday.").abuse).toBeUndefined();
  });

  it("reads 'shut up' told to the rep as abuse, and a friend who 'won't shut up about' something as talk about someone else", () => {
    const opening = ["Hi, this is Jo from Acme Insurance, is now a good time?"];
    expect(signalsOf(...opening, "Oh, shut up and listen for once.").abuse).toBeDefined();
    expect(
      signalsOf(...opening, "My sister bought one last year and she never shuts up about it, so I'm curious.").abuse,
    ).toBeUndefined();
    expect(signalsOf(...opening, "My cousin has one and he can't shut up about the returns.").abuse).toBeUndefined();
  });

  it("reads an objection in a brush-off, a stop request or a hedge, not only in a no, and judges the rep's handling of all of them", () => {
    const opening = "Hi, this is Jo from Acme Insurance, I'm calling about your home cover, is now okay?";
    const brushedOff = signalsOf(
      opening,
      "Could you just send me something in the mail?",
      "Of course, I understand. So I send the right thing, what matters most to you in a policy?",
      "The deductible, mostly.",
    );
    expect(brushedOff.objectionReply?.raised.quote).toBe("Could you just send me something in the mail?");
    expect(brushedOff.objectionReply?.handled).toBe(true);

    const stopped = signalsOf(
      opening,
      "Take me off your list, please.",
      "Before you go, our rates are the lowest in the state and every family on your street has switched to us this year.",
    );
    expect(stopped.objectionReply?.raised.quote).toBe("Take me off your list, please.");
    expect(stopped.objectionReply?.handled).toBe(false);

    const hedged = signalsOf(
      opening,
      "I'll listen, but no promises.",
      "That's fair, thank you. What made you pick your insurer?",
    );
    expect(hedged.objectionReply?.handled).toBe(true);

    expect(signalsOf(opening, "Sure, go ahead.", "What made you pick your insurer?").objectionReply).toBeUndefined();
  });

  it("reads a step booked for a lead who said now is a bad time as a call moved, not a pitch said yes to", () => {
    const opening = "Hi, this is Jo from Acme Insurance, I'm calling about your home cover, is now okay?";
    const moved = signalsOf(
      opening,
      "I'm driving right now, bad time.",
      "No problem, I'll be quick to let you go. When's a better time for ten minutes, tomorrow at nine?",
      "Tomorrow at nine works.",
    );
    expect([moved.nextStep.kind, moved.rescheduled]).toEqual(["specific", true]);
    const pitched = signalsOf(
      opening,
      "Sure, go ahead.",
      "We save families hundreds a year. Can I come by tomorrow at nine to show you?",
      "Tomorrow at nine works.",
    );
    expect([pitched.nextStep.kind, pitched.rescheduled]).toEqual(["specific", false]);
    const askedFirst = (answer: string) =>
      signalsOf(
        "Hi, this is Jo from Acme Insurance about your home cover. Did I catch you at a bad time?",
        answer,
        "Then I'll let you go. Could I call you tomorrow at nine instead?",
        "Tomorrow at nine works.",
      ).rescheduled;
    expect(askedFirst("Kind of, yeah. I'm at the gym with my daughter.")).toBe(true);
    expect(askedFirst("No, you're fine, what's up?")).toBe(false);
  });

  it("reads a demand not to call the lead's office, shop or mobile again as a stop request", () => {
    const opening = "Hi, this is Jo from Acme Insurance, is now a good time?";
    expect(signalsOf(opening, "No. And don't call this office again.").stopRequest).toBeDefined();
    expect(signalsOf(opening, "Do not call my mobile again, please.").stopRequest).toBeDefined();
    expect(signalsOf(opening, "Don't call the office line, call my mobile instead.").stopRequest).toBeUndefined();
  });

  it("counts asking again for a meeting the lead turned into 'just email me' as pressure", () => {
    const again = "I'll put Thursday at two in your calendar anyway, just accept it.";
    const s = signalsOf(
      "Could I come by Thursday at two to look at your policy?",
      "Could you just email me something?",
      again,
      "Bye.",
    );
    expect(s.pressure.map((p) => p.quote)).toContain(again);
  });

  /** The graceful exit the rep made (or not) after the lead's answer to a realtor's opening. */
  const exitAfter = (leadAnswer: string, ...rest: string[]) =>
    signalsOf("Hi, this is Jo from Acme Realty, a house on your street just sold, got a minute?", leadAnswer, ...rest)
      .gracefulExit;

  it("reads a stop request the rep honours with an apology and a goodbye as a graceful exit, and one argued with as none", () => {
    const stop = "No. Don't call me again.";
    expect(exitAfter(stop, "Of course, I'm sorry to bother you. I'll take you off our list. Take care.")?.quote).toBe(
      "Take care.",
    );
    const argued =
      "Sure, but just hear me out, prices on your street went up a lot this year and buyers are asking about homes like yours every day. Take care.";
    expect(exitAfter(stop, argued)).toBeUndefined();
  });

  it("reads a stop request honoured in the rep's own words (removed, no more calls) as a graceful exit, not as pressure", () => {
    const stop = "Fifth call this month from your lot. Take me off your list.";
    const honoured =
      "You're right, and I'm sorry, that's too many. I'm removing your number from our list right now, so you won't hear from us again.";
    const s = signalsOf(
      "Hi, this is Jo from Acme Realty, a house on your street just sold, got a minute?",
      stop,
      honoured,
      "Good.",
      "Sorry again, take care.",
    );
    expect(s.pressure).toEqual([]);
    expect(s.gracefulExit).toBeDefined();
    const pitched =
      "I'm sorry, I'll take you off the list, but first, homes on your street sold for record prices this spring and yours could too.";
    expect(exitAfter(stop, pitched)).toBeUndefined();
  });

  it("reads a promise of no more calls as honouring the stop, not as a step proposed", () => {
    const s = signalsOf(
      "Hi, this is Jo from Acme Realty, a house on your street just sold, got a minute?",
      "How did you get this number? Don't call me again.",
      "Understood, and sorry. I'll take your number off our list and no one from Acme will call you again.",
      "Fine. Bye.",
    );
    expect(s.nextStep.kind).toBe("none");
    expect(s.pressure).toEqual([]);
    expect(s.gracefulExit).toBeDefined();
  });

  it("reads a stop request honoured in other everyday words (removing you now, sorry for the intrusion) as honoured", () => {
    const opening = "Hi, this is Jo from Acme Realty, a house on your street just sold, got a minute?";
    const stop = "This is my work line. Take me off your list.";
    for (const honoured of [
      "Of course. I'm removing you now, and I'll note it so nobody here calls that number again. Sorry for the intrusion.",
      "Sorry for bothering you. Removing your number today.",
    ]) {
      const s = signalsOf(opening, stop, honoured, "Fine. Bye.");
      expect(s.pressure).toEqual([]);
      expect(s.gracefulExit).toBeDefined();
    }
  });

  it("reads a rep who tells the lead they are set and stops there as seeing no need, and one who then pitches as not", () => {
    const opening = "Hi, this is Jo from Acme Insurance, calling about your home cover, got a minute?";
    const set = "We moved everything to our credit union last spring and the premium dropped a lot.";
    const seen = "Sounds like you're well covered, then. I won't try to move you off that.";
    expect(signalsOf(opening, set, seen, "Thanks.", "Take care.").noNeedSeen?.quote).toBe(
      "Sounds like you're well covered, then.",
    );
    const pitched = signalsOf(
      opening,
      set,
      seen,
      "No, we're not interested.",
      "Sure, but our bundle beats any credit union on price, and you'd get roadside help and a new-roof discount thrown in as well, so let me run the numbers for you and send them over tonight.",
    );
    expect(pitched.noNeedSeen).toBeUndefined();
  });

  it("reads a rep who says they will not pitch or push a lead with no need, and closes, as a graceful exit", () => {
    const opening = "Hi, this is Jo from Acme Payroll, calling about how you run payroll at the shop, got a minute?";
    const soft = "It's fine honestly. Not exciting, but it works, and nobody here would pay to change it.";
    for (const declines of [
      "That's fair, no point pitching you on something that works. I won't push you on it.",
      "Then honestly you don't need me right now, and I won't pitch you.",
    ]) {
      const s = signalsOf(opening, soft, declines, "Ha, appreciate that.", "Thanks, take care.", "You too.");
      expect(s.noNeedSeen).toBeDefined();
      expect(s.gracefulExit).toBeDefined();
    }
    // "I won't pitch you, but…" goes on: no credit for saying it.
    const goesOn = signalsOf(
      opening,
      soft,
      "I won't pitch you, but our payroll runs itself and costs less, so let me send a quote tonight.",
      "Fine.",
      "Thanks, take care.",
    );
    expect(goesOn.noNeedSeen).toBeUndefined();
  });

  it("reads a short question after a no the lead had to repeat as pressing on, and one after a first no as not", () => {
    const opening = "Hi, this is Jo from Acme Insurance, got a minute to see if we can save you money on your car?";
    const happy = "I'm happy with my policy.";
    const pivot = "Totally understand. And how many cars are on the policy now?";
    const again = "Did you hear me? I said I'm happy with what I have.";
    const more = "Sure, sure, just one more and I'm done. Any tickets or accidents in the last three years?";
    const pressed = signalsOf(opening, happy, pivot, again, more);
    expect(pressed.pressure.map((p) => p.quote)).toEqual(["Sure, sure, just one more and I'm done."]);
    const firstNo = signalsOf(opening, happy, pivot, "Two. Why?");
    expect(firstNo.pressure).toEqual([]);
  });

  it("reads a straight answer to the lead's question asked with a stop request as owed, not as pressure", () => {
    const opening = "Hi, this is Jo from Acme Insurance, calling about your auto policy, got a minute?";
    const stop = "where did you find my number. i'm on the do not call list";
    const answered =
      "fair question. it was on a list of quote requests our office buys, and i'm sorry, you should never have been called";
    const honoured = "i'm taking your number off our list right now, you won't hear from us again. goodbye";
    const s = signalsOf(opening, stop, answered, "well it did. unbelievable.", honoured);
    expect(s.pressure).toEqual([]);
    const pitched = "fair question. it was a list we bought. drivers near you are saving four hundred a year with us";
    expect(signalsOf(opening, stop, pitched, "unbelievable.", honoured).pressure).not.toEqual([]);
  });

  it("reads a grumble after the rep honoured a stop request as aimed at the calls, not as the lead unheard", () => {
    const opening = "Hi, this is Jo from Acme Insurance, calling about your renewal, got a minute?";
    const stop = "Third call this week. Take me off your list.";
    const grumble = "You'd better. This is ridiculous.";
    const honoured = signalsOf(opening, stop, "Sorry about that. I'll take your number off our list today.", grumble);
    expect(honoured.unheard).toEqual([]);
    const pitched = signalsOf(
      opening,
      stop,
      "Sure, but before I go, drivers near you are saving four hundred a year with us.",
      grumble,
    );
    expect(pitched.unheard).not.toEqual([]);
    const goesOn = signalsOf(opening, stop, "I hear you, sorry. It only takes a few minutes.", grumble);
    expect(goesOn.unheard).not.toEqual([]);
  });

  it("reads a stop request honoured at once as a graceful exit though the lead grumbles or says it once more", () => {
    const opening = "Hi, this is Jo from Acme Insurance, calling about your renewal, got a minute?";
    const stop = "You people call every day. Take me off your list.";
    for (const grumble of ["Yeah, you'd better. Unbelievable.", "Don't call here again."])
      expect(
        signalsOf(opening, stop, "Will do, sorry to bother you. I'll take you off our list today.", grumble)
          .gracefulExit,
      ).toBeDefined();
    // The lead still grumbling, and the rep confirming it once more before a goodbye: every turn honours the request.
    expect(
      signalsOf(
        opening,
        stop,
        "I'm sorry. I'll put your number on our do-not-call list right now.",
        "Yeah, I've heard that before.",
        "Fair enough. It's done on my end as of this call.",
        "Mm. Fine.",
        "Take care.",
      ).gracefulExit,
    ).toBeDefined();
    // Marked "do not call" and told they should not hear from the company again, the lead's "[hangs up]" being no line.
    expect(
      signalsOf(
        opening,
        stop,
        "Understood. I'm marking this number do not call right now; you shouldn't hear from us again.",
        "I better not.",
        "You won't. Sorry for the interruption, have a good evening.",
        "[hangs up]",
      ).gracefulExit,
    ).toBeDefined();
    // A mere "I hear you" that the lead has to follow with the same demand was not heard.
    expect(
      signalsOf(opening, stop, "Totally hear you.", "Did you hear me? Take me off the list.").gracefulExit,
    ).toBeUndefined();
  });

  it("reads a no taken in and asked about as listening, and the same no pitched past as pressure", () => {
    const opening = "Hi, this is Jo from Acme Insurance, calling about your bakery's new shop, got a minute?";
    const no = "We renewed with our family's agent last month, so honestly, I'm set.";
    const askedAbout =
      "That makes sense, and I'm not going to try to talk you out of working with family. Can I ask, did the renewal cover the catering van as well as the new shop?";
    const pitchedPast =
      "That makes sense, but just one quick thing, our commercial package covers catering vans, new locations and spoilage in one policy, and most bakeries save money when they switch over to us.";
    expect(signalsOf(opening, no, askedAbout, "I think so, yes.").pressure).toEqual([]);
    expect(signalsOf(opening, no, pitchedPast, "Okay.").pressure).toHaveLength(1);
  });

  it("knows the rep's name from the introduction, in a transcript with capitals or without, and no common word as one", () => {
    expect(signalsOf("Hi, this is Dana from Acme Insurance, got a minute?", "Sure.").repName).toBe("dana");
    expect(signalsOf("hi, my name is dana reyes, i'm with acme insurance. got a minute?", "sure.").repName).toBe(
      "dana",
    );
    expect(signalsOf("hi this is kofi from acme, calling about your renewal", "okay.").repName).toBe("kofi");
    expect(signalsOf("hi, this is about your renewal with acme, got a minute?", "okay.").repName).toBeUndefined();
  });

  it("reads a lead on the way into a meeting as busy, so a time they choose is a reschedule", () => {
    const s = signalsOf(
      "Hi Sam, it's Jo from Acme Scheduling, is now okay?",
      "Not really, I'm heading into a budget meeting.",
      "Understood. Would tomorrow at ten work for five minutes instead?",
      "Tomorrow at ten works.",
    );
    expect(s.rescheduled).toBe(true);
  });

  it("reads thanks and an open door after a no as a graceful exit even when the rep's very last words are a plain goodbye", () => {
    const no = "Honestly we're not selling, we're staying put.";
    const thanks = "Understood, and thanks for being straight with me. If anything changes, you know where to find me.";
    expect(exitAfter(no, thanks, "Will do, take care.", "You too, bye now.")?.quote).toBe(
      "If anything changes, you know where to find me.",
    );
    const pushed =
      "Sure, but homes on your street are going fast and buyers are asking about yours every single day, so a quick valuation could really surprise you, thanks.";
    expect(exitAfter(no, pushed, "I said no.", "Bye now.")).toBeUndefined();
  });

  it("reads a graceful exit where the rep sees the lead has no need, though the lead never said no", () => {
    const call = [
      "What made you look at cover for the shop?",
      "We renewed with our broker in March, she reviewed everything with us.",
    ];
    const pitched = signalsOf(
      ...call,
      "Our policy also covers flood for the shop, and I can quote it today if you give me ten minutes.",
      "Okay.",
    );
    expect(pitched.gracefulExit).toBeUndefined();
    const released = signalsOf(
      ...call,
      "Then it sounds like you're in good shape, and a March review is exactly right.",
      "Yeah, I think so.",
      "Thanks for your time, and good luck with the season.",
    );
    expect(released.gracefulExit?.quote).toContain("good luck");
    const seenCovered = signalsOf(
      ...call,
      "Then it sounds like you've got it covered, and a March review is exactly right.",
      "Yeah, I think so.",
      "Thanks for your time, and good luck with the season.",
    );
    expect(seenCovered.gracefulExit?.quote).toContain("good luck");
  });

  it("hears a lead who cannot follow, unless the rep's answer asks about it", () => {
    const pitch = "Our platform unifies your HRIS, ATS and LMS into one orchestration layer with predictive insights.";
    const ploughs = "Right, so it ingests the data end to end and surfaces actionable analytics across the stack.";
    const asks = "Sorry, that was a lot. What's the part of onboarding that costs you the most time today?";
    expect(signalsOf(pitch, "Sorry, you lost me there.", ploughs, "Okay.").lost).toHaveLength(1);
    expect(signalsOf(pitch, "Sorry, you lost me there.", asks, "Paperwork, mostly.").lost).toEqual([]);
    expect(signalsOf(pitch, "Can you say that in plain English?", ploughs, "Okay.").lost).toHaveLength(1);
  });

  it("hears 'I don't want your…' as a no", () => {
    const opening = ["Is now an okay time for two minutes about your listing?", "Go on."];
    expect(
      signalsOf(...opening, "We could run a market analysis.", "I don't want your market analysis.").refusals,
    ).toBe(1);
  });

  it("hears a no said with a full stop, a 'don't think I'm ready' and an 'I'd rather not' as a no, and a no to one question as none", () => {
    const opening = ["Is now an okay time for two minutes about your listing?", "Go on."];
    const offer = "We could run a market analysis this week.";
    const refusalsIn = (answer: string) => signalsOf(...opening, offer, answer).refusals;
    expect(refusalsIn("No. Thanks anyway.")).toBe(1);
    expect(refusalsIn("Honestly I don't think we're ready for that yet.")).toBe(1);
    expect(refusalsIn("I'd much rather not, thanks.")).toBe(1);
    expect(refusalsIn("No, I hadn't heard of you. What is it?")).toBe(0);
    expect(refusalsIn("I'd rather do it on Friday, if that works.")).toBe(0);
    // Keeping a detail back is guarding it, not turning the offer down.
    expect(refusalsIn("I'd rather not say what we pay.")).toBe(0);
  });

  it("reads a lead naming the rep's conduct as unheard, but not a lead thanking the rep for NOT being pushy", () => {
    const opening = ["Is now an okay time for two minutes about your roof cover?", "Go on."];
    expect(signalsOf(...opening, "Here is why you must switch today.", "You're being pushy.").unheard).toHaveLength(1);
    expect(
      signalsOf(...opening, "No rush at all, take your time with it.", "Thanks for not being pushy about it.").unheard,
    ).toEqual([]);
    expect(
      signalsOf(...opening, "No rush at all, take your time with it.", "You were never rude, I'll give you that.")
        .unheard,
    ).toEqual([]);
    expect(
      signalsOf(
        ...opening,
        "No rush at all, take your time with it.",
        "Appreciate you not being one of the pushy ones.",
      ).unheard,
    ).toEqual([]);
    // Said of something else, the word names no conduct of the rep's; said of the call or of "you people", it does.
    expect(
      signalsOf(...opening, "What worries you most about it?", "Honestly, the letters I get are unbelievable.").unheard,
    ).toEqual([]);
    expect(signalsOf(...opening, "Just sign today.", "You people are unbelievable.").unheard).toHaveLength(1);
    // Asking whether the rep heard them is the same complaint; asking whether the line works is not.
    expect(
      signalsOf(...opening, "What price would you sell at?", "Did you hear me? We just moved in.").unheard,
    ).toHaveLength(1);
    expect(
      signalsOf(...opening, "What price would you sell at?", "Sorry, can you hear me? The line is bad.").unheard,
    ).toEqual([]);
  });
});
