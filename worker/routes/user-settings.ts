import { Hono } from "hono";
import { userSettingsInputSchema } from "../../domain/settings-contract";
import { findUserSettings, saveUserSettings } from "../db/queries/user-settings";
import type { AppEnv } from "../lib/context";
import { validate } from "../lib/validate";
import { requireAuth } from "../middleware/auth";

/** `/api/user/settings`: the signed-in user's own settings, whatever their role. */
export const userSettingsRoutes = new Hono<AppEnv>()
  .use(requireAuth())
  .get("/", async (c) => c.json(await findUserSettings(c.var.db, c.var.user.id), 200))
  .put("/", validate("json", userSettingsInputSchema), async (c) =>
    c.json(await saveUserSettings(c.var.db, c.var.user.id, c.req.valid("json")), 200),
  );
