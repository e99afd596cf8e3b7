import { createMiddleware } from "hono/factory";
import { openDatabase } from "../../../lib/db/client";
import type { AppEnv } from "../context";
import { afterResponse } from "../after-response";

/** Gives each request its own pool (it connects on first query) and closes it after the response. */
export function database() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const handle = openDatabase(c.env);
    c.set("db", handle.db);
    try {
      await next();
    } finally {
      await afterResponse(
        c,
        handle.close().catch(() => {}),
      );
    }
  });
}
