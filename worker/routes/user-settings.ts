import { Hono } from "hono";
import { userSettingsInputSchema } from "../../domain/settings-contract";
import { saveUserSettings, userSettingsRead } from "../db/queries/user-settings";
import type { AppEnv } from "../lib/context";
import { validate } from "../lib/validate";
import { requireAuth } from "../middleware/auth";
import { readAsSignedIn, signedInRead } from "../middleware/signed-in-read";

/** `/api/user/settings`: the signed-in user's own settings, whatever their role. */
export const userSettingsRoutes = new Hono<AppEnv>()
  // Before the guard: reading checks the session in its own round trip.
  .get("/", signedInRead(null), async (c) => c.json((await readAsSignedIn(c, (me) => userSettingsRead(c.var.db, me.id))).data, 200))
  .use(requireAuth())
  .put("/", validate("json", userSettingsInputSchema), async (c) =>
    c.json(await saveUserSettings(c.var.db, c.var.user.id, c.req.valid("json")), 200),
  );
