// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { WaitingListContext, type WaitingListControls } from "@/features/waiting-list";
import { SiteHeader } from "./site-header";

function renderHeaderAt(path: string) {
  const waitingList: WaitingListControls = { open: vi.fn() };
  const page = { element: <SiteHeader /> };
  const router = createMemoryRouter(
    ["/", "/real-estate", "/insurance", "/saas", "/demo", "/demo/:vertical"].map((routePath) => ({
      path: routePath,
      ...page,
    })),
    { initialEntries: [path] },
  );
  render(
    <WaitingListContext value={waitingList}>
      <RouterProvider router={router} />
    </WaitingListContext>,
  );
  return { router, waitingList, mainNav: () => screen.getByRole("navigation", { name: "Main" }) };
}

describe("the shared header", () => {
  it("links the logo home and shows the three training links, without Home on the home page", () => {
    const { mainNav } = renderHeaderAt("/");
    expect(screen.getByRole("link", { name: "PracticeLine" }).getAttribute("href")).toBe("/");
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Real Estate Training", "/real-estate"],
      ["Insurance Training", "/insurance"],
      ["SaaS Training", "/saas"],
    ]);
  });

  it("shows Home on every other page", () => {
    const { mainNav } = renderHeaderAt("/demo");
    expect(within(mainNav()).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
  });

  it.each([
    ["/real-estate", "Real Estate Training", "text-real-estate"],
    ["/insurance", "Insurance Training", "text-insurance"],
    ["/saas", "SaaS Training", "text-saas"],
  ])("highlights the current page %s in its colour", (path, label, colourClass) => {
    const { mainNav } = renderHeaderAt(path);
    const current = within(mainNav()).getByRole("link", { name: label });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.className).toContain(colourClass);
    const others = within(mainNav())
      .getAllByRole("link")
      .filter((link) => link !== current);
    for (const link of others) {
      expect(link.getAttribute("aria-current")).toBeNull();
      expect(link.className).not.toMatch(/text-(real-estate|insurance|saas)/);
    }
  });

  it("opens the small-screen menu with the toggle and closes it after a choice", async () => {
    const user = userEvent.setup();
    const { router } = renderHeaderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    await user.click(within(menu).getByRole("link", { name: "Insurance Training" }));

    expect(router.state.location.pathname).toBe("/insurance");
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
  });

  it("closes the menu when the current page is chosen again, and on Escape", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/saas");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.click(
      within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", { name: "SaaS Training" }),
    );
    expect(toggle.getAttribute("aria-expanded")).toBe("false");

    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it.each([
    ["/", "homepage"],
    ["/demo", "homepage"],
    ["/demo/saas", "saas"],
  ])("opens the waiting list from 'Join Waiting List' on %s for the %s vertical", async (path, vertical) => {
    const user = userEvent.setup();
    const { waitingList } = renderHeaderAt(path);
    await user.click(screen.getByRole("button", { name: "Join Waiting List" }));
    expect(waitingList.open).toHaveBeenCalledExactlyOnceWith({ vertical });
  });

  it.each([
    ["/real-estate", "real_estate"],
    ["/insurance", "insurance"],
    ["/saas", "saas"],
  ])(
    "on the industry page %s, 'Join Waiting List' leads to the waiting-list screen for %s (spec §2)",
    (path, vertical) => {
      const { waitingList } = renderHeaderAt(path);
      for (const link of screen.getAllByRole("link", { name: "Join Waiting List", hidden: true })) {
        expect(link.getAttribute("href")).toBe(`/waiting-list?vertical=${vertical}`);
      }
      expect(screen.queryByRole("button", { name: "Join Waiting List" })).toBeNull();
      expect(waitingList.open).not.toHaveBeenCalled();
    },
  );

  it("closes the menu when 'Join Waiting List' is chosen in it", async () => {
    const user = userEvent.setup();
    const { waitingList } = renderHeaderAt("/demo/insurance");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    await user.click(within(menu).getByRole("button", { name: "Join Waiting List" }));
    expect(waitingList.open).toHaveBeenCalledExactlyOnceWith({ vertical: "insurance" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
