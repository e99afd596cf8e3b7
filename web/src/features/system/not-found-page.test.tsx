// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../../app/routes";
import { WaitingListContext } from "../waiting-list/waiting-list-context";

describe("unknown paths", () => {
  it("show the 404 page with the spec's texts", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/no/such/page"] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
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
