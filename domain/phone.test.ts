import { describe, expect, it } from "vitest";
import {
  displayPhoneNumber,
  EXAMPLE_CALLER_NUMBER,
  formatPhoneNumber,
  INVALID_CALLER_NUMBER_MESSAGE,
  toE164,
} from "./phone";
import { TRAINING_PHONE_LINES } from "./training-options";

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

describe("toE164", () => {
  it("reads US numbers however they are typed", () => {
    for (const typed of ["5125550147", "(512)-555-0147", "512.555.0147", "1 512 555 0147", "+1 (512) 555-0147"]) {
      expect(toE164(typed)).toBe("+15125550147");
    }
  });
  it("keeps other countries' numbers given with their code", () => {
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
  });
  it("refuses what is not a phone number, a withheld caller ID included", () => {
    for (const typed of [
      "",
      "anonymous",
      "555-0147",
      "25125550147",
      "+0123456789",
      "+1234567",
      "+1234567890123456",
      "512555014x",
      null,
      undefined,
    ]) {
      expect(toE164(typed)).toBeNull();
    }
  });
});

describe("displayPhoneNumber", () => {
  it("shows US numbers formatted and others in E.164", () => {
    expect(displayPhoneNumber("+15125550147")).toBe("(512)-555-0147");
    expect(displayPhoneNumber("+44 20 7946 0958")).toBe("+442079460958");
    expect(displayPhoneNumber("hello")).toBe("hello");
  });
});

describe("the example number the demo shows", () => {
  it("is a valid number, and none of the practice lines (a visitor copying it must not call one of ours)", () => {
    expect(toE164(EXAMPLE_CALLER_NUMBER)).toBe("+15555550100");
    expect(TRAINING_PHONE_LINES.map((line) => line.phoneNumber)).not.toContain(toE164(EXAMPLE_CALLER_NUMBER));
    expect(INVALID_CALLER_NUMBER_MESSAGE).toContain(EXAMPLE_CALLER_NUMBER);
    for (const line of TRAINING_PHONE_LINES)
      expect(INVALID_CALLER_NUMBER_MESSAGE).not.toContain(formatPhoneNumber(line.phoneNumber));
  });
});
