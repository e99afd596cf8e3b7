// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useParams } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { WaitingListContext, type WaitingListControls } from "@/features/waiting-list";
import { DemoPickerPage } from "./demo-picker-page";
import { HomePage } from "./home-page";
import { IndustryPage } from "./industry-page";

/** Where the public pages lead to, as stand-ins: these tests are about the pages, not the demo flow. */
function Destination() {
  const { vertical } = useParams();
  return <h1>{vertical ? `Demo flow for ${vertical}` : "Destination"}</h1>;
}

const ROUTES = [
  { path: "/", element: <HomePage /> },
  { path: "/real-estate", element: <IndustryPage vertical="real_estate" /> },
  { path: "/insurance", element: <IndustryPage vertical="insurance" /> },
  { path: "/saas", element: <IndustryPage vertical="saas" /> },
  { path: "/demo", element: <DemoPickerPage /> },
  { path: "/demo/:vertical", element: <Destination /> },
];

async function renderPage(path: string) {
  const waitingList: WaitingListControls = { open: vi.fn() };
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  render(
    <WaitingListContext value={waitingList}>
      <RouterProvider router={router} />
    </WaitingListContext>,
  );
  await screen.findByRole("main");
  return { router, waitingList, main: () => screen.getByRole("main") };
}

describe("the home page", () => {
  it("opens the multi-vertical waiting list from 'Get Started Today' and 'Join the Waiting List'", async () => {
    const user = userEvent.setup();
    const { waitingList } = await renderPage("/");
    await user.click(screen.getByRole("button", { name: "Get Started Today" }));
    expect(waitingList.open).toHaveBeenLastCalledWith({ vertical: "homepage" });
    await user.click(screen.getByRole("button", { name: "Join the Waiting List" }));
    expect(waitingList.open).toHaveBeenLastCalledWith({ vertical: "homepage" });
    expect(waitingList.open).toHaveBeenCalledTimes(2);
  });

  it("links 'View Demo' to /demo and each vertical card to its industry page", async () => {
    const user = userEvent.setup();
    const { router, main } = await renderPage("/");
    expect(within(main()).getByRole("link", { name: "Explore real estate training" }).getAttribute("href")).toBe(
      "/real-estate",
    );
    expect(within(main()).getByRole("link", { name: "Explore insurance training" }).getAttribute("href")).toBe(
      "/insurance",
    );
    expect(within(main()).getByRole("link", { name: "Explore SaaS training" }).getAttribute("href")).toBe("/saas");
    await user.click(screen.getByRole("link", { name: "View Demo" }));
    expect(router.state.location.pathname).toBe("/demo");
    expect(screen.getByRole("heading", { name: "Try a live AI practice call" })).toBeTruthy();
  });

  it("shows the customization mock-up labelled Unlimited", async () => {
    await renderPage("/");
    const builder = screen.getByRole("figure", { name: "Custom Scenario Builder" });
    expect(within(builder).getByText("Unlimited")).toBeTruthy();
  });
});

describe.each([
  [
    "/real-estate",
    "real_estate",
    ["2,400+", "87%", "7"],
    ["FSBO and Expired Listings", "Circle Prospecting", "Objection Handling"],
  ],
  ["/insurance", "insurance", ["1,200+", "82%", "3"], ["Health and Life", "Auto and Home", "Claims and Renewals"]],
  ["/saas", "saas", ["800+", "79%", "2"], ["Product Demo Outreach", "Enterprise Sales", "Churn Reduction"]],
])("the industry page %s", (path, vertical, stats, themes) => {
  it("opens the waiting list for its vertical from 'Get Started Today'", async () => {
    const user = userEvent.setup();
    const { waitingList } = await renderPage(path);
    await user.click(screen.getByRole("button", { name: "Get Started Today" }));
    expect(waitingList.open).toHaveBeenCalledExactlyOnceWith({ vertical });
  });

  it("goes to its demo from 'Demo Now'", async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(path);
    await user.click(screen.getByRole("link", { name: "Demo Now" }));
    expect(router.state.location.pathname).toBe(`/demo/${vertical}`);
  });

  it("shows the marketing stats, the scenario themes and the analytics features", async () => {
    const { main } = await renderPage(path);
    const hero = within(main())
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(hero).toEqual(expect.arrayContaining(stats));
    for (const theme of themes)
      expect(within(main()).getAllByRole("heading", { name: theme }).length).toBeGreaterThan(0);
    for (const feature of ["Tone", "Pacing", "Objection Handling", "Conversion Technique"]) {
      expect(within(main()).getAllByRole("heading", { name: feature }).length).toBeGreaterThan(0);
    }
  });
});

describe("the /demo picker", () => {
  it("offers the three verticals, each going to its demo flow", async () => {
    const user = userEvent.setup();
    const { router } = await renderPage("/demo");
    expect(screen.getByRole("link", { name: "Start the insurance demo" }).getAttribute("href")).toBe("/demo/insurance");
    expect(screen.getByRole("link", { name: "Start the SaaS demo" }).getAttribute("href")).toBe("/demo/saas");
    await user.click(screen.getByRole("link", { name: "Start the real estate demo" }));
    expect(router.state.location.pathname).toBe("/demo/real_estate");
    expect(screen.getByRole("heading", { name: "Demo flow for real_estate" })).toBeTruthy();
  });

  it("shows the demo as free (0 USD) and ends with a way back home", async () => {
    const { main } = await renderPage("/demo");
    expect(within(main()).getByText("Free · 0 USD")).toBeTruthy();
    expect(within(main()).getByRole("link", { name: "Back to the PracticeLine home page" }).getAttribute("href")).toBe(
      "/",
    );
  });
});
