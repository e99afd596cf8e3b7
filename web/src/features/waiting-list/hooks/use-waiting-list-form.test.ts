import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/api";
import { fieldErrorsFromServer } from "./use-waiting-list-form";

describe("fieldErrorsFromServer", () => {
  it("puts each server issue under its form field, aliases included", () => {
    const body = JSON.stringify({
      message: "Invalid input",
      issues: [
        { path: "fullName", message: "Full name is required" },
        { path: "phoneNumber", message: "Phone number must be at most 40 characters" },
        { path: "additionalNotes", message: "Notes must be at most 2000 characters" },
        { path: "vertical", message: "Vertical must be text" },
      ],
    });
    expect(fieldErrorsFromServer(new HttpError(400, body, "Bad Request"))).toEqual({
      fullName: "Full name is required",
      phone: "Phone number must be at most 40 characters",
      notes: "Notes must be at most 2000 characters",
    });
  });

  it("shows the duplicate message under the email only when asked", () => {
    const duplicate = new HttpError(
      409,
      JSON.stringify({ message: "This email is already registered on the waiting list.", code: "duplicate_email" }),
      "Conflict",
    );
    expect(fieldErrorsFromServer(duplicate)).toEqual({});
    expect(fieldErrorsFromServer(duplicate, { duplicateOnEmail: true })).toEqual({
      email: "This email is already registered on the waiting list.",
    });
  });

  it("finds nothing in a body that is not our error shape", () => {
    expect(fieldErrorsFromServer(new HttpError(502, "<html>Bad gateway</html>", "Bad Gateway"))).toEqual({});
    expect(fieldErrorsFromServer(new TypeError("Failed to fetch"))).toEqual({});
  });
});
