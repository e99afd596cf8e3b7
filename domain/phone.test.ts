import { describe, expect, it } from "vitest";
import { formatPhoneNumber } from "./phone";

describe("formatPhoneNumber", () => {
  it("formats 10 digits", () => {
    expect(formatPhoneNumber("5125550147")).toBe("(512)-555-0147");
  });
  it("formats 11 digits starting with 1, as from E.164", () => {
    expect(formatPhoneNumber("+15125550147")).toBe("(512)-555-0147");
  });
  it("leaves anything else as given", () => {
    expect(formatPhoneNumber("25125550147")).toBe("25125550147");
    expect(formatPhoneNumber("555-0147")).toBe("555-0147");
  });
});
