/**
 * @file The API's types: the web app's one import from worker/ (`import type`, so nothing of the Worker reaches a
 * browser bundle). The web builds its typed client (`hc<AppType>`, web/src/lib/api.ts) from them.
 */
import type { simulatorRoutes } from "./simulator/routes";

export type { AppType } from "./app";

/** The local voice simulator's own routes (development only), mounted under SIMULATOR_PATH. */
export type SimulatorType = typeof simulatorRoutes;
