// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TeamInvitation } from "@domain/invitations";
import { clearToasts, fakeApi, json, noContent, renderWithProviders } from "@/testing/fake-api";
import { InviteAgentDialog } from "./invite-agent-dialog";
import { PendingInvitations } from "./pending-invitations";

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const ID = "7d1f0c2e-0000-4000-8000-000000000001";
const LINK = `http://localhost:5173/join/${ID}.c2lnbmVk`;

function invitation(overrides: Partial<TeamInvitation>): TeamInvitation {
  return {
    id: ID,
    email: "newhire@realty.example",
    status: "pending",
    createdAt: new Date(Date.now() - DAY).toISOString(),
    expiresAt: new Date(Date.now() + 6 * DAY + 60_000).toISOString(),
    link: LINK,
    ...overrides,
  };
}

describe("the broker's pending invitations", () => {
  it("shows each open invitation's status, expiry and link, and says that no email is sent", async () => {
    fakeApi({
      "GET /api/broker/invitations": () =>
        json([
          invitation({}),
          invitation({
            id: "7d1f0c2e-0000-4000-8000-000000000002",
            email: "late@realty.example",
            status: "expired",
            expiresAt: new Date(Date.now() - 2 * DAY).toISOString(),
          }),
        ]),
    });
    renderWithProviders(<PendingInvitations />);
    const pending = await screen.findByRole("listitem", { name: "Invitation for newhire@realty.example" });
    expect(within(pending).getByText("Pending")).toBeTruthy();
    expect(pending.textContent).toContain("Expires in 6 days");
    expect(
      (within(pending).getByLabelText("Invitation link for newhire@realty.example") as HTMLInputElement).value,
    ).toBe(LINK);
    expect(
      screen.getByText(/PracticeLine sends no email: copy a link and send it to the person yourself/),
    ).toBeTruthy();

    const expired = screen.getByRole("listitem", { name: "Invitation for late@realty.example" });
    expect(within(expired).getByText("Expired")).toBeTruthy();
    expect(expired.textContent).toContain("Expired 2 days ago");
    expect(within(expired).queryByRole("textbox")).toBeNull();
    expect(within(expired).getByRole("button", { name: "Remove invitation for late@realty.example" })).toBeTruthy();
  });

  it("copies a link to the clipboard", async () => {
    fakeApi({ "GET /api/broker/invitations": () => json([invitation({})]) });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderWithProviders(<PendingInvitations />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Copy invitation link for newhire@realty.example" }),
    );
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText("Link copied")).toBeTruthy();
  });

  it("revokes an invitation", async () => {
    let open = [invitation({})];
    const api = fakeApi({
      "GET /api/broker/invitations": () => json(open),
      [`DELETE /api/broker/invitations/${ID}` as const]: () => {
        open = [];
        return noContent();
      },
    });
    renderWithProviders(<PendingInvitations />);
    await userEvent.click(await screen.findByRole("button", { name: "Revoke invitation for newhire@realty.example" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Pending invitations" })).toBeNull());
    expect(api.calls).toContain(`DELETE /api/broker/invitations/${ID}`);
  });
});

describe("Invite New Agent", () => {
  it("creates a link valid for the chosen days and shows it to copy", async () => {
    const api = fakeApi({
      "POST /api/broker/invitations": () =>
        json(invitation({ expiresAt: new Date(Date.now() + 3 * DAY + 60_000).toISOString() }), 201),
    });
    renderWithProviders(<InviteAgentDialog open onOpenChange={() => {}} />);
    expect(screen.getByText(/PracticeLine sends no email/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Email/), "NewHire@Realty.example");
    expect((screen.getByLabelText("Link valid for") as HTMLSelectElement).value).toBe("7");
    await userEvent.selectOptions(screen.getByLabelText("Link valid for"), "3");
    await userEvent.click(screen.getByRole("button", { name: "Create Invitation Link" }));
    expect(await screen.findByRole("heading", { name: "Invitation link ready" })).toBeTruthy();
    expect((screen.getByLabelText("Invitation link for newhire@realty.example") as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByText(/Expires in 3 days/)).toBeTruthy();
    expect(api.calls).toContain('POST /api/broker/invitations {"email":"newhire@realty.example","validForDays":3}');
  });

  it("shows the server's refusal under the email and creates nothing", async () => {
    fakeApi({
      "POST /api/broker/invitations": () =>
        json({ message: "This person is already on your team.", code: "conflict" }, 409),
    });
    renderWithProviders(<InviteAgentDialog open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Email/), "alex.chen@practiceline.dev");
    await userEvent.click(screen.getByRole("button", { name: "Create Invitation Link" }));
    expect(await screen.findByText("This person is already on your team.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Invitation link ready" })).toBeNull();
  });
});
