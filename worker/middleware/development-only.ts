import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";

/** Development conveniences do not exist elsewhere: the same JSON 404 as an unknown path. */
export function developmentOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.env.ENVIRONMENT !== "development") throw new ApiError(404, "Not found");
    await next();
  });
}
