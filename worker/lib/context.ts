import type { Database } from "../../db/client";
import type { User } from "../../db/schema";

export interface AppVariables {
  db: Database;
  requestId: string;
  /** The signed-in user, set by the session loader; routes behind `requireAuth()` see it as always present. */
  user?: User;
  sessionId?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
