import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../lib/context";
import { ApiError, errorBody } from "../lib/errors";

/** Renders every thrown error as `{ message, issues? }`; internals never leave the Worker. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.message, err.issues), err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const message = err.status === 400 && /json/i.test(err.message) ? "Malformed JSON in request body" : err.message;
    return c.json(errorBody(message || "Request failed"), err.status);
  }
  console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), error: String(err), stack: (err as Error)?.stack }));
  return c.json(errorBody("Internal Server Error"), 500);
};
