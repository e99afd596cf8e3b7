import { describe, expect, it } from "vitest";
import { sunkByBreach } from "./overall";

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
