import { describe, expect, it } from "vitest";
import { readErrorBody } from "./api-errors";

describe("readErrorBody", () => {
  it("reads our error body back: the message and the well-formed issues", () => {
    const body = JSON.stringify({ message: "Invalid input", issues: [{ path: "email", message: "Enter an email" }, { path: 3 }, "x"] });
    expect(readErrorBody(body)).toEqual({ message: "Invalid input", issues: [{ path: "email", message: "Enter an email" }] });
  });

  it("finds nothing of ours in another body", () => {
    expect(readErrorBody("<html>Bad gateway</html>")).toEqual({});
    expect(readErrorBody("null")).toEqual({});
    expect(readErrorBody('{"message":42}')).toEqual({ message: undefined, issues: undefined });
  });
});
