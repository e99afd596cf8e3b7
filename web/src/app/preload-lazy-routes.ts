import { matchRoutes, type RouteObject } from "react-router";

/**
 * Resolves the lazy route modules the current URL needs before the router starts. Hydrating a prerendered
 * page needs its component at once: a route still loading would render nothing and mismatch the HTML.
 */
export async function preloadLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}
