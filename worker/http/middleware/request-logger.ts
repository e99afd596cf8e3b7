import { createMiddleware } from "hono/factory";
import { redactUrlForLog } from "../../../domain/log-redaction";

/**
 * One line in and one out per request, as Hono's logger prints them (`<-- GET /path`, `--> GET /path 200 12ms`),
 * with the path and query redacted (domain/log-redaction.ts): no sign-in code, invitation or phone number in logs.
 */
export function requestLogger() {
  return createMiddleware(async (c, next) => {
    const url = new URL(c.req.url);
    const target = redactUrlForLog(`${url.pathname}${url.search}`);
    const started = Date.now();
    console.log(`<-- ${c.req.method} ${target}`);
    await next();
    console.log(`--> ${c.req.method} ${target} ${c.res.status} ${Date.now() - started}ms`);
  });
}
