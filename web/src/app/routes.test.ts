import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "@domain/app-paths";
import { TRAINING_VERTICALS } from "@domain/enums";
import { NOT_FOUND_ROUTE_PATH, routes } from "./routes";

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
});
