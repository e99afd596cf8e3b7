import { NeonDbError } from "@neondatabase/serverless";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { DatabaseConnectionError } from "./client";
import { isTransientDatabaseError } from "./transient-errors";

const failedQuery = (cause: unknown) => new DrizzleQueryError("insert into waiting_list ...", [], cause as Error);
const pgError = (code: string) => Object.assign(new Error(`postgres ${code}`), { code });

describe("isTransientDatabaseError", () => {
  it("retries a query whose connection failed", () => {
    expect(isTransientDatabaseError(failedQuery(new Error("Connection terminated due to connection timeout")))).toBe(
      true,
    );
    expect(isTransientDatabaseError(failedQuery(Object.assign(new Error("refused"), { code: "ECONNREFUSED" })))).toBe(
      true,
    );
  });

  it("retries a connection the pool could not give, whatever the reason", () => {
    expect(
      isTransientDatabaseError(new DatabaseConnectionError(new Error("timeout exceeded when trying to connect"))),
    ).toBe(true);
    expect(isTransientDatabaseError(new DatabaseConnectionError(pgError("28P01")))).toBe(true);
    expect(isTransientDatabaseError(new DatabaseConnectionError(new Event("error")))).toBe(true);
  });

  it("retries passing refusals: connection errors, sign-in refused, too many clients, shutdown, serialization, deadlock", () => {
    for (const code of ["08006", "08001", "28P01", "28000", "53300", "57P01", "57P02", "57P03", "40001", "40P01"]) {
      expect(isTransientDatabaseError(failedQuery(pgError(code)))).toBe(true);
    }
  });

  it("never retries a final error", () => {
    for (const code of ["23505", "23502", "22P02", "42P01", "42601"]) {
      expect(isTransientDatabaseError(failedQuery(pgError(code)))).toBe(false);
    }
  });

  it("judges a batch sent over HTTP by the driver's own error, which Drizzle passes on unwrapped", () => {
    const neonError = (message: string, code?: string) => Object.assign(new NeonDbError(message), { code });
    expect(isTransientDatabaseError(neonError("Error connecting to database: TypeError: fetch failed"))).toBe(true);
    expect(
      isTransientDatabaseError(
        neonError('Server error (HTTP status 500): {"message":"Couldn\'t connect to compute node"}'),
      ),
    ).toBe(true);
    expect(isTransientDatabaseError(neonError("connection closed", ""))).toBe(true);
    expect(isTransientDatabaseError(neonError("terminating connection due to administrator command", "57P01"))).toBe(
      true,
    );
    expect(isTransientDatabaseError(neonError("duplicate key value violates unique constraint", "23505"))).toBe(false);
  });

  it("only judges database query failures", () => {
    expect(isTransientDatabaseError(new Error("Connection terminated"))).toBe(false);
    expect(isTransientDatabaseError(new TypeError("x is undefined"))).toBe(false);
  });
});
