// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PUBLIC_PAGES, renderPage } from "@/entry-server";
import { preloadLazyRoutes } from "./preload-lazy-routes";
import { Providers } from "./providers";
import { routes } from "./routes";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("prerendered public pages", () => {
  it.each(PUBLIC_PAGES.map((page) => page.path))(
    "%s hydrates over its static HTML without a mismatch",
    async (path) => {
      const html = await renderPage(path);
      expect(html).toContain("<main");
      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.append(container);
      const prerenderedMain = container.querySelector("main");

      const consoleError = vi.spyOn(console, "error");
      const recoverableErrors: unknown[] = [];
      await preloadLazyRoutes(routes, path);
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <Providers>
              <RouterProvider router={router} />
            </Providers>
          </StrictMode>,
          { onRecoverableError: (error) => recoverableErrors.push(error) },
        );
      });

      expect(recoverableErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // Hydration adopted the server's nodes instead of replacing them.
      expect(container.querySelector("main")).toBe(prerenderedMain);
    },
  );
});
