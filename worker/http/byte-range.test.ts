import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range";

describe("parseRange", () => {
  it.each([
    ["bytes=0-99", { kind: "part", offset: 0, length: 100 }],
    ["bytes=100-", { kind: "part", offset: 100, length: 900 }],
    ["bytes=990-5000", { kind: "part", offset: 990, length: 10 }],
    ["bytes=-50", { kind: "part", offset: 950, length: 50 }],
    ["bytes=-5000", { kind: "part", offset: 0, length: 1000 }],
    ["Bytes = 5-5", { kind: "part", offset: 5, length: 1 }],
  ] as const)("%s of 1000 bytes is one part", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each(["bytes=1000-", "bytes=1000-1001", "bytes=9-3", "bytes=-0", "bytes=-", "bytes=abc", "bytes=1-x"])(
    "%s of 1000 bytes cannot be satisfied",
    (header) => {
      expect(parseRange(header, 1000)).toEqual({ kind: "unsatisfiable" });
    },
  );

  it.each([undefined, null, "", "items=0-9", "bytes=0-9,20-29"])("%s is answered with the whole file", (header) => {
    expect(parseRange(header, 1000)).toEqual({ kind: "whole" });
  });
});
