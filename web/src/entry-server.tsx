/** @file Build-time renderer: scripts/prerender.ts turns each public page into static HTML with it. */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from "react-router";
import { Providers } from "@/app/providers";
import { routes, type ScreenHandle } from "@/app/routes";
import { SITE_ORIGIN } from "@/config/site";
import { LoadingScreen } from "@/components/ui/loading-screen";

export { renderHeadTags } from "@/features/seo/head-tags";
export { metaForPath, NOT_FOUND_PAGE, PUBLIC_PAGES } from "@/features/seo/page-meta";
export { SITE_ORIGIN };

/** The markup of one page, exactly as the browser's first render (main.tsx) produces it. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, SITE_ORIGIN)));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}

/**
 * What an app shell shows until its screen renders (the screen's own first state while it asks who is signed in):
 * the page is not blank while its scripts download. The app's first render replaces it.
 */
export function renderAppShellPlaceholder(): string {
  return renderToString(<LoadingScreen />);
}

/** Every path of the route table without parameters: client-rendered screens get an empty shell each. */
export function staticRoutePaths(routeList: RouteObject[] = routes, parent = "/"): string[] {
  return routeList.flatMap((route) => {
    const path = route.path ? joinPath(parent, route.path) : parent;
    const own = route.path && !/[:*]/.test(route.path) ? [path] : [];
    return [...own, ...(route.children ? staticRoutePaths(route.children, path) : [])];
  });
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith("/")) return child;
  return `${parent.replace(/\/$/, "")}/${child}`;
}

/** The source module of the screen at `path` (its route's handle), or null when it names none. */
export function screenModuleOf(path: string): string | null {
  const handle = matchRoutes(routes, path)?.at(-1)?.route.handle as Partial<ScreenHandle> | undefined;
  return handle?.module ?? null;
}
