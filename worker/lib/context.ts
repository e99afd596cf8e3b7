import type { Database } from "../../db/client";
import type { User } from "../../db/schema";
import type { VoiceNetwork } from "../voice/provider-config";

export interface AppVariables {
  db: Database;
  requestId: string;
  /** The signed-in user, set by the session loader; routes behind `requireAuth()` see it as always present. */
  user?: User;
  sessionId?: string;
  /** How this request reaches the voice provider and Twilio (the entry decides: internet, or a local simulator). */
  voice: VoiceNetwork;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
