import { Hono } from "hono";
import { userSettingsInputSchema } from "../../domain/settings-contract";
import { saveUserSettings, userSettingsRead } from "../db/queries/user-settings";
import type { AppEnv } from "../lib/context";
import { validate } from "../lib/validate";
import { signedInCaller } from "../middleware/auth";
import { readAsSignedIn } from "../middleware/signed-in-read";

/** `/api/user/settings`: the signed-in user's own settings, whatever their role. */
export const userSettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json((await readAsSignedIn(c, (me) => userSettingsRead(c.var.db, me.id))).data, 200))
  .put("/", validate("json", userSettingsInputSchema), async (c) =>
    c.json(await saveUserSettings(c.var.db, signedInCaller(c).id, c.req.valid("json")), 200),
  );
