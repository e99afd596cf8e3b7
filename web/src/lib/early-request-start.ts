/**
 * @file GET requests a screen makes first, started by the entry script (main.tsx) while the app's code downloads,
 * and handed to the app when it starts (lib/early-requests.ts). Imports nothing: the entry stays this small.
 */

export type EarlyRequests = Map<string, { at: number; response: Promise<Response> }>;

/** Starts a credentialed GET of each same-origin path. */
export function startEarlyRequests(paths: readonly string[], now = Date.now()): EarlyRequests {
  const started: EarlyRequests = new Map();
  for (const path of paths) {
    const response = fetch(path, { credentials: "include" });
    // Nobody may take it (the screen changed its mind): its failure is not an unhandled rejection.
    response.catch(() => undefined);
    started.set(path, { at: now, response });
  }
  return started;
}
