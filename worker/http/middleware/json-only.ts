import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A state-changing request that carries a body must say it is JSON (forms and text/plain are refused). */
export function jsonOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method) && hasBody(c.req.raw)) {
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== "application/json") {
        throw new ApiError(415, "Content-Type must be application/json");
      }
    }
    await next();
  });
}

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return request.headers.has("transfer-encoding") || request.body !== null;
}
