import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorSummary, stackFrames } from "./error-summary";

const failedInsert = () =>
  new DrizzleQueryError("insert into waiting_list (email) values ($1)", ["lead@example.test"], Object.assign(new Error("connection refused"), { code: "08001" }));

describe("what logs may say about an error", () => {
  it("keeps a failed query's reason and code, never its SQL or parameters", () => {
    const summary = errorSummary(failedInsert());
    expect(summary).toBe("database query failed (08001): connection refused");
    expect(stackFrames(failedInsert())).not.toMatch(/lead@example\.test|insert into/);
    expect(stackFrames(failedInsert())).toMatch(/^\s+at /);
  });

  it("describes other errors as they are", () => {
    expect(errorSummary(new TypeError("x is undefined"))).toBe("TypeError: x is undefined");
    expect(stackFrames("not an error")).toBeUndefined();
  });
});
