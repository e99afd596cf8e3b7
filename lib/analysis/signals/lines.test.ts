import { describe, expect, it } from "vitest";
import { forgetParses, parseLines } from "../language/parse";
import { alternatingCall } from "../testing/alternating-call";
import { readTurns } from "./lines";

const contentOf = (lines: readonly string[]) => {
  forgetParses();
  return readTurns(alternatingCall(lines)).map((t) => [...t.content].sort());
};

describe("the words a turn offers to take up", () => {
  it("do not depend on which calls were parsed before (the NLP library learns contractions as it goes)", () => {
    const call = ["What's the house number?", "Twenty, with the green gate, and it's Matty with two t's"];
    const first = contentOf(call);
    forgetParses();
    parseLines(["I can't, it's the kids' day. Don't. Won't. Let's. y'all. t's. the boys' room"]);
    expect(contentOf(call)).toEqual(first);
    expect(first.flat()).toEqual(expect.arrayContaining(["green", "gate", "matty"]));
  });
});
