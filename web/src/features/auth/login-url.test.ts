import { describe, expect, it } from "vitest";
import { loginUrl } from "./login-url";

describe("loginUrl", () => {
  it("remembers a path on this site", () => {
    expect(loginUrl("/agent-dashboard?tab=history")).toBe("/api/login?returnTo=%2Fagent-dashboard%3Ftab%3Dhistory");
    expect(loginUrl("/")).toBe("/api/login");
    expect(loginUrl()).toBe("/api/login");
  });

  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/x/../\\evil.example",
    "//evil.example",
    "https://evil.example",
  ])("never passes on %s, which would leave the site", (raw) => {
    expect(loginUrl(raw)).toBe("/api/login");
  });
});
