// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "../../../../../../domain/auth";
import { SignedInUserContext } from "../../../auth/signed-in-user";
import { clearToasts, fakeApi, json, renderWithProviders } from "../../../broker-dashboard/testing";
import { CallSimulationTab } from "./call-simulation-tab";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

const AGENT: AuthUser = { id: "a1", email: "alex@x.test", firstName: "Alex", lastName: "Chen", profileImageUrl: null, role: "agent" };
const OPTIONS = {
  phoneNumbers: [{ id: "line-1", phoneNumber: "+15125550147", displayName: "Training Line 1" }],
  aiAgents: [{ id: "skeptical-homeowner", name: "Skeptical Homeowner", voiceId: "v", description: "Guarded." }],
};
const SCENARIOS = [{ id: "s1", title: "FSBO Homeowner", category: "real_estate", description: "Sells alone.", scriptIntro: "Hello?" }];

function renderTab(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    "GET /api/agent/training-options": () => json(OPTIONS),
    "GET /api/agent/scenarios": () => json(SCENARIOS),
    "GET /api/practice_sessions": () => json([]),
    ...routes,
  });
  renderWithProviders(
    <SignedInUserContext value={AGENT}>
      <CallSimulationTab />
    </SignedInUserContext>,
  );
  return api;
}

async function choose(label: string, option: string) {
  await userEvent.selectOptions(await screen.findByLabelText(label), await screen.findByRole("option", { name: option }));
}

const start = () => userEvent.click(screen.getByRole("button", { name: "Start Simulation" }));
const created = (calls: string[]) => calls.filter((call) => call.startsWith("POST /api/practice_sessions"));

describe("Start Simulation", () => {
  it("without a phone number or AI agent: 'Missing Configuration' and no request", async () => {
    const { calls } = renderTab();
    await choose("Scenario", "FSBO Homeowner · Real Estate");
    await start();
    expect(await screen.findByText("Missing Configuration")).toBeTruthy();
    expect(screen.getByText("Please select phone number and AI agent")).toBeTruthy();
    await choose("Training line", "Training Line 1 (+15125550147)");
    await start();
    expect(await screen.findByText("Please select phone number and AI agent")).toBeTruthy();
    expect(created(calls)).toEqual([]);
  });

  it("without a scenario, or with the custom prompt box ticked but empty: 'Missing Scenario'", async () => {
    const { calls } = renderTab();
    await choose("Training line", "Training Line 1 (+15125550147)");
    await choose("AI personality", "Skeptical Homeowner");
    await start();
    expect(await screen.findByText("Missing Scenario")).toBeTruthy();
    expect(screen.getByText("Please select a scenario or provide custom prompt")).toBeTruthy();
    await clearToasts();
    await userEvent.click(screen.getByLabelText("Use a custom prompt"));
    await userEvent.type(screen.getByLabelText("Custom prompt"), "   ");
    await start();
    expect(await screen.findByText("Please select a scenario or provide custom prompt")).toBeTruthy();
    expect(created(calls)).toEqual([]);
  });

  it("a refused create: 'Error' / 'Failed to create practice session'", async () => {
    const { calls } = renderTab({ "POST /api/practice_sessions": () => json({ message: "Unknown scenario" }, 400) });
    await choose("Training line", "Training Line 1 (+15125550147)");
    await choose("AI personality", "Skeptical Homeowner");
    await choose("Scenario", "FSBO Homeowner · Real Estate");
    await start();
    expect(await screen.findByText("Failed to create practice session")).toBeTruthy();
    expect(created(calls)).toEqual([`POST /api/practice_sessions ${JSON.stringify({ phoneNumberId: "line-1", aiAgentId: "skeptical-homeowner", scenarioId: "s1" })}`]);
  });
});
