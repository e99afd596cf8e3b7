import { Hono } from "hono";
import { teamAnalyticsRead } from "../db/queries/broker-analytics";
import type { AppEnv } from "../lib/context";
import { readAsSignedIn } from "../middleware/signed-in-read";

/** `GET /api/analytics/broker`: the signed-in broker's team analytics (spec §3 'Broker analytics response'). */
export const brokerAnalyticsRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json((await readAsSignedIn(c, (me) => teamAnalyticsRead(c.var.db, me.id, new Date()))).data, 200),
);
