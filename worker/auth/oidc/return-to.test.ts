import { describe, expect, it } from "vitest";
import { NORMALISING_REDIRECT_PAYLOADS } from "../testing/redirect-payloads";
import { safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it("keeps a path on our origin, with its query and fragment", () => {
    expect(safeReturnTo("/broker-dashboard")).toBe("/broker-dashboard");
    expect(safeReturnTo("/agent-dashboard?tab=history#top")).toBe("/agent-dashboard?tab=history#top");
  });

  it("returns the normalised path, never the raw one", () => {
    expect(safeReturnTo("/demo/./saas")).toBe("/demo/saas");
    expect(safeReturnTo("/x/../agent-dashboard")).toBe("/agent-dashboard");
  });

  it.each(NORMALISING_REDIRECT_PAYLOADS)("falls back to / for %s, which normalises to //evil.example", (raw) => {
    expect(safeReturnTo(raw)).toBe("/");
  });

  it.each([
    ["absolute URL", "https://evil.example/phish"],
    ["scheme-relative URL", "//evil.example/phish"],
    ["backslash trick", "/\\evil.example"],
    ["tab inside the slashes", "/\t/evil.example"],
    ["newline inside the slashes", "/\n/evil.example"],
    ["javascript: URL", "javascript:alert(1)"],
    ["relative path", "broker-dashboard"],
    ["nothing", undefined],
    ["empty", ""],
  ])("falls back to / for a %s", (_label, raw) => {
    expect(safeReturnTo(raw)).toBe("/");
  });
});
