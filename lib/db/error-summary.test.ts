import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorSummary, stackFrames } from "./error-summary";

const failedInsert = () =>
  new DrizzleQueryError(
    "insert into waiting_list (email) values ($1)",
    ["lead@example.test"],
    Object.assign(new Error("connection refused"), { code: "08001" }),
  );

describe("what logs may say about an error", () => {
  it("keeps a failed query's reason and code, never its SQL or parameters", () => {
    const summary = errorSummary(failedInsert());
    expect(summary).toBe("database query failed (08001): connection refused");
    expect(stackFrames(failedInsert())).not.toMatch(/lead@example\.test|insert into/);
    expect(stackFrames(failedInsert())).toMatch(/^\s+at /);
  });

  it("never carries a caller's number, when the database is down or a value is named in the reason (security review, finding 6)", () => {
    const claimCheck = new DrizzleQueryError(
      "select conversation_id from demo_caller_claims where caller_number = $1",
      ["+15125550147"],
      Object.assign(new Error("connection to +15125550147's claim failed"), { code: "08006" }),
    );
    expect(errorSummary(claimCheck)).toBe("database query failed (08006): connection to [phone number]'s claim failed");
    const duplicate = Object.assign(
      new Error("duplicate key value violates unique constraint: Key (caller_number)=(+442079460958) already exists."),
      { code: "23505" },
    );
    expect(errorSummary(duplicate)).not.toContain("+442079460958");
    expect(errorSummary(new Error("Failed query: select 1\nparams: +15125550147"))).toBe(
      "Error: Failed query: select 1\nparams: [phone number]",
    );
  });

  it("describes other errors as they are", () => {
    expect(errorSummary(new TypeError("x is undefined"))).toBe("TypeError: x is undefined");
    expect(stackFrames("not an error")).toBeUndefined();
  });
});
