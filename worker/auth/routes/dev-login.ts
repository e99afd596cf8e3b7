import { Hono } from "hono";
import { devLoginSchema, NEW_USER_IS_AN_AGENT_MESSAGE } from "../../../domain/auth";
import { DEV_AGENT_EMAIL, DEV_BROKER_EMAIL, DEV_NEW_USER_DOMAIN } from "../../../domain/dev-accounts";
import { ROLES } from "../../../domain/enums";
import { users, type User } from "../../../lib/db/schema";
import type { Database } from "../../../lib/db/client";
import { startSession } from "../sign-in";
import { findUserByEmail, toAuthUser } from "../user-accounts";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";

const DEV_ACCOUNT_EMAIL = { broker: DEV_BROKER_EMAIL, agent: DEV_AGENT_EMAIL } as const;

/**
 * `/api/dev/login`: sign in as a seeded account, or as a brand-new user (`newUser`), only when
 * ENVIRONMENT=development (404 elsewhere).
 */
export const devLoginRoutes = new Hono<AppEnv>()
  .get("/login", (c) => c.json({ available: true, roles: ROLES }, 200))
  .post("/login", validate("json", devLoginSchema), async (c) => {
    const { role, newUser } = c.req.valid("json");
    if (newUser && role !== "agent")
      throw new ApiError(400, "Invalid input", {
        issues: [{ path: "newUser", message: NEW_USER_IS_AN_AGENT_MESSAGE }],
      });
    const user = newUser ? await createNewUser(c.var.db) : await findUserByEmail(c.var.db, DEV_ACCOUNT_EMAIL[role]);
    if (!user) throw new ApiError(503, "The development accounts are missing. Run `npm run db:seed`.");
    await startSession(c, user.id);
    return c.json(toAuthUser(user), 200);
  });

/** Someone signing in for the first time: an agent on no team, as a first OIDC sign-in makes them. */
async function createNewUser(db: Database): Promise<User | undefined> {
  const tag = crypto.randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({ email: `new-${tag}@${DEV_NEW_USER_DOMAIN}`, firstName: "New", lastName: `User ${tag.slice(0, 4)}` })
    .returning();
  return user;
}
