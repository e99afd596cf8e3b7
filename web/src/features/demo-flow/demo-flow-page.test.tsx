// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DemoScenarioListItem } from "@domain/demo";
import type { Vertical } from "@domain/enums";
import { routes } from "@/app/routes";
import { fakeApi, json } from "@/testing/fake-api";
import { renderWithProviders } from "@/features/waiting-list/testing/fake-waiting-list";
import { WaitingListContext } from "@/features/waiting-list";
import { scenarioRetryDelay } from "./api/get-demo-scenarios";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROMPT =
  'You are Gary Whitfield, a 61-year-old retired machinist from Mesa, Arizona. He sells his house himself.\n## Personality\nTraits: Skeptical, Guarded.\n## Common Objections & Pushback\n- "I\'m selling it myself."';
const SCENARIOS: Partial<Record<Vertical, DemoScenarioListItem[]>> = {
  real_estate: [{ id: "s-1", name: "FSBO Homeowner", difficulty: "intermediate", promptText: PROMPT }],
  insurance: [{ id: "s-2", name: "Young Family", difficulty: "beginner", promptText: "You are Ann Lee." }],
};
const scenariosOf = (vertical: Vertical) => () => json(SCENARIOS[vertical] ?? []);

/** The demo's config and each vertical's scenarios; any other call is a 404. */
function fakeDemoApi() {
  fakeApi({
    "GET /api/config": () => json({ voiceSimulator: true }),
    "GET /api/demo/scenarios?vertical=real_estate": scenariosOf("real_estate"),
    "GET /api/demo/scenarios?vertical=insurance": scenariosOf("insurance"),
    "GET /api/demo/scenarios?vertical=saas": scenariosOf("saas"),
    "GET /api/demo/scenarios?vertical=homepage": scenariosOf("homepage"),
  });
}

async function renderFlow(path: string) {
  fakeDemoApi();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(
    <WaitingListContext value={{ open: vi.fn() }}>
      <RouterProvider router={router} />
    </WaitingListContext>,
  );
  await screen.findByRole("heading", { name: "Choose Your Training Scenario" });
  return router;
}

describe("the demo flow, step 1", () => {
  it("shows the parsed lead once a scenario is chosen, and only then lets the trainee continue", async () => {
    const user = userEvent.setup();
    await renderFlow("/demo/real_estate");
    const continueButton = screen.getByRole("button", { name: "Continue to Live Training" });
    expect(continueButton).toHaveProperty("disabled", true);
    await waitFor(() => expect(screen.getByRole("option", { name: "FSBO Homeowner (intermediate)" })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText("Scenario"), "s-1");
    const profile = screen.getByRole("region", { name: "Lead profile" });
    expect(within(profile).getByText("Gary Whitfield")).toBeTruthy();
    expect(within(profile).getByText("61 years old · Retired machinist · Mesa, Arizona")).toBeTruthy();
    expect(within(profile).getByText("Skeptical")).toBeTruthy();
    expect(within(profile).getByText("General skepticism")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue to Live Training" })).toHaveProperty("disabled", false);

    await user.click(screen.getByRole("button", { name: "Continue to Live Training" }));
    expect(screen.getByRole("heading", { name: "Live Training Session" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start Live Training" })).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Demo progress" })).getByText("Step 1: Choose Scenario (completed)"),
    ).toBeTruthy();
  });

  it("forgets the chosen scenario when the vertical changes", async () => {
    const user = userEvent.setup();
    const router = await renderFlow("/demo/real_estate");
    await waitFor(() => expect(screen.getByRole("option", { name: "FSBO Homeowner (intermediate)" })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText("Scenario"), "s-1");
    await act(() => router.navigate("/demo/insurance"));
    await waitFor(() => expect(screen.getByRole("option", { name: "Young Family (beginner)" })).toBeTruthy());
    expect((screen.getByLabelText("Scenario") as HTMLSelectElement).value).toBe("");
    expect(screen.queryByRole("region", { name: "Lead profile" })).toBeNull();
    expect(screen.getByRole("button", { name: "Continue to Live Training" })).toHaveProperty("disabled", true);
  });
});

describe("scenarioRetryDelay", () => {
  it("backs off exponentially from 1 s, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(scenarioRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
