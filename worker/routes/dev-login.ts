import { Hono } from "hono";
import { devLoginSchema } from "../../domain/auth";
import { DEV_AGENT_EMAIL, DEV_BROKER_EMAIL } from "../../domain/dev-accounts";
import { ROLES } from "../../domain/enums";
import { startSession } from "../auth/sign-in";
import { findUserByEmail, toAuthUser } from "../auth/user-accounts";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { developmentOnly } from "../middleware/development-only";

const DEV_ACCOUNT_EMAIL = { broker: DEV_BROKER_EMAIL, agent: DEV_AGENT_EMAIL } as const;

/** `/api/dev/login`: sign in as a seeded account, only when ENVIRONMENT=development (404 elsewhere). */
export const devLoginRoutes = new Hono<AppEnv>()
  .get("/login", developmentOnly(), (c) => c.json({ available: true, roles: ROLES }, 200))
  .post("/login", developmentOnly(), validate("json", devLoginSchema), async (c) => {
    const { role } = c.req.valid("json");
    const user = await findUserByEmail(c.var.db, DEV_ACCOUNT_EMAIL[role]);
    if (!user) throw new ApiError(503, "The development accounts are missing. Run `npm run db:seed`.");
    await startSession(c, user.id);
    return c.json(toAuthUser(user), 200);
  });
