// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { CREATED, DUPLICATE, fakeWaitingListApi, renderWithProviders } from "../testing/fake-waiting-list";
import { WaitingListProvider } from "../waiting-list-provider";
import { useWaitingList, type OpenWaitingListOptions } from "../waiting-list-context";

// The dialog and the toast region load on first use; a busy machine may take longer than the 1 s default.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Ark marks a toast's kind on its root: "error" is the destructive variant. */
function toastKind(title: string) {
  return screen.getByText(title).closest("[data-type]")?.getAttribute("data-type");
}

function Opener(props: OpenWaitingListOptions) {
  const waitingList = useWaitingList();
  return <Button onClick={() => waitingList.open(props)}>Open waiting list</Button>;
}

async function openDialog(options: Partial<OpenWaitingListOptions> = {}) {
  const onComplete = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.isFakeTimers() && vi.advanceTimersByTime(ms) });
  renderWithProviders(
    <WaitingListProvider>
      <Opener vertical="insurance" onComplete={onComplete} {...options} />
    </WaitingListProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Open waiting list" }));
  const dialog = await screen.findByRole("dialog", { name: "Join the Waiting List" });
  return { user, dialog, onComplete };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Full Name/), "Dana Whitfield");
  await user.type(within(dialog).getByLabelText(/Email/), "dana@whitfield.test");
  await user.type(within(dialog).getByLabelText(/Business Name/), "Whitfield Realty");
}

describe("WaitingListDialog", () => {
  it("asks for name, email and business, with phone and notes optional", async () => {
    const { dialog } = await openDialog();
    const email = within(dialog).getByLabelText(/Email/) as HTMLInputElement;
    expect(email.type).toBe("email");
    expect(email.required).toBe(true);
    expect((within(dialog).getByLabelText(/Full Name/) as HTMLInputElement).required).toBe(true);
    expect((within(dialog).getByLabelText(/Business Name/) as HTMLInputElement).required).toBe(true);
    expect((within(dialog).getByLabelText(/Phone Number/) as HTMLInputElement).required).toBe(false);
    expect((within(dialog).getByLabelText(/Additional Notes/) as HTMLTextAreaElement).required).toBe(false);
  });

  it("shows the destructive 'Missing Information' toast and sends nothing when name or email is empty", async () => {
    const api = fakeWaitingListApi(CREATED);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Email/), "dana@whitfield.test");
    await user.click(within(dialog).getByRole("button", { name: "Join Waiting List" }));
    expect(await screen.findByText("Missing Information")).toBeTruthy();
    expect(screen.getByText("Please fill in your name and email.")).toBeTruthy();
    expect(toastKind("Missing Information")).toBe("error");
    expect(api.requests).toEqual([]);
  });

  it("shows a message under a field the rules refuse, without sending", async () => {
    const api = fakeWaitingListApi(CREATED);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Full Name/), "Dana");
    await user.type(within(dialog).getByLabelText(/Email/), "not-an-email");
    await user.click(within(dialog).getByRole("button", { name: "Join Waiting List" }));
    expect(within(dialog).getByText("Please enter a valid email address")).toBeTruthy();
    expect(within(dialog).getByText("Business name is required")).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("sends the sign-up with the vertical and the demo score, thanks with five stars, then closes itself after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeWaitingListApi(CREATED);
    const onJoined = vi.fn();
    const { user, dialog, onComplete } = await openDialog({ overallScore: 82, onJoined });
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText(/Phone Number/), "512 555 0147");
    await user.type(within(dialog).getByLabelText(/Additional Notes/), "Team of 12");
    await user.click(within(dialog).getByRole("button", { name: "Join Waiting List" }));

    expect(await screen.findByRole("dialog", { name: "Thank You!" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "5 out of 5 stars" }).textContent).toBe("★★★★★");
    expect(await screen.findByText("Welcome to the Future!")).toBeTruthy();
    expect(screen.getByText("You're on the waiting list! We'll be in touch soon.")).toBeTruthy();
    expect(toastKind("Welcome to the Future!")).toBe("info");
    expect(api.requests).toEqual([
      {
        fullName: "Dana Whitfield",
        email: "dana@whitfield.test",
        businessName: "Whitfield Realty",
        phoneNumber: "512 555 0147",
        additionalNotes: "Team of 12\nDemo overall score: 82/100",
        vertical: "insurance",
      },
    ]);

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.queryByRole("dialog", { name: "Thank You!" })).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onJoined).toHaveBeenCalledTimes(1);
  });

  it("calls the 'joined' callback only for a completed sign-up, never when closed (the demo's banner keeps the results)", async () => {
    const onJoined = vi.fn();
    const { user, dialog, onComplete } = await openDialog({ onJoined });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onJoined).not.toHaveBeenCalled();
  });

  it("sends no score line when opened without a score", async () => {
    const api = fakeWaitingListApi(CREATED);
    const { user, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Join Waiting List" }));
    await screen.findByRole("dialog", { name: "Thank You!" });
    expect(api.requests[0]).toEqual({
      fullName: "Dana Whitfield",
      email: "dana@whitfield.test",
      businessName: "Whitfield Realty",
      vertical: "insurance",
    });
  });

  it("shows 'Joining...' while the sign-up is being sent", async () => {
    const api = fakeWaitingListApi();
    const { user, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Join Waiting List" }));
    const pending = within(dialog).getByRole("button", { name: "Joining..." }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    act(() => api.respond(CREATED));
    expect(await screen.findByRole("dialog", { name: "Thank You!" })).toBeTruthy();
  });

  it("shows the failure toast and keeps the form when the server refuses", async () => {
    fakeWaitingListApi(DUPLICATE);
    const { user, dialog, onComplete } = await openDialog();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Join Waiting List" }));
    expect(await screen.findByText("Oops! Something went wrong")).toBeTruthy();
    expect(screen.getByText("Please try again or contact support.")).toBeTruthy();
    expect(toastKind("Oops! Something went wrong")).toBe("error");
    expect(within(dialog).getByText("This email is already registered on the waiting list.")).toBeTruthy();
    expect((within(dialog).getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("Dana Whitfield");
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("calls the completion callback when closed with the close button", async () => {
    const { user, dialog, onComplete } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("closes without completing on Escape", async () => {
    const { user, onComplete } = await openDialog();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("opens with an empty form each time", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Full Name/), "Half typed");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Open waiting list" }));
    const reopened = await screen.findByRole("dialog", { name: "Join the Waiting List" });
    expect((within(reopened).getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("");
  });
});
