import { NeonDbError } from "@neondatabase/serverless";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { DatabaseConnectionError } from "./client";

const SQLSTATE = /^[0-9A-Z]{5}$/;
/**
 * Connection exception (08), and invalid authorization (28): a sign-in refused, as happens while a restarted
 * server or its proxy is not ready for its roles yet. Only a connection attempt meets these.
 */
const TRANSIENT_SQLSTATE_CLASSES = ["08", "28"];
/** Too many connections, server shutting down or restarting, serialization failure, deadlock. */
const TRANSIENT_SQLSTATES = new Set(["53300", "57P01", "57P02", "57P03", "40001", "40P01"]);

/**
 * True when running the same request again may succeed: the database could not be reached (refused, dropped,
 * timed out, pool full) or Postgres refused for a passing reason. Constraint and syntax errors are final.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  if (error instanceof DatabaseConnectionError) return true;
  const failure = databaseFailure(error);
  if (!failure) return false;
  const code = (failure as { code?: unknown }).code;
  // A statement that failed without an answer from Postgres lost its connection (or never had one); over HTTP, the
  // proxy could not reach Postgres (its 500 carries no code the driver reads) or lost the connection (code "").
  if (typeof code !== "string" || !SQLSTATE.test(code)) return true;
  return TRANSIENT_SQLSTATE_CLASSES.some((prefix) => code.startsWith(prefix)) || TRANSIENT_SQLSTATES.has(code);
}

/**
 * What the driver said about a failed database call: the cause of a failed Drizzle query, or the driver's own error
 * for a batch over HTTP, which Drizzle passes on unwrapped.
 */
export function databaseFailure(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) return error.cause ?? {};
  if (error instanceof NeonDbError) return error;
  return null;
}
