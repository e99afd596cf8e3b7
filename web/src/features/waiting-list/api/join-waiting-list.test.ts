import { describe, expect, it } from "vitest";
import { EMPTY_WAITING_LIST_FORM } from "@domain/waiting-list";
import { toWaitingListRequest } from "./join-waiting-list";

const values = { ...EMPTY_WAITING_LIST_FORM, fullName: " Dana ", email: " dana@x.test ", businessName: " Realty " };

describe("toWaitingListRequest", () => {
  it("trims the fields and leaves out empty optional ones", () => {
    expect(toWaitingListRequest({ values, vertical: "saas" })).toEqual({
      fullName: "Dana",
      email: "dana@x.test",
      businessName: "Realty",
      phoneNumber: undefined,
      additionalNotes: undefined,
      vertical: "saas",
    });
  });

  it("records the demo score as a line of the notes, even with no notes", () => {
    expect(toWaitingListRequest({ values, vertical: "real_estate", overallScore: 75 }).additionalNotes).toBe(
      "Demo overall score: 75/100",
    );
    expect(
      toWaitingListRequest({
        values: { ...values, notes: "Call after 5pm" },
        vertical: "real_estate",
        overallScore: 91,
      }).additionalNotes,
    ).toBe("Call after 5pm\nDemo overall score: 91/100");
  });
});
