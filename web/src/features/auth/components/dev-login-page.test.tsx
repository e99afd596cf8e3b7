// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  AGENT,
  clearToasts,
  fakeAuthApi,
  loadDashboardCode,
  renderApp,
  setSignedInHint,
} from "../testing/signed-in-app";

afterEach(async () => {
  await clearToasts();
  setSignedInHint(false);
  vi.unstubAllGlobals();
});

/** Ark marks a toast's kind on its root: "error" is the destructive variant. */
function toastKind(title: string) {
  return screen.getByText(title).closest("[data-type]")?.getAttribute("data-type");
}

/** The dashboard's header is up and its widgets have settled (they update right after mounting). */
async function dashboardShown() {
  await screen.findByRole("banner");
  await act(async () => {});
}

describe("the /dev page", () => {
  beforeAll(loadDashboardCode);

  it("shows 'Loading...' while auth loads, then the test-environment login with both buttons", async () => {
    setSignedInHint(true);
    const api = fakeAuthApi({ user: "pending" });
    await renderApp("/dev");
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    api.resolveUser(null);
    expect(await screen.findByRole("button", { name: "Login as Agent" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Login as Broker" })).toBeTruthy();
    expect(screen.getByText("Test Environment")).toBeTruthy();
  });

  it.each([
    ["Agent", "agent", "/agent-dashboard"],
    ["Broker", "broker", "/broker-dashboard"],
  ])("logs in as %s, says so, and opens that dashboard", async (label, role, dashboard) => {
    const api = fakeAuthApi({ user: null });
    const router = await renderApp("/dev");
    await userEvent.click(await screen.findByRole("button", { name: `Login as ${label}` }));
    expect(await screen.findByText("Login Successful")).toBeTruthy();
    expect(screen.getByText(`Logged in as ${role}`)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(dashboard));
    await dashboardShown();
    expect(api.calls).toContain(`POST /api/dev/login {"role":"${role}"}`);
    // The auth user query is refreshed afterwards (spec §7).
    expect(api.calls.filter((call) => call === "GET /api/auth/user").length).toBeGreaterThanOrEqual(1);
  });

  it("signs in as a brand-new user on request, for trying a first sign-in (an invitation link, a new team)", async () => {
    const api = fakeAuthApi({ user: null });
    const router = await renderApp("/dev?returnTo=%2Fjoin%2Fsome-code");
    await userEvent.click(await screen.findByRole("button", { name: "Sign in as a new user" }));
    expect(await screen.findByText("Logged in as a new user")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/join/some-code"));
    expect(api.calls).toContain('POST /api/dev/login {"role":"agent","newUser":true}');
  });

  it("returns to where the visitor was going", async () => {
    fakeAuthApi({ user: null });
    const router = await renderApp("/dev?returnTo=%2Fbroker-dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Login as Agent" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/broker-dashboard"));
    // An agent going to the broker dashboard: it was where they were going, and it denies them.
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeTruthy();
  });

  it("ignores a return address on another site", async () => {
    fakeAuthApi({ user: null });
    const router = await renderApp("/dev?returnTo=%2F%2Fevil.example");
    await userEvent.click(await screen.findByRole("button", { name: "Login as Agent" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/agent-dashboard"));
    await dashboardShown();
  });

  it("shows the destructive 'Login Failed' toast and stays when the login fails", async () => {
    fakeAuthApi({ user: null, devLogin: 500 });
    const router = await renderApp("/dev");
    await userEvent.click(await screen.findByRole("button", { name: "Login as Broker" }));
    // The default mutation retry (spec §7) runs once before the failure shows.
    expect(await screen.findByText("Login Failed", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Unable to log in. Please try again.")).toBeTruthy();
    expect(toastKind("Login Failed")).toBe("error");
    expect(router.state.location.pathname).toBe("/dev");
  });

  it("says the development login is not available in production, with no login buttons", async () => {
    fakeAuthApi({ user: null, devLogin: 404 });
    await renderApp("/dev");
    expect(await screen.findByRole("heading", { name: "Development login is not available" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Login as Agent" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/api/login");
  });

  it("is not available to a signed-in user, who is pointed to their dashboard", async () => {
    setSignedInHint(true);
    fakeAuthApi({ user: AGENT });
    await renderApp("/dev");
    const main = await screen.findByRole("main");
    await within(main).findByText("You are already signed in.");
    expect(within(main).getByRole("link", { name: "Go to your dashboard" }).getAttribute("href")).toBe(
      "/agent-dashboard",
    );
    expect(screen.queryByRole("button", { name: "Login as Agent" })).toBeNull();
  });
});
