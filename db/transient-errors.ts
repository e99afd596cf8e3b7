import { DrizzleQueryError } from "drizzle-orm/errors";

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Too many connections, server shutting down or restarting, serialization failure, deadlock. */
const TRANSIENT_SQLSTATES = new Set(["53300", "57P01", "57P02", "57P03", "40001", "40P01"]);

/**
 * True when running the same statement again may succeed: the connection failed (timeout, reset, refused)
 * or Postgres refused for a passing reason. Constraint and syntax errors are final.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  if (!(error instanceof DrizzleQueryError)) return false;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string" || !SQLSTATE.test(code)) return true;
  return code.startsWith("08") || TRANSIENT_SQLSTATES.has(code);
}
