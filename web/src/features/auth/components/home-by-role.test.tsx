// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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
  vi.unstubAllGlobals();
});

describe("/ by role", () => {
  beforeAll(loadDashboardCode);

  it("shows the landing page to a visitor at once, without asking the server who they are", async () => {
    const api = fakeAuthApi({ user: null });
    await renderApp("/");
    expect(screen.getByRole("link", { name: "View Demo" })).toBeTruthy();
    expect(api.calls).not.toContain("GET /api/auth/user");
  });

  it("shows the landing page while auth loads, then the broker dashboard to a broker", async () => {
    setSignedInHint(true);
    const api = fakeAuthApi({ user: "pending" });
    await renderApp("/");
    expect(screen.getByRole("link", { name: "View Demo" })).toBeTruthy();
    await vi.waitFor(() => expect(api.calls).toContain("GET /api/auth/user"));
    api.resolveUser(BROKER);
    expect(await screen.findByText("Broker Dashboard")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View Demo" })).toBeNull();
  });

  it("shows the agent dashboard to an agent", async () => {
    setSignedInHint(true);
    fakeAuthApi({ user: AGENT });
    await renderApp("/");
    expect(await screen.findByText("Agent Dashboard")).toBeTruthy();
  });

  it("keeps the landing page when the session has ended (401)", async () => {
    setSignedInHint(true);
    const api = fakeAuthApi({ user: "pending" });
    await renderApp("/");
    api.resolveUser(null);
    await vi.waitFor(() => expect(api.calls).toContain("GET /api/auth/user"));
    expect(screen.getByRole("link", { name: "View Demo" })).toBeTruthy();
    expect(screen.queryByText("Unauthorized")).toBeNull();
  });
});
