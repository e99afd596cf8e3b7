import type { Database } from "../../lib/db/client";
import type { Role } from "../../domain/enums";
import type { User } from "../../lib/db/schema";
import type { VoiceNetwork } from "../../lib/voice/provider-config";

export interface AppVariables {
  db: Database;
  requestId: string;
  /** The signed-in user, once the session was checked; routes the guard checked eagerly see it as always present (SignedInAppEnv). */
  user?: User;
  /** The session the signed cookie names: set by the session loader, not yet checked against the database. */
  sessionId?: string;
  /** The session was looked up in this request (`user` is its user, or unset when it is gone). */
  sessionChecked?: boolean;
  /** The role a folded read requires ("any": any signed-in user), set by the guard (authorize.ts) from the route's policy. */
  readRole?: Role | "any";
  /** How this request reaches the voice provider and Twilio (the entry decides: internet, or a local simulator). */
  voice: VoiceNetwork;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
