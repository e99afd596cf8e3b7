// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "@/app/routes";
import { WaitingListContext } from "@/features/waiting-list";

describe("unknown paths", () => {
  it("show the 404 page with the spec's texts inside the site's header and footer, with a way home", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/no/such/page"] });
    render(
      <WaitingListContext value={{ open: vi.fn() }}>
        <RouterProvider router={router} />
      </WaitingListContext>,
    );
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  it("do not catch known routes", () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/"] });
    render(
      <WaitingListContext value={{ open: vi.fn() }}>
        <RouterProvider router={router} />
      </WaitingListContext>,
    );
    expect(screen.getByRole("link", { name: "View Demo" })).toBeTruthy();
    expect(screen.queryByText("Page Not Found")).toBeNull();
  });
});
