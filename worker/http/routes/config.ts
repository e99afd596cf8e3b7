import { Hono } from "hono";
import type { AppEnv } from "../context";

/** Public settings the SPA needs at run time: the demo shows its practice-line simulator only when it exists. */
export const configRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ voiceSimulator: c.var.voice.simulated }, 200, { "Cache-Control": "no-store" }),
);
