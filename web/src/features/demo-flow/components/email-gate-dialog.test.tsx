// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CREATED,
  DUPLICATE,
  fakeWaitingListApi,
  renderWithProviders,
} from "@/features/waiting-list/testing/fake-waiting-list";
import { json } from "@/testing/fake-api";
import { EmailGateDialog } from "./email-gate-dialog";

// The dialog and the toast region load on first use; a busy machine may take longer than the 1 s default.

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderGate() {
  const onEmailSaved = vi.fn();
  const onProceed = vi.fn();
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <EmailGateDialog
      open
      onOpenChange={onOpenChange}
      vertical="saas"
      scenarioName="Ops Manager — Product Demo Outreach"
      onEmailSaved={onEmailSaved}
      onProceed={onProceed}
    />,
  );
  return { user, onEmailSaved, onProceed, onOpenChange };
}

describe("EmailGateDialog", () => {
  it("keeps 'Start Demo' disabled until an email is typed, and Cancel closes", async () => {
    const api = fakeWaitingListApi(CREATED);
    const { user, onOpenChange } = renderGate();
    const dialog = await screen.findByRole("dialog", { name: "Access Demo Training" });
    const email = within(dialog).getByLabelText(/Email/) as HTMLInputElement;
    expect(email.type).toBe("email");
    expect(email.required).toBe(true);
    expect(within(dialog).getByRole("button", { name: "Start Demo" })).toHaveProperty("disabled", true);
    await user.type(email, "   ");
    expect(within(dialog).getByRole("button", { name: "Start Demo" })).toHaveProperty("disabled", true);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.requests).toEqual([]);
  });

  it("signs the trimmed email up as a demo-gate entry with the fixed demo name and business and a note naming the scenario, then proceeds after 2 s", async () => {
    const api = fakeWaitingListApi(CREATED);
    const { user, onEmailSaved, onProceed } = renderGate();
    const dialog = await screen.findByRole("dialog", { name: "Access Demo Training" });
    await user.type(within(dialog).getByLabelText(/Email/), "  dana@ops.test ");
    await user.click(within(dialog).getByRole("button", { name: "Start Demo" }));
    await screen.findByText("Success! Starting your demo session...");
    expect(api.requests).toEqual([
      {
        fullName: "Demo User",
        email: "dana@ops.test",
        businessName: "Demo Access",
        additionalNotes: "Demo access: Ops Manager — Product Demo Outreach",
        vertical: "saas",
        source: "demo_email_gate",
      },
    ]);
    expect(onEmailSaved).toHaveBeenCalledWith("dana@ops.test");
    expect(onProceed).not.toHaveBeenCalled();
    await waitFor(() => expect(onProceed).toHaveBeenCalledTimes(1), { timeout: 4000 });
  });

  it("treats an already registered email as success: 'Welcome Back!' and proceeds", async () => {
    fakeWaitingListApi(DUPLICATE);
    const { user, onEmailSaved, onProceed } = renderGate();
    const dialog = await screen.findByRole("dialog", { name: "Access Demo Training" });
    await user.type(within(dialog).getByLabelText(/Email/), "known@ops.test");
    await user.click(within(dialog).getByRole("button", { name: "Start Demo" }));
    await screen.findByText("Welcome Back!");
    expect(screen.getByText("This email is already registered. Proceeding to demo.")).toBeTruthy();
    expect(onEmailSaved).toHaveBeenCalledWith("known@ops.test");
    await waitFor(() => expect(onProceed).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it("says 'Failed to save email' on any other failure, saves nothing and does not proceed", async () => {
    fakeWaitingListApi(() => json({ message: "Invalid input", code: "validation_failed" }, 400));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, onEmailSaved, onProceed } = renderGate();
    const dialog = await screen.findByRole("dialog", { name: "Access Demo Training" });
    await user.type(within(dialog).getByLabelText(/Email/), "x@ops.test");
    await user.click(within(dialog).getByRole("button", { name: "Start Demo" }));
    await screen.findByText("Failed to save email. Please try again.");
    expect(screen.getByText("Error")).toBeTruthy();
    expect(onEmailSaved).not.toHaveBeenCalled();
    expect(onProceed).not.toHaveBeenCalled();
  });
});
