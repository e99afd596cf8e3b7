import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "@domain/app-paths";
import { TRAINING_VERTICALS } from "@domain/enums";
import type { RouteObject } from "react-router";
import { NOT_FOUND_ROUTE_PATH, routes, type ScreenHandle } from "./routes";

/** The route a path lands on; the catch-all means the 404 page. */
const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe("routes", () => {
  it("has a page for every path of domain/app-paths.ts, so a link or redirect built from it never lands on the 404", () => {
    const pages = [
      ...Object.values(paths).filter((path) => typeof path === "string"),
      ...TRAINING_VERTICALS.flatMap((vertical) => [paths.industry(vertical), paths.demoFlow(vertical)]),
      paths.joinTeam("some-code"),
    ];
    for (const page of pages) expect(routeOf(page), page).not.toBe(NOT_FOUND_ROUTE_PATH);
    expect(routeOf("/no/such/page")).toBe(NOT_FOUND_ROUTE_PATH);
  });

  it("names, in each lazy screen's handle, the module that screen loads (its app shell preloads that module's chunks)", () => {
    const screens = routes[0]!.children!.filter(
      (route: RouteObject) => (route.handle as Partial<ScreenHandle>)?.module,
    );
    expect(screens.length).toBeGreaterThan(5);
    for (const route of screens) {
      // The test runner resolves the import's alias to the module's path under the repo.
      expect(String(route.lazy), route.path).toContain(`/web/${(route.handle as ScreenHandle).module}"`);
    }
  });
});
