import { paths, routePatterns } from "./app-paths";

/**
 * Client routes with a path parameter have no HTML file per path, and the deployed site answers 404 for a path
 * without one. The Worker runs first for these (wrangler.toml `run_worker_first`) and serves their shell, built
 * by scripts/prerender.ts at `shellPath(route)`, with status 200.
 */
export const PARAMETRISED_ROUTES = [routePatterns.joinTeam] as const;

/** Where the shell of a parametrised route is written: each parameter becomes `_` (e.g. /join/_). */
export function shellPath(route: string): string {
  return route.replace(/:[^/]+/g, "_");
}

/** The `run_worker_first` pattern that sends a parametrised route's paths to the Worker (e.g. /join/*). */
export function workerFirstPattern(route: string): string {
  return `${route.slice(0, route.indexOf("/:"))}/*`;
}

/**
 * /demo/{vertical}: the trained verticals and the multi-vertical demo have pages of their own; any other value is
 * multi-vertical (spec §1), so the Worker (first for these paths too) answers it with the multi-vertical demo's page.
 */
export const DEMO_FLOW_FALLBACK = { route: routePatterns.demoFlow, page: paths.multiVerticalDemo } as const;
