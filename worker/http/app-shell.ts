import type { Context } from "hono";
import type { AppEnv } from "./context";

/** The prerendered shell of a parametrised client route, answered 200 (the route exists; its data is the app's). */
export async function serveAppShell(c: Context<AppEnv>, shellPath: string): Promise<Response> {
  const shell = await c.env.ASSETS.fetch(new URL(shellPath, c.req.url));
  if (!shell.ok) return shell;
  return new Response(shell.body, { status: 200, headers: shell.headers });
}
