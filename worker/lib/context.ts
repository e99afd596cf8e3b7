import type { Database } from "../db/client";

export interface AppVariables {
  db: Database;
  requestId: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
