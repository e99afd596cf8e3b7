import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to";

const ORIGIN = "https://practiceline.example";

describe("safeReturnTo", () => {
  it("keeps a path on our origin, with its query and fragment", () => {
    expect(safeReturnTo("/broker-dashboard", ORIGIN)).toBe("/broker-dashboard");
    expect(safeReturnTo("/agent-dashboard?tab=history#top", ORIGIN)).toBe("/agent-dashboard?tab=history#top");
  });

  it.each([
    ["absolute URL", "https://evil.example/phish"],
    ["scheme-relative URL", "//evil.example/phish"],
    ["backslash trick", "/\\evil.example"],
    ["tab inside the slashes", "/\t/evil.example"],
    ["javascript: URL", "javascript:alert(1)"],
    ["relative path", "broker-dashboard"],
    ["nothing", undefined],
    ["empty", ""],
  ])("falls back to / for a %s", (_label, raw) => {
    expect(safeReturnTo(raw, ORIGIN)).toBe("/");
  });
});
