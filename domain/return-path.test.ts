import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path on this site, normalised, with its query and fragment", () => {
    expect(safeReturnPath("/agent-dashboard?tab=history#top")).toBe("/agent-dashboard?tab=history#top");
    expect(safeReturnPath("/demo/./saas")).toBe("/demo/saas");
    expect(safeReturnPath("/x/../broker-dashboard")).toBe("/broker-dashboard");
    expect(safeReturnPath("/")).toBe("/");
  });

  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/x/../\\evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "agent-dashboard",
    "",
    null,
    undefined,
  ])("refuses %j", (raw) => {
    expect(safeReturnPath(raw)).toBeUndefined();
  });
});
