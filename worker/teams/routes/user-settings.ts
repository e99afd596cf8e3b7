import { Hono } from "hono";
import { userSettingsInputSchema } from "../../../domain/settings-contract";
import { saveUserSettings, userSettingsRead } from "../queries/user-settings";
import type { AppEnv } from "../../http/context";
import { validate } from "../../http/validate";
import { signedInCaller } from "../../http/middleware/auth";
import { readAsSignedIn } from "../../http/middleware/signed-in-read";

/** `/api/user/settings`: the signed-in user's own settings, whatever their role. */
export const userSettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json((await readAsSignedIn(c, (me) => userSettingsRead(c.var.db, me.id))).data, 200))
  .put("/", validate("json", userSettingsInputSchema), async (c) =>
    c.json(await saveUserSettings(c.var.db, signedInCaller(c).id, c.req.valid("json")), 200),
  );
