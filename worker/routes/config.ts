import { Hono } from "hono";
import type { AppEnv } from "../lib/context";
import { isSimulatorEnabled } from "../voice/provider-config";

/** Public settings the SPA needs at run time: the demo shows its practice-line simulator only when it exists. */
export const configRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ voiceSimulator: isSimulatorEnabled(c.env) }, 200, { "Cache-Control": "no-store" }),
);
