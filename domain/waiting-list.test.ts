import { describe, expect, it } from "vitest";
import { INVALID_PHONE_NUMBER_MESSAGE } from "./phone";
import {
  EMPTY_WAITING_LIST_FORM,
  normalizeVertical,
  waitingListFieldRules,
  waitingListFormErrors,
} from "./waiting-list";

describe("normalizeVertical", () => {
  it("keeps the four verticals, defaults a missing one to real_estate, and makes any other multi-vertical", () => {
    for (const vertical of ["real_estate", "insurance", "saas", "homepage"])
      expect(normalizeVertical(vertical)).toBe(vertical);
    expect(normalizeVertical(undefined)).toBe("real_estate");
    expect(normalizeVertical(null)).toBe("real_estate");
    expect(normalizeVertical("  ")).toBe("real_estate");
    expect(normalizeVertical("mortgages")).toBe("homepage");
    expect(normalizeVertical("Insurance")).toBe("homepage");
  });
});

describe("waiting-list field rules", () => {
  it("trims, and treats blank optional text as absent", () => {
    expect(waitingListFieldRules.email.parse("  Ann@Example.test ")).toBe("Ann@Example.test");
    expect(waitingListFieldRules.phoneNumber.parse("   ")).toBeUndefined();
    expect(waitingListFieldRules.additionalNotes.parse(null)).toBeUndefined();
  });

  it("keeps a phone number in E.164 and refuses one that is not a number, in the form too", () => {
    expect(waitingListFieldRules.phoneNumber.parse(" (512) 555-0147 ")).toBe("+15125550147");
    expect(waitingListFieldRules.phoneNumber.parse("+44 20 7946 0958")).toBe("+442079460958");
    expect(waitingListFieldRules.phoneNumber.safeParse("555-0100").error?.issues.map((issue) => issue.message)).toEqual(
      [INVALID_PHONE_NUMBER_MESSAGE],
    );
    expect(
      waitingListFormErrors({ fullName: "A", email: "a@b.test", businessName: "B", phone: "call me", notes: "" }),
    ).toEqual({ phone: INVALID_PHONE_NUMBER_MESSAGE });
  });

  it("gives one message per field of the form", () => {
    expect(waitingListFormErrors(EMPTY_WAITING_LIST_FORM)).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      businessName: "Business name is required",
    });
    expect(
      waitingListFormErrors({ ...EMPTY_WAITING_LIST_FORM, fullName: "A", email: "a@b", businessName: "B" }),
    ).toEqual({
      email: "Please enter a valid email address",
    });
    expect(
      waitingListFormErrors({ fullName: "A", email: "a@b.test", businessName: "B", phone: "", notes: "" }),
    ).toEqual({});
  });
});
