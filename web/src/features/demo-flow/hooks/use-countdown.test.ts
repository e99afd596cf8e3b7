import { describe, expect, it } from "vitest";
import { formatCountdown } from "./use-countdown";

describe("formatCountdown", () => {
  it("shows m:ss", () => {
    expect(formatCountdown(240)).toBe("4:00");
    expect(formatCountdown(239)).toBe("3:59");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(9)).toBe("0:09");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});
