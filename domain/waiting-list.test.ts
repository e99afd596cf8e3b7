import { describe, expect, it } from "vitest";
import { EMPTY_WAITING_LIST_FORM, normalizeVertical, waitingListFieldRules, waitingListFormErrors } from "./waiting-list";

describe("normalizeVertical", () => {
  it("keeps the four verticals, defaults a missing one to real_estate, and makes any other multi-vertical", () => {
    for (const vertical of ["real_estate", "insurance", "saas", "homepage"]) expect(normalizeVertical(vertical)).toBe(vertical);
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

  it("gives one message per field of the form", () => {
    expect(waitingListFormErrors(EMPTY_WAITING_LIST_FORM)).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      businessName: "Business name is required",
    });
    expect(waitingListFormErrors({ ...EMPTY_WAITING_LIST_FORM, fullName: "A", email: "a@b", businessName: "B" })).toEqual({
      email: "Please enter a valid email address",
    });
    expect(waitingListFormErrors({ fullName: "A", email: "a@b.test", businessName: "B", phone: "", notes: "" })).toEqual({});
  });
});
