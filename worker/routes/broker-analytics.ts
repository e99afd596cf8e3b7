import { Hono } from "hono";
import { teamAnalytics } from "../db/queries/broker-analytics";
import type { AppEnv } from "../lib/context";
import { requireRole } from "../middleware/auth";

/** `GET /api/analytics/broker`: the signed-in broker's team analytics (spec §3 'Broker analytics response'). */
export const brokerAnalyticsRoutes = new Hono<AppEnv>().get("/", requireRole("broker"), async (c) =>
  c.json(await teamAnalytics(c.var.db, c.var.user.id, new Date()), 200),
);
