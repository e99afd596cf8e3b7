/** Sign-in contracts shared by the Worker and the SPA (spec §3 User, §7 auth calls). */
import { z } from "zod";
import { ROLES, type Role, type YesNo } from "./enums";
import { paths } from "./app-paths";

/** The signed-in user as `GET /api/auth/user` and `POST /api/dev/login` return it. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  /** An agent their broker named a trainer: they write the team's scenarios (spec §3 isTrainer). */
  isTrainer: YesNo;
}

// Marked pure so bundlers drop zod from the SPA's first load: the SPA imports this module for the hint cookie.
export const devLoginSchema = /* @__PURE__ */ z.object({
  role: /* @__PURE__ */ z.enum(ROLES, { error: "role must be 'agent' or 'broker'" }),
  /** A brand-new agent on no team instead of the seeded account: how a new person's first sign-in is tried locally. */
  newUser: /* @__PURE__ */ z.boolean({ error: "newUser must be true or false" }).optional(),
});
export const NEW_USER_IS_AN_AGENT_MESSAGE = "A new user starts as an agent; they become a broker by starting a team.";
export type DevLoginInput = z.infer<typeof devLoginSchema>;

export { SIGNED_IN_HINT_COOKIE } from "./signed-in-hint";

/** Where each role lands after signing in. */
export const DASHBOARD_PATH: Record<Role, string> = {
  broker: paths.brokerDashboard,
  agent: paths.agentDashboard,
};
