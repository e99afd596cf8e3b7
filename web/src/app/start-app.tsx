/** @file Starts the SPA: hydrates a prerendered page, or renders any other path from scratch. */
import "../lib/zod-without-eval";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { preloadLazyRoutes } from "./preload-lazy-routes";
import { Providers } from "./providers";
import { routes } from "./routes";

export async function startApp(container: HTMLElement): Promise<void> {
  // The SPA fallback serves another page's HTML for paths that were not prerendered: render those afresh.
  const prerendered = container.dataset.prerenderedPath === location.pathname.replace(/(.)\/+$/, "$1");
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
