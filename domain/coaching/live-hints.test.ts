import { describe, expect, it } from "vitest";
import {
  heardRep,
  heardVoice,
  leadLine,
  leadSpeaking,
  liveHint,
  monologueSeconds,
  repLine,
  speakingMs,
  startLiveCall,
  type LiveCall,
} from "./live-hints";

const T0 = 1_000_000;
const s = (seconds: number) => T0 + seconds * 1000;
const call = (limitSeconds = 600) => startLiveCall(T0, limitSeconds);

/** Voice activity every 250 ms from `from` to `to` seconds: continuous speech. */
function speak(state: LiveCall, from: number, to: number): LiveCall {
  let next = state;
  for (let at = s(from); at < s(to); at += 250) next = heardVoice(next, 0.9, at);
  return next;
}

describe("the monologue timer", () => {
  it("turns amber at 30 s and red at 45 s of uninterrupted speech", () => {
    const talking = speak(call(), 5, 56);
    expect(liveHint(talking, s(34))).toBeNull();
    expect(liveHint(talking, s(35))).toMatchObject({
      kind: "monologue",
      level: "amber",
      seconds: 30,
      text: "You have talked for 0:30 without a pause: stop and ask the lead a question.",
    });
    expect(liveHint(talking, s(49.9))).toMatchObject({ level: "amber" });
    expect(liveHint(talking, s(50))).toMatchObject({ kind: "monologue", level: "red", seconds: 45 });
    expect(liveHint(talking, s(55))).toMatchObject({ level: "red", seconds: 50 });
  });

  it("stops at a pause of two seconds, and when the lead speaks", () => {
    const paused = speak(speak(call(), 0, 25), 27.5, 45);
    expect(monologueSeconds(paused, s(44))).toBeCloseTo(16.5, 0);
    expect(liveHint(paused, s(44))).toBeNull();
    const breath = speak(speak(call(), 0, 20), 21.5, 40);
    expect(liveHint(breath, s(39))).toMatchObject({ kind: "monologue", level: "amber" });
    const interrupted = leadSpeaking(speak(call(), 0, 40));
    expect(liveHint(interrupted, s(40))).toBeNull();
    // Quiet frames are not speech, and the timer ends once the pause has lasted.
    const quiet = heardVoice(speak(call(), 0, 31), 0.1, s(31.5));
    expect(liveHint(quiet, s(32))).toMatchObject({ level: "amber" });
    expect(liveHint(quiet, s(34))).toBeNull();
  });

  it("counts a typed line as said at a steady pace", () => {
    const line = Array.from({ length: 125 }, () => "word").join(" ");
    expect(speakingMs(line)).toBe(50_000);
    const typed = heardRep(call(), s(0), s(0) + speakingMs(line));
    expect(liveHint(typed, s(29))).toBeNull();
    expect(liveHint(typed, s(30))).toMatchObject({ level: "amber" });
    expect(liveHint(typed, s(45))).toMatchObject({ level: "red" });
    expect(liveHint(typed, s(53))).toBeNull();
  });
});

describe("an objection from the lead", () => {
  it("names its kind and the four steps, until the lead speaks again or 20 s pass", () => {
    const raised = leadLine(call(), "Honestly, your commission is too high for what you do.", s(10));
    expect(liveHint(raised, s(11))).toEqual({
      kind: "objection",
      kinds: ["price"],
      text: "The lead raised a price objection: acknowledge, ask, answer, check.",
    });
    expect(liveHint(raised, s(30))).toMatchObject({ kind: "objection" });
    expect(liveHint(raised, s(31))).toBeNull();
    expect(liveHint(leadLine(raised, "Go on, then.", s(15)), s(16))).toBeNull();
    expect(
      liveHint(leadLine(call(), "I'm busy and I don't trust you, how did you get my number?", s(5)), s(6)),
    ).toMatchObject({
      kinds: ["timing", "trust", "privacy"],
      text: "The lead raised a bad-timing, trust and how-did-you-get-my-number objection: acknowledge, ask, answer, check.",
    });
  });

  it("gives way to a long monologue", () => {
    const raised = leadLine(call(), "I already have an agent I trust.", s(0));
    expect(liveHint(speak(raised, 1, 33), s(32))).toMatchObject({ kind: "monologue" });
  });
});

describe("the last minute and the talk share", () => {
  it("nudges for a next step in the call's last minute", () => {
    expect(liveHint(call(300), s(239))).toBeNull();
    expect(liveHint(call(300), s(240))).toEqual({
      kind: "next_step",
      text: "Last minute: ask for a specific next step, with a day and a time.",
    });
    expect(liveHint(call(300), s(300))).toBeNull();
  });

  it("hints the rep's share of the words once they say most of them, after a minute", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    const chatty = leadLine(repLine(call(), words(90)), words(20), s(10));
    expect(liveHint(chatty, s(59))).toBeNull();
    expect(liveHint(chatty, s(60))).toEqual({
      kind: "talk_share",
      share: 90 / 110,
      text: "You have said 82% of the words so far: ask a question, then listen.",
    });
    const balanced = leadLine(repLine(call(), words(50)), words(50), s(10));
    expect(liveHint(balanced, s(90))).toBeNull();
  });
});
