import { Hono } from "hono";
import { openScoreFlagsRead } from "../queries/score-reviews";
import type { AppEnv } from "../../http/context";
import { readAsSignedIn } from "../../http/middleware/signed-in-read";
import { openFlagView } from "../score-review-views";

/** `GET /api/broker/score-flags`: the moments the broker's agents flagged as misjudged, still open, oldest first. */
export const scoreFlagRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { data: flags } = await readAsSignedIn(c, (me) => openScoreFlagsRead(c.var.db, me.id));
  return c.json(flags.map(openFlagView), 200, { "Cache-Control": "no-store" });
});
