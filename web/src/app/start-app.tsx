/** @file Starts the SPA: hydrates a prerendered page, or renders any other path from scratch. */
import "@/lib/zod-without-eval";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { adoptEarlyRequests } from "@/lib/early-requests";
import type { EarlyRequests } from "@/lib/early-request-start";
import { preloadLazyRoutes } from "./preload-lazy-routes";
import { Providers } from "./providers";
import { NOT_FOUND_ROUTE_PATH, routes } from "./routes";

/** `early`: the requests the entry script started for this screen (their answers go to the screen's first asks). */
export async function startApp(container: HTMLElement, early: EarlyRequests | null = null): Promise<void> {
  adoptEarlyRequests(early);
  // Unknown paths get the prerendered 404 page, which is the same at every path the catch-all route answers;
  // any other page's HTML served for a path it was not rendered for is rendered afresh.
  const prerenderedPath = container.dataset.prerenderedPath;
  const prerendered =
    prerenderedPath === location.pathname.replace(/(.)\/+$/, "$1") ||
    (prerenderedPath === NOT_FOUND_ROUTE_PATH &&
      matchRoutes(routes, location.pathname)?.at(-1)?.route.path === NOT_FOUND_ROUTE_PATH);
  await preloadLazyRoutes(routes, location.pathname);
  // Each start-up step in its own task, so none of them blocks input for long on a slow phone.
  await yieldToBrowser();
  const router = createBrowserRouter(routes);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
