// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { UNAUTHORIZED_REDIRECT_MS } from "@domain/constants";
import {
  AGENT,
  BROKER,
  clearToasts,
  fakeAuthApi,
  loadDashboardCode,
  renderApp,
  setSignedInHint,
} from "../testing/signed-in-app";

afterEach(async () => {
  await clearToasts();
  setSignedInHint(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeAll(loadDashboardCode);

/** Records browser redirects (`window.location.href = ...`) instead of leaving the test page. */
function captureRedirects(): string[] {
  const redirects: string[] = [];
  vi.spyOn(window.location, "href", "set").mockImplementation((url: string) => void redirects.push(url));
  return redirects;
}

describe.each([
  ["/broker-dashboard", "%2Fbroker-dashboard"],
  ["/agent-dashboard", "%2Fagent-dashboard"],
])("%s signed out", (path, encoded) => {
  it("shows the 'Unauthorized' toast, then sends the browser to /api/login after 0.5 s", async () => {
    // Loaded up front, so the toast appears within the faked 0.5 s rather than after a real module load.
    await import("@/components/ui/toast-region");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const redirects = captureRedirects();
    const api = fakeAuthApi({ user: null });
    await renderApp(path);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNAUTHORIZED_REDIRECT_MS - 1);
    });
    expect(screen.getByText("Unauthorized")).toBeTruthy();
    expect(screen.getByText("You are logged out. Logging in again...")).toBeTruthy();
    expect(redirects).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(redirects).toEqual([`/api/login?returnTo=${encoded}`]);
    // Without the signed-in hint the server is not even asked.
    expect(api.calls).not.toContain("GET /api/auth/user");
  });
});

describe("dashboards", () => {
  it("show 'Loading...' while auth loads", async () => {
    setSignedInHint(true);
    const api = fakeAuthApi({ user: "pending" });
    await renderApp("/broker-dashboard");
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    api.resolveUser(BROKER);
    expect(await screen.findByRole("button", { name: "Logout" })).toBeTruthy();
  });

  it("run the unauthenticated flow when the session turned out to be gone (401)", async () => {
    const redirects = captureRedirects();
    setSignedInHint(true);
    fakeAuthApi({ user: null });
    await renderApp("/agent-dashboard");
    expect(await screen.findByText("Unauthorized")).toBeTruthy();
    await waitFor(() => expect(redirects).toEqual(["/api/login?returnTo=%2Fagent-dashboard"]));
  });

  it("deny an agent the broker dashboard", async () => {
    setSignedInHint(true);
    fakeAuthApi({ user: AGENT });
    await renderApp("/broker-dashboard");
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("This dashboard is only accessible to brokers.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("show the broker their initial, name and a Logout button", async () => {
    setSignedInHint(true);
    fakeAuthApi({ user: BROKER });
    await renderApp("/broker-dashboard");
    const header = await screen.findByRole("banner");
    expect(within(header).getByText("M")).toBeTruthy();
    expect(within(header).getByText("Morgan Reyes")).toBeTruthy();
    expect(within(header).getByRole("button", { name: "Logout" })).toBeTruthy();
  });

  it("show the profile image when there is one, and the email when there is no name", async () => {
    setSignedInHint(true);
    fakeAuthApi({ user: { ...BROKER, firstName: null, lastName: null, profileImageUrl: "https://img.example/m.png" } });
    await renderApp("/broker-dashboard");
    const header = await screen.findByRole("banner");
    expect(header.querySelector("img")?.getAttribute("src")).toBe("https://img.example/m.png");
    expect(within(header).getByText(BROKER.email)).toBeTruthy();
  });

  it("fall back to the initial when the profile image cannot load", async () => {
    setSignedInHint(true);
    fakeAuthApi({ user: { ...BROKER, profileImageUrl: "https://img.example/broken.png" } });
    await renderApp("/broker-dashboard");
    const header = await screen.findByRole("banner");
    fireEvent.error(header.querySelector("img")!);
    expect(await within(header).findByText("M")).toBeTruthy();
    expect(header.querySelector("img")).toBeNull();
  });

  it("show the agent an 'Agent' badge and Logout", async () => {
    setSignedInHint(true);
    fakeAuthApi({ user: AGENT });
    await renderApp("/agent-dashboard");
    const header = await screen.findByRole("banner");
    expect(within(header).getByText("Agent")).toBeTruthy();
    expect(within(header).getByRole("button", { name: "Logout" })).toBeTruthy();
  });
});

describe("logout", () => {
  it("calls logout, clears the cached user and goes to '/' (the landing page)", async () => {
    setSignedInHint(true);
    const api = fakeAuthApi({ user: BROKER });
    const router = await renderApp("/broker-dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.calls).toContain("POST /api/logout");
    expect(await screen.findByRole("link", { name: "View Demo" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("from '/' (the dashboard by role) shows the landing page, never the 'Unauthorized' flow", async () => {
    const redirects = captureRedirects();
    setSignedInHint(true);
    fakeAuthApi({ user: BROKER });
    await renderApp("/");
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("link", { name: "View Demo" })).toBeTruthy();
    expect(screen.queryByText("Unauthorized")).toBeNull();
    expect(redirects).toEqual([]);
  });

  it("still goes to '/' when the logout call fails, and logs the failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    setSignedInHint(true);
    const api = fakeAuthApi({ user: AGENT, logout: 500 });
    const router = await renderApp("/agent-dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.calls).toContain("POST /api/logout");
    expect(warn).toHaveBeenCalledWith("Logout failed:", expect.anything());
  });
});
