import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { isTransientDatabaseError } from "../../../lib/db/transient-errors";
import type { AppEnv } from "../context";
import { errorSummary, stackFrames } from "../../../lib/db/error-summary";
import { ApiError, codeOfStatus, errorBody } from "../errors";

export const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";
/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Renders every thrown error as `{ message, code, issues? }`; internals never leave the Worker. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message, err.issues), err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    if (err.status === 400 && /json/i.test(err.message))
      return c.json(errorBody("malformed_request", "Malformed JSON in request body"), 400);
    return c.json(errorBody(codeOfStatus(err.status), err.message || "Request failed"), err.status);
  }
  // An outage is not a bug: the same request will work once Postgres is back, so say when to come back.
  if (isTransientDatabaseError(err)) {
    console.warn(
      JSON.stringify({
        level: "warn",
        event: "database-unavailable",
        requestId: c.get("requestId"),
        error: errorSummary(err),
      }),
    );
    return c.json(errorBody("unavailable", DATABASE_UNAVAILABLE_MESSAGE), 503, {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  console.error(
    JSON.stringify({
      level: "error",
      requestId: c.get("requestId"),
      error: errorSummary(err),
      stack: stackFrames(err),
    }),
  );
  return c.json(errorBody("internal_error", "Internal Server Error"), 500);
};
