import { Hono } from "hono";
import { teamAnalyticsRead } from "../queries/broker-analytics";
import type { AppEnv } from "../../http/context";
import { readAsSignedIn } from "../../http/middleware/signed-in-read";

/** `GET /api/analytics/broker`: the signed-in broker's team analytics (spec §3 'Broker analytics response'). */
export const brokerAnalyticsRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json((await readAsSignedIn(c, (me) => teamAnalyticsRead(c.var.db, me.id, new Date()))).data, 200),
);
