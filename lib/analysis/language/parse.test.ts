import { describe, expect, it } from "vitest";
import { forgetParses, parseLine, parseLines } from "./parse";

const questionsIn = (line: string) => {
  forgetParses();
  return parseLines([line])[0]!
    .sentences.filter((s) => s.question)
    .map((s) => s.text);
};

describe("questions in speech-to-text, with no question mark", () => {
  it.each([
    ["do you have two minutes right now"],
    ["the boiler, is it still the original one from the build"],
    ["and are you the one who signs off on that"],
    ["okay so for the renewal, would you want both cars on it"],
    ["where did you find my name."],
    ["why are you calling me."],
  ])("reads a question: %s", (line) => {
    expect(questionsIn(line)).toEqual([line]);
  });

  it.each([
    ["so what i'd do is send you the numbers"],
    ["if it is, we can look at it next week"],
    ["yeah, it was fine in the end"],
    ["the roof, it went on in twenty nineteen"],
  ])("reads a statement: %s", (line) => {
    expect(questionsIn(line)).toEqual([]);
  });
});

describe("dates among ordinals", () => {
  const whenWords = (text: string) => {
    const line = parseLine(text);
    return line.tokens.filter((_, i) => line.when[i]);
  };

  it("reads an ordinal written as a date as a date, and a bare 'first' that orders things as none", () => {
    expect(whenWords("How about the fourteenth?")).toEqual(["fourteenth"]);
    expect(whenWords("Tuesday the 14th works.")).toEqual(["tuesday", "14th"]);
    expect(whenWords("Let me talk to her first.")).toEqual([]);
    expect(whenWords("March first works.")).toEqual(["first"]);
    expect(whenWords("Maybe first we check the title.")).toEqual([]);
    expect(whenWords("We decided first to wait.")).toEqual([]);
  });
});
