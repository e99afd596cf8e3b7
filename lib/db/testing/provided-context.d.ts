/** Values scripts/testing/worker-global-setup.ts provides to the Worker tests (`inject(...)`). */
declare module "vitest" {
  export interface ProvidedContext {
    /** The local bridge's control surface: `/stats` and `/faults` (lib/db/testing/inject-faults.ts). */
    dbBridgeUrl: string;
  }
}

export {};
