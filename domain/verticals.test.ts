import { describe, expect, it } from "vitest";
import { isTrainingVertical, isVertical, trainingLabel, verticalLabel } from "./verticals";

describe("verticalLabel", () => {
  it("names each vertical as the welcome modal does", () => {
    expect(verticalLabel("insurance")).toBe("Insurance");
    expect(verticalLabel("saas")).toBe("SaaS & B2B");
    expect(verticalLabel("homepage")).toBe("Multi-Vertical");
    expect(verticalLabel("real_estate")).toBe("Real Estate");
  });
  it("falls back to Real Estate for anything else", () => {
    expect(verticalLabel(undefined)).toBe("Real Estate");
    expect(verticalLabel("mortgages")).toBe("Real Estate");
  });
  it("recognises only the four verticals", () => {
    expect(isVertical("saas")).toBe(true);
    expect(isVertical("SaaS")).toBe(false);
    expect(isVertical(3)).toBe(false);
    expect(isTrainingVertical("saas")).toBe(true);
    expect(isTrainingVertical("homepage")).toBe(false);
  });
  it("labels the header's training links (spec §2)", () => {
    expect([trainingLabel("real_estate"), trainingLabel("insurance"), trainingLabel("saas")]).toEqual([
      "Real Estate Training",
      "Insurance Training",
      "SaaS Training",
    ]);
  });
});
