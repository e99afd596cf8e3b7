// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REAL_CALL_FIGURES_LABEL } from "@domain/real-call-figures";
import { clearToasts, fakeApi, json, renderWithProviders } from "@/testing/fake-api";
import { RealCallsCard } from "./real-calls-card";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

const SETTING = "/api/broker/settings/real-calls";

describe("Real Calls setting", () => {
  it("starts from the stored setting (off), and is turned on from the keyboard and saved", async () => {
    const { calls } = fakeApi({
      [`GET ${SETTING}`]: () => json({ includeRealCalls: false }),
      // The Worker answers with the setting as saved: on, the one change this test makes.
      [`PUT ${SETTING}`]: () => json({ includeRealCalls: true }),
    });
    renderWithProviders(<RealCallsCard />);
    expect(screen.getByLabelText("Loading the real-call setting")).toBeTruthy();
    const box = await screen.findByRole("checkbox", { name: REAL_CALL_FIGURES_LABEL });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/real calls are listed and reviewed but never counted/)).toBeTruthy();

    await userEvent.tab();
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard(" ");
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save Real Call Setting" }));
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Scored real calls now count in your team's practice figures.")).toBeTruthy();
    expect(calls).toContain(`PUT ${SETTING} ${JSON.stringify({ includeRealCalls: true })}`);
    expect((screen.getByRole("checkbox", { name: REAL_CALL_FIGURES_LABEL }) as HTMLInputElement).checked).toBe(true);
  });

  it("says so when the save is refused, having sent only the change asked for", async () => {
    const { calls } = fakeApi({
      [`GET ${SETTING}`]: () => json({ includeRealCalls: true }),
      [`PUT ${SETTING}`]: () => json({ message: "Forbidden", code: "forbidden" }, 403),
    });
    renderWithProviders(<RealCallsCard />);
    const box = await screen.findByRole("checkbox", { name: REAL_CALL_FIGURES_LABEL });
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Save Real Call Setting" }));
    expect(await screen.findByText("Failed to save settings. Please try again.")).toBeTruthy();
    const puts = calls.filter((call) => call.startsWith("PUT"));
    expect(puts.length).toBeGreaterThan(0);
    for (const put of puts) expect(put).toBe(`PUT ${SETTING} ${JSON.stringify({ includeRealCalls: false })}`);
  });

  it("says so when the setting cannot be loaded", async () => {
    fakeApi({ [`GET ${SETTING}`]: () => json({ message: "Internal Server Error", code: "internal_error" }, 500) });
    renderWithProviders(<RealCallsCard />);
    expect(await screen.findByText("Failed to load this setting. Please try again.")).toBeTruthy();
  });
});
