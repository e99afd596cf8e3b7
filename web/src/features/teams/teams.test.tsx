// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "@domain/auth";
import type { InvitationPreview } from "@domain/invitations";
import type { CurrentTeam } from "@domain/teams";
import {
  AGENT,
  clearToasts,
  loadDashboardCode,
  renderApp,
  setSignedInHint,
} from "@/features/auth/testing/signed-in-app";
import { fakeApi as fakeBrokerApi, json, type FakeRoutes } from "@/testing/fake-api";

const CODE = "7d1f0c2e-0000-4000-8000-000000000001.c2lnbmVk";
const PREVIEW: InvitationPreview = {
  teamId: "b0000000-0000-4000-8000-000000000001",
  teamName: "Sunrise Realty",
  invitedBy: "Bea Broker",
  status: "pending",
  expiresAt: "2030-03-04T17:06:00.000Z",
};
/** The invitation's routes, written out (a route key must be a literal type for the fake to check its answer). */
const GET_INVITATION = `GET /api/invitations/${CODE}` as const;
const ACCEPT_INVITATION = `POST /api/invitations/${CODE}/accept` as const;
const NEWCOMER: AuthUser = {
  ...AGENT,
  id: "0b0c5a4e-0000-4000-8000-000000000009",
  email: "new-1234abcd@dev.practiceline.dev",
  firstName: "New",
  lastName: "User 1234",
};

/** The Worker at the network boundary: every call recorded; anything not listed never answers. */
const fakeApi = <Route extends string>(routes: FakeRoutes<Route>) =>
  fakeBrokerApi(routes, { unknown: "pending" }).calls;

const signedInAs = (user: AuthUser | null) => {
  setSignedInHint(user !== null);
  return {
    "GET /api/auth/user": () => (user ? json(user) : json({ message: "Unauthorized", code: "not_signed_in" }, 401)),
  };
};

beforeAll(loadDashboardCode);
afterEach(async () => {
  await clearToasts();
  setSignedInHint(false);
  vi.unstubAllGlobals();
});

describe("/join/{code}", () => {
  it("shows a signed-out visitor the team and a sign-in that comes back to the link", async () => {
    fakeApi({ ...signedInAs(null), [GET_INVITATION]: () => json(PREVIEW) });
    await renderApp(`/join/${CODE}`);
    expect(await screen.findByRole("heading", { name: "Join Sunrise Realty" })).toBeTruthy();
    expect(screen.getByText(/Bea Broker invited you/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in to accept" }).getAttribute("href")).toBe(
      `/api/login?returnTo=${encodeURIComponent(`/join/${CODE}`)}`,
    );
  });

  it("joins the team on an explicit yes and opens the agent dashboard", async () => {
    const calls = fakeApi({
      ...signedInAs(NEWCOMER),
      [GET_INVITATION]: () => json({ ...PREVIEW, invitedEmail: "someone.else@realty.example" }),
      "GET /api/team": () => json({ team: null, canCreateTeam: true } satisfies CurrentTeam),
      [ACCEPT_INVITATION]: () =>
        json({ team: { id: PREVIEW.teamId, name: "Sunrise Realty", brokerName: "Bea Broker" } }),
    });
    const router = await renderApp(`/join/${CODE}`);
    expect(
      await screen.findByText(/This invitation was sent to someone.else@realty.example; you are signed in as/),
    ).toBeTruthy();
    expect(calls.some((call) => call.startsWith("POST"))).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Join Sunrise Realty" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/agent-dashboard"));
    expect(calls).toContain(`POST /api/invitations/${CODE}/accept {"leaveCurrentTeam":false}`);
    expect(await screen.findByText("Welcome to Sunrise Realty")).toBeTruthy();
    await act(async () => {});
  });

  it("asks someone on another team to confirm leaving it before they can join", async () => {
    const calls = fakeApi({
      ...signedInAs(AGENT),
      [GET_INVITATION]: () => json(PREVIEW),
      "GET /api/team": () =>
        json({
          team: { id: "b0000000-0000-4000-8000-00000000000f", name: "Reyes Realty Group", brokerName: "Morgan Reyes" },
          canCreateTeam: false,
        }),
      [ACCEPT_INVITATION]: () =>
        json({ team: { id: PREVIEW.teamId, name: "Sunrise Realty", brokerName: "Bea Broker" } }),
    });
    await renderApp(`/join/${CODE}`);
    const join = await screen.findByRole("button", { name: "Join Sunrise Realty" });
    expect(screen.getByText(/You are on Reyes Realty Group now/)).toBeTruthy();
    expect((join as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText("Leave Reyes Realty Group and join Sunrise Realty"));
    await userEvent.click(join);
    await waitFor(() => expect(calls).toContain(`POST /api/invitations/${CODE}/accept {"leaveCurrentTeam":true}`));
    await act(async () => {});
  });

  it.each([
    ["expired", "This invitation has expired. Ask your broker for a new link."],
    ["revoked", "This invitation was withdrawn by the broker."],
    ["accepted", "This invitation has already been used."],
  ] as const)("says so when the invitation is %s, and offers no way to join", async (status, message) => {
    fakeApi({ ...signedInAs(AGENT), [GET_INVITATION]: () => json({ ...PREVIEW, status }) });
    await renderApp(`/join/${CODE}`);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Join/ })).toBeNull();
  });

  it("says a link nobody made does not work", async () => {
    fakeApi({
      ...signedInAs(null),
      "GET /api/invitations/forged": () => json({ message: "not found", code: "not_found" }, 404),
    });
    await renderApp("/join/forged");
    expect(await screen.findByText("This invitation link is not valid. Ask your broker for a new one.")).toBeTruthy();
  });
});

describe("/create-team", () => {
  it("makes a user on no team the broker of the team they name", async () => {
    let user = NEWCOMER;
    const calls = fakeApi({
      "GET /api/auth/user": () => json(user),
      "GET /api/team": () => json({ team: null, canCreateTeam: true }),
      "POST /api/team": () => {
        user = { ...NEWCOMER, role: "broker" };
        return json(
          { team: { id: NEWCOMER.id, name: "Okafor Homes", brokerName: "New User 1234" }, canCreateTeam: false },
          201,
        );
      },
    });
    setSignedInHint(true);
    const router = await renderApp("/create-team");
    await userEvent.click(await screen.findByRole("button", { name: "Create team" }));
    expect(await screen.findByText("Team name is required")).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Team name/), "Okafor Homes");
    await userEvent.click(screen.getByRole("button", { name: "Create team" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/broker-dashboard"));
    expect(calls).toContain('POST /api/team {"name":"Okafor Homes"}');
    expect(await screen.findByText("Team created")).toBeTruthy();
    await act(async () => {});
  });

  it("says when creating a team is turned off", async () => {
    fakeApi({ ...signedInAs(NEWCOMER), "GET /api/team": () => json({ team: null, canCreateTeam: false }) });
    await renderApp("/create-team");
    expect(
      await screen.findByText("Creating a team is turned off on this site. Ask a broker for an invitation."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create team" })).toBeNull();
  });
});
