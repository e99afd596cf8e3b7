import { describe, expect, it } from "vitest";
import { readErrorBody } from "./api-errors";

describe("readErrorBody", () => {
  it("reads our error body back: the message, the code and the well-formed issues", () => {
    const body = JSON.stringify({
      message: "Invalid input",
      code: "validation_failed",
      issues: [{ path: "email", message: "Enter an email" }, { path: 3 }, "x"],
    });
    expect(readErrorBody(body)).toEqual({
      message: "Invalid input",
      code: "validation_failed",
      issues: [{ path: "email", message: "Enter an email" }],
    });
  });

  it("reads no code that is not one of ours", () => {
    expect(readErrorBody(JSON.stringify({ message: "Nope", code: "teapot" })).code).toBeUndefined();
    expect(readErrorBody(JSON.stringify({ message: "Nope", code: 409 })).code).toBeUndefined();
  });

  it("finds nothing of ours in another body", () => {
    expect(readErrorBody("<html>Bad gateway</html>")).toEqual({});
    expect(readErrorBody("null")).toEqual({});
    expect(readErrorBody('{"message":42}')).toEqual({ message: undefined, code: undefined, issues: undefined });
  });
});
