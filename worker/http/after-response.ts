import type { Context } from "hono";

/**
 * Runs `work` once the response is on its way (`waitUntil`), so the caller does not wait for it. Where the runtime
 * gives no execution context (the app called directly, as some tests do), it runs before the response instead.
 */
export async function afterResponse(c: Context, work: Promise<unknown>): Promise<void> {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    await work;
  }
}
