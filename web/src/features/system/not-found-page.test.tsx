// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";

describe("unknown paths", () => {
  it("show the 404 page with the spec's texts", () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/no/such/page"] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
  });

  it("do not catch known routes", () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    expect(screen.queryByText("Page Not Found")).toBeNull();
  });
});
